package session

import (
	"net/url"

	"tigris/game"
	"tigris/scenes/seating"
)

// SharedPosition is the position as the player on screen knows it, for the clipboard: his tiles
// and points, the others' tiles hidden, the bag left to be dealt from seed (with nobody's view on
// screen every hand is hidden). A finished game has nothing hidden and is copied whole.
func (s *Session) SharedPosition(seed uint64) string {
	return s.State().PublicText(s.Viewer(), seed)
}

// SharedGame is the whole game in the notation (its start and every decision), which holds every
// tile drawn: it is given only once the game is over.
func (s *Session) SharedGame() (string, bool) {
	if !s.State().Over() {
		return "", false
	}
	return string(s.SaveData()), true
}

// LinkQuery is the query of a link that opens this game as the player on screen knows it, with
// the same seats: the board, his tiles and points, the others' tiles written "?" and dealt anew
// from a fresh seed by whoever opens it. Never the deal's seed nor the start position: either
// gives every hand and the bag.
func (s *Session) LinkQuery() string {
	q := url.Values{}
	q.Set("seats", seating.FormatSeats(s.seats))
	q.Set("position", s.SharedPosition(game.FreshSeed()))
	return q.Encode()
}
