//go:build display

package menus

import (
	"testing"
	"time"

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

// The title shows the trend of the person's reviewed games: all of them, and the last five once
// there are more.
func TestLossOnTitle(t *testing.T) {
	drawtest.Start(t)
	s := settings.DefaultSettings()
	if lossLine(&s) != "" {
		t.Fatal("a loss shown before any review")
	}
	day := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 6; i++ {
		s.CountReview(day, float64(6-i)/10, 50)
	}
	want := " · Your loss a decision in 6 reviewed games: 0.35 points, 0.30 in the last 5"
	if got := lossLine(&s); got != want {
		t.Fatalf("%q", got)
	}
}
