package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/seating"
)

// Hot-seat players are named: the names are written with the seats (flags, links, the new-game
// screen's memory), kept in saves, and used in the log; a name a save could not carry is refused.
func TestPlayerNames(t *testing.T) {
	seats, err := seating.ParseSeats("archer:human:Anna Lee,bull:human:Bo,pot:hard")
	if err != nil {
		t.Fatal(err)
	}
	if seats[0].Name != "Anna Lee" || seats[1].Name != "Bo" || seats[2].Name != "" {
		t.Fatalf("names %+v", seats)
	}
	if seating.FormatSeats(seats) != "archer:human:Anna Lee,bull:human:Bo,pot:hard" {
		t.Fatal(seating.FormatSeats(seats))
	}
	for _, bad := range []string{"archer:hard:Anna,bull:human", "archer:human:A|B,bull:human", "archer:human:Seventeen letters,bull:human"} {
		if _, err := seating.ParseSeats(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	s := mustSession(t, Config{Seats: seats, Seed: 5})
	if s.Name(0) != "Anna Lee" || s.Name(2) != "Pot" {
		t.Fatalf("on screen: %q %q", s.Name(0), s.Name(2))
	}
	cfg, err := ConfigFromSave(s.SaveData())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seats[0].Name != "Anna Lee" || cfg.Seats[1].Name != "Bo" {
		t.Fatalf("after a save: %+v", cfg.Seats)
	}
	// a game without names is written in the format older versions read
	plain := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 5})
	if !strings.HasPrefix(string(plain.SaveData()), "tigris-euphrates save 2\n") {
		t.Fatal("a save without names is not in format 2")
	}
}

// The option without monuments is written and read like the others (flags, links, the new-game
// screen's memory, positions).
func TestNoMonumentsOption(t *testing.T) {
	o, err := seating.ParseOptions("advanced,wonder,no-monuments")
	if err != nil || !o.NoMonuments || !o.Wonder {
		t.Fatalf("%+v %v", o, err)
	}
	if seating.FormatOptions(o) != "advanced,wonder,no-monuments" {
		t.Fatal(seating.FormatOptions(o))
	}
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Options: o, Seed: 3})
	st, err := StartPosition(s.State().String(), 1)
	if err != nil || !st.Options().NoMonuments {
		t.Fatalf("the position lost the option: %v", err)
	}
}
