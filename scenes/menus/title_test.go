//go:build display

package menus

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
)

// The title sums up the games against bots, the strongest level first.
func TestStatsOnTitle(t *testing.T) {
	drawtest.Start(t)
	got := statsLine([]settings.Stat{{Level: "medium", Players: 3, Played: 5, Won: 2}, {Level: "hard", Players: 2, Played: 3, Won: 1}})
	want := "Your games against bots — Hard, 2 players: 1 won of 3 · Medium, 3 players: 2 won of 5"
	if got != want {
		t.Fatalf("%q", got)
	}
	if statsLine(nil) != "" {
		t.Fatal("a first run shows statistics")
	}
}
