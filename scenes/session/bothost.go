package session

import (
	"tigris/ai"
	"tigris/game"
)

// BotHost thinks for bots away from the screen's thread: in the browser, a Web Worker running its
// own WebAssembly instance (package botworker). There the bots search at their full budget while
// the frames stay free; without one (SetBotHost never called, or the host failed) they think in
// the frames' slices.
type BotHost interface {
	// Choose asks seat's bot, made as b (level and budgets), for its decision in v, the seat's own
	// view; the move comes on out. game tells one session's bots from another's.
	Choose(game, seat int, b *ai.Bot, v *game.View, out chan<- game.Move)
	// Ponder lets that bot think ahead on v while another seat decides; stop ends it early, and
	// done is closed once it has ended.
	Ponder(game, seat int, b *ai.Bot, v *game.View) (stop func(), done <-chan struct{})
	// Failed reports that the host stopped answering: what it was asked is asked again here.
	Failed() bool
}

// host is where bots think, when the platform has such a place (see SetBotHost).
var host BotHost

// games numbers the sessions, so a host can tell one game's bots from the next one's.
var games int

// SetBotHost makes every session from now on think through h (the browser's worker); nil thinks
// on this thread. Call it before the first session starts.
func SetBotHost(h BotHost) { host = h }

// hostOK reports that bots may think through the host now.
func hostOK() bool { return host != nil && !host.Failed() }
