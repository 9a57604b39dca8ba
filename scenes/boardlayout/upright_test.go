package boardlayout

import (
	"fmt"
	"math"
	"testing"

	"tigris/game"
	"tigris/scenes/geom"
)

// The player's choice decides a phone held upright alone: as printed it shows the board unturned,
// as wide as the screen; turned is the default (New); a phone on its side, a tablet and a desktop
// are laid out the same whatever the choice.
func TestOnlyAnUprightPhoneTakesTheChoiceOfBoard(t *testing.T) {
	if l := New(1170, 2532, 3, 3, true); !l.Turned || l.AsPrinted {
		t.Fatalf("New on an upright phone: turned %v, as printed %v", l.Turned, l.AsPrinted)
	}
	if l := NewAs(1170, 2532, 3, 3, true, false); !l.Turned || l.AsPrinted {
		t.Fatalf("turned chosen: turned %v, as printed %v", l.Turned, l.AsPrinted)
	}
	if l := NewAs(1170, 2532, 3, 3, true, true); l.Turned || !l.AsPrinted || l.Grid().Across() != game.Cols {
		t.Fatalf("as printed chosen: turned %v, as printed %v, %d spaces across", l.Turned, l.AsPrinted, l.Grid().Across())
	}
	for _, s := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{2532, 1170, 3, true}, {1536, 2048, 2, false}, {1280, 800, 1, false}} {
		a, b := New(s.w, s.h, s.scale, 3, s.compact), NewAs(s.w, s.h, s.scale, 3, s.compact, true)
		if b.AsPrinted || a.Board != b.Board || a.Cell != b.Cell || a.Turned != b.Turned {
			t.Errorf("%dx%d: the choice changed the layout: %v %v / %v %v", s.w, s.h, a.Board, a.Cell, b.Board, b.Cell)
		}
	}
}

// As printed on phones, for two to four players and in a lesson: column A at the left and row 1 at
// the top, spaces at least 22 CSS px (23 on a 390 px phone; 22 on a small 360x640 one too, whose
// row numbers stand inside the board: beside it they left spaces of 21), the log two lines or a
// tab, the board and its row numbers on the screen, every space's centre on that space, the hand,
// the supply and the buttons on the screen, under the board and apart.
func TestAnUprightBoardAsPrintedFillsTheWidth(t *testing.T) {
	for _, s := range []struct {
		w, h  int
		scale float64
		least float64
	}{{1170, 2532, 3, 23}, {1140, 2466, 3, 22}, {760, 1600, 2, 22}, {1290, 2796, 3, 23}, {720, 1280, 2, 22}} {
		for players := 2; players <= 4; players++ {
			for _, lesson := range []bool{false, true} {
				l := NewAs(s.w, s.h, s.scale, players, true, true)
				if lesson {
					l.ForLesson(players)
				}
				checkUpright(t, geomName(s.w, s.h, players, lesson), &l, float64(s.w), float64(s.h), s.least)
				if !lesson && l.Log.H < PhoneLogH*l.U && l.LogTab.W == 0 {
					t.Errorf("%s: the log %v has no room and no tab", geomName(s.w, s.h, players, lesson), l.Log)
				}
				if lesson && l.LessonBox.H <= 0 {
					t.Errorf("%s: no lesson box", geomName(s.w, s.h, players, lesson))
				}
			}
		}
	}
}

// checkUpright: l is a board as printed, spaces least CSS px or more, A1 at its top left and P11
// at its foot right, on the screen w x h with its row numbers; every space's centre on that space;
// the hand, the supply and the buttons on the screen, under the board and apart.
func checkUpright(t *testing.T, name string, l *Layout, w, h, least float64) {
	t.Helper()
	if !l.AsPrinted || l.Turned {
		t.Fatalf("%s: not as printed", name)
	}
	if l.Cell < least*l.U {
		t.Errorf("%s: spaces of %.1f CSS px, want %v", name, l.Cell/l.U, least)
	}
	if r := l.CellRect(0); r.X != l.Board.X || r.Y != l.Board.Y {
		t.Errorf("%s: A1 at %v, not the board's top-left %v", name, r, l.Board)
	}
	if r := l.CellRect(game.NCells - 1); r.X+r.W != l.Board.X+l.Board.W || r.Bottom() != l.Board.Bottom() {
		t.Errorf("%s: P11 at %v, not the board's foot right", name, r)
	}
	band := l.FrameBand()
	if l.Board.X-math.Max(l.CoordW(), band) < -0.5 || l.Board.X+l.Board.W+band > w+0.5 {
		t.Errorf("%s: the board %v and its numbers leave the screen", name, l.Board)
	}
	for i := 0; i < game.NCells; i++ {
		if x, y := l.CellCentre(i); l.CellAt(int(x), int(y)) != i {
			t.Fatalf("%s: %s's centre is not on it", name, game.SpaceName(i))
		}
	}
	rects := append(append(append(l.Hand[:0:0], l.Hand[:]...), l.Supply[:]...), l.Buttons...)
	for i, a := range rects {
		if a.X < 0 || a.Y < l.Board.Bottom()+band || a.X+a.W > w+0.5 || a.Bottom() > h+0.5 {
			t.Errorf("%s: %v leaves the screen or stands on the board", name, a)
		}
		for _, b := range rects[i+1:] {
			if geom.Overlaps(a, b) {
				t.Errorf("%s: %v and %v overlap", name, a, b)
			}
		}
	}
}

func geomName(w, h, players int, lesson bool) string {
	return fmt.Sprintf("%dx%d, %d players, lesson %v", w, h, players, lesson)
}
