package remote

import (
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
)

// told is the game as the server told this seat: its code and seat, the views and decisions, the
// seats' news, its end and a rematch.
type told struct{ g client.Game }

// Code is the game's code, to invite with.
func (t *told) Code() string { return t.g.Code }

// Seat is this device's seat.
func (t *told) Seat() int { return t.g.Seat }

// Over reports the game's end, once the server said it.
func (t *told) Over() *protocol.Over { return t.g.Over }

// HandedToBot reports that a bot plays this seat for now.
func (t *told) HandedToBot() bool {
	return t.g.Seat >= 0 && t.g.Seat < len(t.g.Seats) && t.g.Seats[t.g.Seat].Level != ""
}

// Rematched is the rematch once dealt (its seat is held with this seat's token), or nil.
func (t *told) Rematched() *protocol.Rematched { return t.g.Rematch }

// Viewer is the seat whose view the board shows: this device's.
func (t *told) Viewer() int { return t.g.Seat }

// Pending is the decision the game waits for.
func (t *told) Pending() game.Pending {
	if t.g.View == nil {
		return game.Pending{}
	}
	return t.g.View.Pending()
}
