package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// A hint is a move in words, with its space and what it does; the bot's hint comes off the
// screen's goroutine and is a legal choice.
func TestHintInWords(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	s.Ready()
	g4, h5 := mustSpace("G4"), mustSpace("I5")
	cases := []struct {
		m    game.Move
		want string
		cell int
	}{
		{game.LeaderMove(game.Red, g4), "Place your priest at G4: it starts a revolt against Bull's priest", g4},
		{game.TileMove(game.Red, h5), "Place a temple at I5", h5},
		{game.PassMove(), "End your turn", -1},
	}
	for _, tc := range cases {
		h := words{s.State(), s.names}.describeHint(tc.m, 0)
		if !strings.HasPrefix(h.Text, tc.want) || h.Cell != tc.cell {
			t.Errorf("%v: %q at %d, want %q at %d", tc.m, h.Text, h.Cell, tc.want, tc.cell)
		}
	}
	// a tile joining two treasures to Archer's trader: the choice that follows is said
	st = position(t, strings.Replace(twoHumans, "Ak r. .. .. ..", "Ag r* .. r* ..", 1))
	joined := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
	joined.Ready()
	if h := (words{joined.State(), joined.names}).describeHint(game.TileMove(game.Red, mustSpace("H5")), 0); !strings.Contains(h.Text, "then you choose which treasure to take") {
		t.Errorf("a tile that brings a treasure choice: %q says nothing of it", h.Text)
	}
	m, ok := <-s.StartHint()
	h := s.DescribeHint(m)
	if !ok || h.Text == "" || s.State().Legal(h.Move) != nil || strings.Contains(h.Text, "archer ") {
		t.Fatalf("the bot's hint: %+v (ok %v)", h, ok)
	}
}
