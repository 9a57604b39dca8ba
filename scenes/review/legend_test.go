//go:build display

package review

import "testing"

// Two lines that end at the same value have their names, each with its king beside it, drawn one
// under the other, clear of each other: the kings are taller than the words and overlapped on a
// phone.
func TestLegendNamesKeptApart(t *testing.T) {
	const text, u = 33.0, 3.0 // a phone's 11-unit names at 3 device pixels a unit
	mark := text * 1.5        // the king beside each name, as chart.draw sizes it
	y := func(v float64) float64 { return 300 - 10*v }
	ys := labelYs([]float64{-9.6, -9.4, 12}, y, legendGap(text, mark, u), 0, 600)
	if d := ys[0] - ys[1]; d < 0 || d < mark {
		t.Fatalf("the names of lines ending at -9.4 and -9.6 are %.1f apart; a name with its king is %.1f tall", d, mark)
	}
	if ys[2] >= ys[1] {
		t.Fatal("the leading line's name is not above the others")
	}
}
