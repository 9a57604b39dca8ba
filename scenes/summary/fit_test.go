package summary_test

import (
	"fmt"
	"strings"
	"testing"

	"tigris/scenes/summary"
)

func more(k int) string { return fmt.Sprintf("… %d other events", k) }

// Where a card holds only some lines, it leaves out the routine placements first and keeps every
// conflict's line, even the oldest (review 5: the phone's card kept the last six events and
// dropped the move that began the revolt); what it leaves out its first line counts (issue 44).
func TestFitDropsPlacementsBeforeAConflict(t *testing.T) {
	lines := longSummary(t)
	lineH := func(string) float64 { return 10 }
	shown, h := summary.Fit(lines, 20, 20+10*5, lineH, more)
	if h > 70 || len(shown) != 5 {
		t.Fatalf("%d lines %v high in a room for 5: %q", len(shown), h, shown)
	}
	var k int
	if _, err := fmt.Sscanf(shown[0], "… %d other events", &k); err != nil || k+len(shown)-1 != len(lines) {
		t.Fatalf("the first line %q does not count the %d left out", shown[0], len(lines)-len(shown)+1)
	}
	if shown[1] != lines[0].Text {
		t.Errorf("the oldest line, a conflict's, is left out:\n%s\nof\n%s", strings.Join(shown, "\n"), strings.Join(summary.Texts(lines), "\n"))
	}
	for _, l := range lines {
		if l.Weight == summary.Conflict && !contains(shown, l.Text) {
			t.Errorf("conflict line %q left out while %d others show", l.Text, len(shown)-1)
		}
	}
	if all, _ := summary.Fit(lines, 20, 1000, lineH, more); len(all) != len(lines) || strings.HasPrefix(all[0], "…") {
		t.Errorf("with room for all, %d of %d show: %q", len(all), len(lines), all[0])
	}
	if none, h := summary.Fit(lines, 20, 25, lineH, more); none != nil || h != 0 {
		t.Errorf("with room for no line, %q shows, %v high", none, h)
	}
}

// longSummary is a summary of 7 lines or more from real games that begins with a conflict's line,
// the oldest: where lines go from the oldest, it would go first.
func longSummary(t *testing.T) []summary.Line {
	t.Helper()
	var lines []summary.Line
	for seed := uint64(1); seed <= 20 && len(lines) < 7; seed++ {
		ds := botGame(t, seed)
		for i := 1; i < len(ds); i++ {
			if ds[i].Seat == ds[i-1].Seat {
				continue
			}
			l := summary.Since(ds[:i], ds[i].Seat, names, describe)
			if hasConflict(l) && len(l) > len(lines) && l[0].Weight == summary.Conflict {
				lines = l
			}
		}
	}
	if len(lines) < 7 {
		t.Fatalf("no summary of 7 lines beginning with a conflict: %q", summary.Texts(lines))
	}
	return lines
}

func hasConflict(lines []summary.Line) bool {
	for _, l := range lines {
		if l.Weight == summary.Conflict {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
