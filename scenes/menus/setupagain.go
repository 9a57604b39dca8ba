package menus

import (
	"tigris/game"
	"tigris/scenes/session"
)

// NewSetupWith opens the new game's screen with a game's seats and options chosen, for a new
// deal (the in-game menu's New game): the players need not be chosen again, and each may still
// be changed. Back goes to the title, where Continue brings the game left back.
func NewSetupWith(sh Host, seats []session.Seat, opts game.Options) *Setup {
	s := NewSetup(sh)
	if len(seats) >= 2 {
		s.seats = append([]session.Seat(nil), seats...)
	}
	opts.Seats = nil // the seats' dynasties give them
	s.opts = opts
	return s
}
