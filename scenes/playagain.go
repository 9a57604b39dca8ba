package scenes

import (
	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A player who wants another game went through Quit to title and set the players up again
// (review 3: "no Restart / New game entry"). The in-game menu's New game leaves the game as Quit
// to title does (kept for Continue: nothing is lost) for the setup with this game's players and
// options chosen; the results' Play again deals a new game to the same players at once.

// playedHere reports a game of this device's shell, not a lesson: an online game has its own
// Rematch, and a lesson its list.
func playedHere(p *Play) bool {
	_, local := p.sess.Reader.(seatHander)
	return local && p.host.shell != nil && p.lesson == nil
}

// newGameItem puts New game before Load game in the menu of a game played here (not while the
// menu shares, nor in a lesson: off).
func newGameItem(items []menuItem, b *boardView, off bool) []menuItem {
	if _, local := b.sess.Reader.(seatHander); !local || off || b.host.shell == nil {
		return items
	}
	for i, it := range items {
		if it.id == idLoad {
			item := menuItem{idNewGame, "New game", "Set up another game with these players and options; this one is kept (Continue on the title brings it back)", ui.Plain}
			return append(items[:i:i], append([]menuItem{item}, items[i:]...)...)
		}
	}
	return items
}

// againSetup is the new game's screen with this game's players, as it began, and its options.
func (p *Play) againSetup() engine.Scene {
	return menus.NewSetupWith(p.host.Host, session.SeatsAgain(p.sess.Seats()), p.sess.State().Options())
}

// playAgain starts a new game of the same players and options on a new deal, from the results;
// what went wrong is said on the board.
func playAgain(p *Play, ctx *engine.Context) {
	cfg := session.Config{Seats: session.SeatsAgain(p.sess.Seats()), Options: p.sess.State().Options(), Seed: menus.NewSeed()}
	cfg.Options.Seats = nil
	next, err := p.host.Games.Play(cfg, nil)
	if err != nil {
		p.say("No new game: " + err.Error())
		return
	}
	ctx.Switch(next)
}
