//go:build display

package scenes

import (
	"fmt"
	"strings"
	"testing"

	"tigris/scenes/summary"
)

// On a phone the card of what happened since the person's last turn has no Ready: its first line
// sends the player to the Log tab, which the finger scrolls (review 3: "the log shows them after
// Ready", on a card that says "Touch to play on", over a log no finger could scroll). What it
// leaves out is counted (issue 44); which lines go first is summary.Fit's (its tests).
func TestAPhonesSinceCardSendsToTheLogTab(t *testing.T) {
	var lines []summary.Line
	for i := 0; i < 20; i++ {
		lines = append(lines, summary.Line{Text: fmt.Sprintf("Bo places a temple at A%d", i+1)})
	}
	lineH := func(string) float64 { return 10 }
	fit := func(tab bool) []string {
		shown, _ := summary.Fit(lines, 20, 100, lineH, func(k int) string { return otherWords(k, tab) })
		return shown
	}
	shown := fit(true)
	var k int
	if _, err := fmt.Sscanf(shown[0], "… %d more events", &k); err != nil || k+len(shown)-1 != len(lines) {
		t.Errorf("the first line %q does not count the %d left out", shown[0], len(lines)-len(shown)+1)
	}
	if !strings.Contains(shown[0], "the Log tab shows them") || strings.Contains(shown[0], "Ready") {
		t.Errorf("a phone's card's first line is %q", shown[0])
	}
	if shown = fit(false); !strings.Contains(shown[0], "after Ready") {
		t.Errorf("the hand-off page's first line is %q", shown[0])
	}
}
