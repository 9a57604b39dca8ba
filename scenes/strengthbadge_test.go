//go:build display

package scenes

import "testing"

// A conflict's badge names the side and its strength where there is room ("Attack 3",
// "Defence 2"), and shows the number alone on a small board where the words do not fit or would
// be too small to read.
func TestStrengthBadgeSaysWhatItIs(t *testing.T) {
	if got := strengthLabel(true, 3, true); got != "Attack 3" {
		t.Errorf("the attacker's badge says %q", got)
	}
	if got := strengthLabel(false, 2, true); got != "Defence 2" {
		t.Errorf("the defender's badge says %q", got)
	}
	if got := strengthLabel(false, 12, false); got != "12" {
		t.Errorf("a small badge says %q", got)
	}
	for _, c := range []struct {
		words, h, cell, u float64
		named             bool
	}{
		{50, 24, 56, 1, true},   // a desktop's space: room for the words
		{50, 24, 40, 1, false},  // a narrow space: the words would spill over three spaces
		{50, 18, 69, 3, false},  // a phone's space at 3x: the badge too small for words
		{150, 60, 120, 2, true}, // a big board at 2x
	} {
		if got := badgeNamed(c.words, c.h, c.cell, c.u); got != c.named {
			t.Errorf("words %v on a badge %v high on a space of %v at %vx: named %v, want %v", c.words, c.h, c.cell, c.u, got, c.named)
		}
	}
}
