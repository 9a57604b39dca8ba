//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/session"
)

// Save by name offers a name that counts turns as the rules (R4), the Load list and the replay do:
// two players' fifth turn is turn 5 (it offered "round 3", beside a replay's "turn 5 of 60").
func TestSaveNameCountsTurns(t *testing.T) {
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
	if name := p.menu.defaultSaveName(); !strings.Contains(name, ", turn 5, ") || strings.Contains(name, "round") {
		t.Fatalf("the offered save name %q does not say turn 5", name)
	}
}
