//go:build display

package ui

import (
	"strings"
	"testing"
)

// Folding text ends for any width, a word too long for a line included, and keeps every
// character.
func TestWrapEndsAndKeepsEverything(t *testing.T) {
	ctx := newContext(t)
	f := Face(ctx, 14, false)
	text := "Archer places a farm at E1 and scores 1 blue; Supercalifragilisticexpialidocious"
	for _, width := range []float64{1, 20, 60, 200, 2000} {
		lines := (&Theme{}).Wrap([]string{text}, f, width, "   ")
		joined := ""
		for _, l := range lines {
			joined += strings.TrimSpace(l)
		}
		if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Fatalf("width %v lost text: %q", width, lines)
		}
		if len(lines) > len(text)+1 {
			t.Fatalf("width %v: %d lines for %d characters", width, len(lines), len(text))
		}
	}
}
