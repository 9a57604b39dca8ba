package session

import (
	"testing"

	"tigris/ai"
	"tigris/game"
)

// The new-game screen's last choice is kept with the settings and read back the same; damaged
// values are refused and the usual game stands.
func TestLastGameKept(t *testing.T) {
	seats := []Seat{{Dynasty: game.Pot, Human: true}, {Dynasty: game.Lion, Level: ai.Hard}, {Dynasty: game.Archer, Human: true}}
	o := game.Options{Map: game.AdvancedMap, Wonder: true, English: true}
	s := DefaultSettings()
	s.LastSeats, s.LastGame = FormatSeats(seats), FormatOptions(o)
	back, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	gotSeats, err := ParseSeats(back.LastSeats)
	if err != nil || len(gotSeats) != 3 || gotSeats[1] != seats[1] || !gotSeats[2].Human {
		t.Fatalf("seats came back as %+v, %v", gotSeats, err)
	}
	gotOpts, err := ParseOptions(back.LastGame)
	if err != nil || gotOpts.Map != game.AdvancedMap || !gotOpts.Wonder || !gotOpts.English || gotOpts.Buildings {
		t.Fatalf("options came back as %+v, %v", gotOpts, err)
	}
	bad, err := UnmarshalSettings([]byte("seats archer:human\ngame moon\n"))
	if err == nil || bad.LastSeats != "" || bad.LastGame != "" {
		t.Fatalf("damaged last game: %+v, %v", bad, err)
	}
}
