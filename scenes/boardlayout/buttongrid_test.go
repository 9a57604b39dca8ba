package boardlayout

import (
	"math"
	"testing"
)

// The panel's five buttons leave no hole: every row of buttons reaches from the first row's left
// edge to its right edge, at the desktop's sizes (three and two, where a gap used to stand at the
// bottom right) and the others. Arithmetic only.
func TestButtonRowsLeaveNoHole(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1280, 800, 1, false}, {1920, 1080, 1.35, false}, {1024, 768, 1, false}, {1536, 2048, 2, false}, {1170, 2532, 3, true}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, size.compact)
			left, right := math.Inf(1), math.Inf(-1)
			rows := map[float64][2]float64{}
			for _, b := range l.Buttons {
				left, right = math.Min(left, b.X), math.Max(right, b.X+b.W)
				r, ok := rows[b.Y]
				if !ok {
					r = [2]float64{math.Inf(1), math.Inf(-1)}
				}
				rows[b.Y] = [2]float64{math.Min(r[0], b.X), math.Max(r[1], b.X+b.W)}
			}
			for y, r := range rows {
				if math.Abs(r[0]-left) > 0.5 || math.Abs(r[1]-right) > 0.5 {
					t.Errorf("%dx%d, %d players: the row of buttons at y=%.0f spans %.0f..%.0f, the others %.0f..%.0f: a hole", size.w, size.h, players, y, r[0], r[1], left, right)
				}
			}
		}
	}
}
