package seating

import (
	"testing"

	"tigris/game"
)

// Seats and options are written as they are read: names kept, levels and options by their words,
// and what a save could not carry (a bot's name, a bar, a name too long) refused.
func TestWrittenAsRead(t *testing.T) {
	seats, err := ParseSeats("archer:human:Anna Lee,bull:human:Bo,pot:hard")
	if err != nil {
		t.Fatal(err)
	}
	if seats[0].Name != "Anna Lee" || seats[1].Name != "Bo" || seats[2].Name != "" || seats[2].Dynasty != game.Pot {
		t.Fatalf("names %+v", seats)
	}
	if FormatSeats(seats) != "archer:human:Anna Lee,bull:human:Bo,pot:hard" {
		t.Fatal(FormatSeats(seats))
	}
	for _, bad := range []string{"archer:hard:Anna,bull:human", "archer:human:A|B,bull:human", "archer:human:Seventeen letters,bull:human", "archer:human", "archer:wizard,bull:human"} {
		if _, err := ParseSeats(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	o, err := ParseOptions("advanced,wonder,no-monuments")
	if err != nil || !o.NoMonuments || !o.Wonder || o.Map != game.AdvancedMap {
		t.Fatalf("%+v %v", o, err)
	}
	if FormatOptions(o) != "advanced,wonder,no-monuments" {
		t.Fatal(FormatOptions(o))
	}
	if _, err := ParseOptions("moon,wonder"); err == nil {
		t.Error("a map the game has not was taken")
	}
}
