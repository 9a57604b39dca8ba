//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/ui"
)

// A staged conflict's count disc stays inside the board for a leader on any space, the edge rows
// included, on a phone held upright (the board turned) and on a desktop, and off its leader's
// piece: on the phone it stood over the coordinates of the edge row (issue 44, review 2) and over
// half of the leader (review 5). Arithmetic on the layout.
func TestCountDiscInsideTheBoard(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1170, 2532, 3, true}, {1280, 800, 1, false}} {
		l := boardlayout.New(size.w, size.h, size.scale, 3, size.compact)
		for i := 0; i < game.NCells; i++ {
			only := func(c int) bool { return c == i }
			_, _, _, disc := countDisc(&l, only, i, nil)
			b := l.Board
			if disc.X < b.X-0.5 || disc.Y < b.Y-0.5 || disc.X+disc.W > b.X+b.W+0.5 || disc.Y+disc.H > b.Y+b.H+0.5 {
				t.Fatalf("%dx%d: the disc of space %d, %v, leaves the board %v", size.w, size.h, i, disc, b)
			}
			if r := l.CellRect(i); ui.Overlaps(disc, r.Inset(r.W*0.08)) {
				t.Fatalf("%dx%d: the disc of space %d, %v, lies on its leader %v", size.w, size.h, i, disc, r)
			}
		}
	}
}
