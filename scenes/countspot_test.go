//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/ui"
)

// A staged conflict's count disc stays inside the board for a leader on any space, the edge rows
// included, on a phone held upright (the board turned) and on a desktop: on the phone it stood
// over the coordinates of the edge row (issue 44, review 2). Arithmetic on the layout.
func TestCountDiscInsideTheBoard(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1170, 2532, 3, true}, {1280, 800, 1, false}} {
		l := boardlayout.New(size.w, size.h, size.scale, 3, size.compact)
		for i := 0; i < game.NCells; i++ {
			r := l.CellRect(i)
			rad := max(11*l.U, r.W*0.26) + 4*l.U
			cx, cy := countSpot(r, l.Board, rad)
			disc := ui.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}
			b := l.Board
			if disc.X < b.X-0.5 || disc.Y < b.Y-0.5 || disc.X+disc.W > b.X+b.W+0.5 || disc.Y+disc.H > b.Y+b.H+0.5 {
				t.Fatalf("%dx%d: the disc of space %d, %v, leaves the board %v", size.w, size.h, i, disc, b)
			}
		}
	}
}
