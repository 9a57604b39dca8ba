package boardlayout

import (
	"testing"

	"tigris/game"
	"tigris/scenes/geom"
)

// The magnifier stands clear of what the finger is doing, on a turned board and an unturned one
// (issue 44: it stood over the middle of the board and hid five rows): for a finger on every space,
// it lies on the screen, magnifies (its five spaces larger than the board's), and covers neither
// the space aimed at, nor the fingertip, nor the board's middle.
func TestTheMagnifierStandsClearOfTheFingerAndTheBoardsMiddle(t *testing.T) {
	screens := []struct {
		name       string
		w, h, dpr  float64
		wantTurned bool
	}{
		{"320x640 upright", 320, 640, 2, true},
		{"360x800 upright", 360, 800, 3, true},
		{"390x844 upright", 390, 844, 3, true},
		{"844x390 on its side", 844, 390, 3, false},
		{"640x360 on its side", 640, 360, 2, false},
	}
	for _, s := range screens {
		l := New(int(s.w*s.dpr), int(s.h*s.dpr), s.dpr, 2, true)
		if l.Turned != s.wantTurned {
			t.Fatalf("%s: turned %v", s.name, l.Turned)
		}
		pad := 4 * l.U
		mx, my := l.Board.X+l.Board.W/2, l.Board.Y+l.Board.H/2
		for i := 0; i < game.NCells; i++ {
			cr := l.CellRect(i)
			fx, fy := cr.X+cr.W/2, cr.Y+cr.H/2
			r := l.Loupe(fx, fy, cr, pad)
			tip := geom.Rect{X: fx - 20*l.U, Y: fy - 20*l.U, W: 40 * l.U, H: 40 * l.U}
			switch {
			case r.X < 0 || r.Y < 0 || r.X+r.W > l.W || r.Bottom() > l.H:
				t.Fatalf("%s, finger on %s: the magnifier %v leaves the screen", s.name, game.SpaceName(i), r)
			case (r.W-2*pad)/5 < l.Cell*1.15:
				t.Fatalf("%s: the magnifier's spaces are %.0f px, the board's %.0f", s.name, (r.W-2*pad)/5, l.Cell)
			case geom.Overlaps(r, cr):
				t.Fatalf("%s: the magnifier %v covers the space aimed at, %s %v", s.name, r, game.SpaceName(i), cr)
			case geom.Overlaps(r, tip):
				t.Fatalf("%s: the magnifier %v lies under the fingertip on %s", s.name, r, game.SpaceName(i))
			case r.X <= mx && mx <= r.X+r.W && r.Y <= my && my <= r.Bottom():
				t.Fatalf("%s, finger on %s: the magnifier %v covers the board's middle (%.0f, %.0f)", s.name, game.SpaceName(i), r, mx, my)
			}
		}
	}
}
