//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/session"
)

// Save by name offers a name that counts rounds, as players do: two players' fifth turn is
// round 3 (it offered "turn 5": review 3's "turn 45" after fifteen rounds of three).
func TestSaveNameCountsRounds(t *testing.T) {
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for s.Record().Turn() < 5 {
		if s.NeedsHandoff() {
			s.Ready()
		}
		if err := s.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
		s.PassOn()
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	if name := p.menu.defaultSaveName(); !strings.Contains(name, ", round 3, ") || strings.Contains(name, "turn") {
		t.Fatalf("the offered save name %q does not say round 3", name)
	}
}
