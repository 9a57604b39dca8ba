//go:build display

package ui

import "testing"

// On a phone the results' row of three keeps one text size: "See the board" gets the room its
// words need instead of a smaller face than "Replay" and "Close" beside it; on a desktop the
// three are equal.
func TestRowWidthsKeepOneTextSize(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{}
	labels := []string{"See the board", "Replay", "Close"}
	f := Face(ctx, 15, true)
	for _, total := range []float64{310, 640} {
		ws := th.RowWidths(ctx, labels, total, 12)
		sum := 24.0
		for i, w := range ws {
			sum += w
			if th.Width(labels[i], f) > w-10*ctx.Scale {
				t.Errorf("row of %v: %q does not fit its %.0f px in the buttons' face", total, labels[i], w)
			}
		}
		if sum < total-0.5 || sum > total+0.5 {
			t.Errorf("row of %v: the buttons and gaps take %.1f", total, sum)
		}
		if total == 640 && (ws[0] != ws[1] || ws[1] != ws[2]) {
			t.Errorf("a wide row's buttons differ: %v", ws)
		}
	}
}
