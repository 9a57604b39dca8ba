package session

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/seating"
)

// A game's link opens the game as its player knows it with the same seats, whether it was dealt
// from a seed or started from a position: never the deal's seed, the bag or another's tiles. The
// copied position hides the others' tiles until the game is over, and the whole game is given
// only then.
func TestSharing(t *testing.T) {
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Lion, Level: ai.Hard}, {Dynasty: game.Pot, Level: ai.Easy}}
	o := game.Options{Map: game.AdvancedMap, Wonder: true}
	s, err := New(Config{Seats: seats, Options: o, Seed: 4242})
	if err != nil {
		t.Fatal(err)
	}
	for _, from := range []*Session{s, mustSession(t, Config{Seats: seats, Start: s.State().Clone()})} {
		checkLink(t, from, s, seats)
	}
	text := s.SharedPosition(7)
	if strings.Contains(text, "bag") || !strings.Contains(text, "hand lion ??????") || strings.Contains(text, "score pot") {
		t.Fatalf("the copied position shows what Archer cannot know:\n%s", text)
	}
	if _, ok := s.SharedGame(); ok {
		t.Fatal("the whole game, with every tile to come, is given before the end")
	}
	st, err := StartPosition(text, 7)
	if err != nil {
		t.Fatalf("the copied position does not start a game: %v", err)
	}
	if st.Player(0).Hand != s.State().Player(0).Hand {
		t.Fatal("the player's own tiles changed")
	}
}

// checkLink checks that from's link opens s's game as Archer knows it, with the same seats,
// and gives nothing away.
func checkLink(t *testing.T, from, s *Session, seats []Seat) {
	query := from.LinkQuery()
	q, _ := url.ParseQuery(query)
	pos := q.Get("position")
	if q.Has("seed") || strings.Contains(query, "4242") || strings.Contains(pos, "bag") ||
		!strings.Contains(pos, "hand lion ??????") || !strings.Contains(pos, "hand pot ??????") {
		t.Fatalf("the link gives away what Archer cannot see: %s", query)
	}
	cfg, err := configFromQuery(query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	again, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st := again.State()
	if st.BoardText("") != s.State().BoardText("") || st.Player(0).Hand != s.State().Player(0).Hand ||
		!slices.Equal(st.Options().Words(), s.State().Options().Words()) || st.Map() != s.State().Map() || seating.FormatSeats(again.Seats()) != seating.FormatSeats(seats) {
		t.Fatalf("the link %q opens another game", query)
	}
}

// configFromQuery reads a link's query back into a config, as the browser build's flags do: the
// seats, and the deal from its seed or position.
func configFromQuery(query string) (Config, error) {
	q, err := url.ParseQuery(query)
	if err != nil {
		return Config{}, err
	}
	seats, err := seating.ParseSeats(q.Get("seats"))
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
	o, err := seating.ParseOptions(spec)
	if err != nil {
		return Config{}, err
	}
	seed, err := strconv.ParseUint(q.Get("seed"), 10, 64)
	if err != nil {
		return Config{}, err
	}
	return Config{Seats: seats, Options: o, Seed: seed}, nil
}
