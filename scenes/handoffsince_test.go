//go:build display

package scenes

import (
	"fmt"
	"strings"
	"testing"
)

// The hand-off's summary never drops lines silently: where its box holds only the latest ones,
// its first line says how many earlier ones the log holds, and the lines shown plus those counted
// are all of them (issue 44: four players' summary cut with no word). Where all fit, all show.
func TestSinceSummarySaysWhatItLeavesOut(t *testing.T) {
	var lines []string
	for i := 0; i < 20; i++ {
		lines = append(lines, fmt.Sprintf("Bo places a temple at A%d", i+1))
	}
	lineH := func(string) float64 { return 10 }
	shown, h := fitLatest(lines, 20, 100, lineH, false)
	if h > 100 || len(shown) < 2 {
		t.Fatalf("%d lines %v high in a room of 100", len(shown), h)
	}
	var k int
	if _, err := fmt.Sscanf(shown[0], "… %d earlier events", &k); err != nil {
		t.Fatalf("the first line %q says nothing of the earlier lines", shown[0])
	}
	if k+len(shown)-1 != len(lines) || shown[len(shown)-1] != lines[len(lines)-1] {
		t.Errorf("%d counted and %d shown of %d; the last shown %q", k, len(shown)-1, len(lines), shown[len(shown)-1])
	}
	if all, _ := fitLatest(lines, 20, 1000, lineH, false); len(all) != len(lines) || strings.HasPrefix(all[0], "…") {
		t.Errorf("with room for all, %d of %d show: %q", len(all), len(lines), all[0])
	}
}

// On a phone the card of what happened since the person's last turn has no Ready: its first line
// sends the player to the Log tab, which the finger scrolls (review 3: "the log shows them after
// Ready", on a card that says "Touch to play on", over a log no finger could scroll).
func TestAPhonesSinceCardSendsToTheLogTab(t *testing.T) {
	var lines []string
	for i := 0; i < 20; i++ {
		lines = append(lines, fmt.Sprintf("Bo places a temple at A%d", i+1))
	}
	lineH := func(string) float64 { return 10 }
	shown, _ := fitLatest(lines, 20, 100, lineH, true)
	if !strings.Contains(shown[0], "the Log tab shows them") || strings.Contains(shown[0], "Ready") {
		t.Errorf("a phone's card's first line is %q", shown[0])
	}
	if shown, _ = fitLatest(lines, 20, 100, lineH, false); !strings.Contains(shown[0], "after Ready") {
		t.Errorf("the hand-off page's first line is %q", shown[0])
	}
}
