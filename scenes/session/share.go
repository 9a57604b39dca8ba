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

// configFromQuery reads a link's query back into a config (for tests and the desktop's paste of
// a link): the seats, and the deal from its seed or position.
func configFromQuery(query string) (Config, error) {
	q, err := url.ParseQuery(query)
	if err != nil {
		return Config{}, err
	}
	seats, err := ParseSeats(q.Get("seats"))
	if err != nil {
		return Config{}, err
	}
	if pos := q.Get("position"); pos != "" {
		st, err := StartPosition(pos, 0)
		if err != nil {
			return Config{}, err
		}
		return Config{Seats: seats, Start: st}, nil
	}
	spec := q.Get("map")
	if opts := q.Get("options"); opts != "" {
		spec += "," + opts
	}
	o, err := ParseOptions(spec)
	if err != nil {
		return Config{}, err
	}
	seed, err := strconv.ParseUint(q.Get("seed"), 10, 64)
	if err != nil {
		return Config{}, err
	}
	return Config{Seats: seats, Options: o, Seed: seed}, nil
}
