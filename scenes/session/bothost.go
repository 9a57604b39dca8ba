package session

import (
	"tigris/ai"
	"tigris/game"
)

// BotHost thinks for bots away from the screen's thread: in the browser, a Web Worker running its
// own WebAssembly instance (package botworker). There the bots search at their full budget while
// the frames stay free; without one (Config.Bots nil, or the host failed) they think in the
// frames' slices.
type BotHost interface {
	// Game numbers a new session, so the host can tell one game's bots from the last one's.
	Game() int
	// Choose asks seat's bot, made as b (level and budgets), for its decision in v, the seat's own
	// view; the move comes on out. game tells one session's bots from another's.
	Choose(game, seat int, b *ai.Bot, v *game.View, out chan<- game.Move)
	// Ponder lets that bot think ahead on v while another seat decides; stop ends it early, and
	// done is closed once it has ended.
	Ponder(game, seat int, b *ai.Bot, v *game.View) (stop func(), done <-chan struct{})
	// Failed reports that the host stopped answering: what it was asked is asked again here.
	Failed() bool
}
