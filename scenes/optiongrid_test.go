//go:build display

package scenes

import (
	"math"
	"testing"

	"tigris/scenes/ui"
)

// A dialog's choices leave no hole: three choices in rows of two put the third across the whole
// width, every row spans the area's width, and no two choices overlap. Arithmetic only.
func TestDialogChoicesLeaveNoHole(t *testing.T) {
	area := ui.Rect{X: 16, Y: 100, W: 300}
	for n := 1; n <= 7; n++ {
		for cols := 1; cols <= 3; cols++ {
			rs := optionGrid(n, cols, area, 44, 16, 8)
			rows := map[float64][2]float64{}
			for i, r := range rs {
				lr, ok := rows[r.Y]
				if !ok {
					lr = [2]float64{math.Inf(1), math.Inf(-1)}
				}
				rows[r.Y] = [2]float64{math.Min(lr[0], r.X), math.Max(lr[1], r.X+r.W)}
				for _, q := range rs[i+1:] {
					if ui.Overlaps(r, q) {
						t.Errorf("%d in rows of %d: %v overlaps %v", n, cols, r, q)
					}
				}
			}
			for y, lr := range rows {
				if math.Abs(lr[0]-area.X) > 0.5 || math.Abs(lr[1]-(area.X+area.W)) > 0.5 {
					t.Errorf("%d in rows of %d: the row at %v spans %v..%v, not the width", n, cols, y, lr[0], lr[1])
				}
			}
		}
	}
}
