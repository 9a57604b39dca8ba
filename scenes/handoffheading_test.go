//go:build display

package scenes

import (
	"testing"

	"tigris/game"
)

// The hand-off's summary says "Since your last turn" only to a player who has played one: the
// second player's first hand-off said it too (issue 44, seen playing a hot-seat game).
func TestHandoffHeadingNamesALastTurnOnlyAfterOne(t *testing.T) {
	st, err := game.ParsePosition(stagedRevoltPosition("rbbggk"))
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	want := func(p int, heading string) {
		t.Helper()
		if got := sinceHeading(rec, p); got != heading {
			t.Errorf("after %d decisions, seat %d's heading is %q, want %q", len(rec.Moves()), p, got, heading)
		}
	}
	want(0, "So far")
	want(1, "So far")
	for _, line := range []string{"archer tile g H5", "archer leader r A2", "archer commit 0"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rec.Apply(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	want(0, "Since your last turn")
	want(1, "So far")
}
