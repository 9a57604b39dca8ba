package session

import (
	"net/url"
	"strconv"
	"strings"
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

// LinkQuery is the query of a link that opens the same deal with the same seats: the seed and
// options when the game was dealt from a seed, else its starting position.
func (s *Session) LinkQuery() string {
	q := url.Values{}
	q.Set("seats", FormatSeats(s.seats))
	if s.cfg.Start == nil && s.cfg.Record == nil {
		o := s.State().Options()
		q.Set("map", o.Map.String())
		if w := o.Words(); len(w) > 0 {
			q.Set("options", strings.Join(w, ","))
		}
		q.Set("seed", strconv.FormatUint(s.cfg.Seed, 10))
		return q.Encode()
	}
	q.Set("position", s.rec.Start().String())
	return q.Encode()
}
