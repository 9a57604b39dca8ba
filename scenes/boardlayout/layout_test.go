package boardlayout

import (
	"testing"

	"tigris/game"
	"tigris/scenes/geom"
)

// The layout at a desktop's sizes, a phone's both ways and a tablet's, for two to four players:
// every space's centre is on that space and its square on the board, the hand's slots and the
// buttons stay on the screen and clear of each other and of the board, and the panel's free band
// covers no button. Plain arithmetic: no display needed.
func TestLayoutArithmetic(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1280, 800, 1, false}, {1920, 1080, 1.35, false}, {1170, 2532, 3, true}, {2532, 1170, 3, true}, {1536, 2048, 2, false}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, size.compact)
			for i := 0; i < game.NCells; i++ {
				x, y := l.CellCentre(i)
				if at := l.CellAt(int(x), int(y)); at != i {
					t.Fatalf("%dx%d, %d players: the centre of %s is on space %d", size.w, size.h, players, game.SpaceName(i), at)
				}
				if r := l.CellRect(i); r.X < l.Board.X-0.5 || r.Bottom() > l.Board.Bottom()+0.5 {
					t.Fatalf("%dx%d: %s's square %v leaves the board %v", size.w, size.h, game.SpaceName(i), r, l.Board)
				}
			}
			if l.CellAt(int(l.Board.X)-2, int(l.Board.Y)-2) >= 0 {
				t.Errorf("%dx%d: a point off the board is on a space", size.w, size.h)
			}
			rects := append(append(l.Hand[:0:0], l.Hand[:]...), l.Buttons...)
			for i, a := range rects {
				if a.X < 0 || a.Y < 0 || a.X+a.W > float64(size.w)+0.5 || a.Bottom() > float64(size.h)+0.5 {
					t.Errorf("%dx%d, %d players: %v leaves the screen", size.w, size.h, players, a)
				}
				for _, b := range rects[i+1:] {
					if geom.Overlaps(a, b) {
						t.Errorf("%dx%d, %d players: the hand's slots and buttons %v and %v overlap", size.w, size.h, players, a, b)
					}
				}
				if geom.Overlaps(a, l.Board) {
					t.Errorf("%dx%d, %d players: %v covers the board", size.w, size.h, players, a)
				}
			}
			if band := l.PanelBand(); band.W > 0 {
				for _, b := range l.Buttons {
					if geom.Overlaps(band, b) {
						t.Errorf("%dx%d: the panel's free band %v covers the button %v", size.w, size.h, band, b)
					}
				}
			}
		}
	}
}
