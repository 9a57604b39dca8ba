package boardlayout

import (
	"testing"

	"tigris/scenes/geom"
)

// On a phone in portrait the panel folds to a thin strip at the screen's foot while a piece is
// placed, and the board's window grows into the freed room without covering the strip; halfway
// it stands halfway; in landscape and on the desktop nothing moves. Plain arithmetic.
func TestPanelFoldsWhilePlacing(t *testing.T) {
	l := New(1170, 2532, 3, 3, true)
	if !l.Folds() {
		t.Fatalf("a phone in portrait does not fold its panel: %+v", l.Panel)
	}
	if open := l.Folded(0); open.Panel != l.Panel || open.View != l.View {
		t.Errorf("folded 0 of the way the panel moved: %v -> %v", l.Panel, open.Panel)
	}
	f := l.Folded(1)
	if strip := f.H - f.Panel.Y; strip > (FoldStrip+12)*l.U+1 || strip < FoldStrip*l.U-1 {
		t.Errorf("folded, the panel shows %.0f px of %.0f, not a thin strip", strip, f.H)
	}
	if f.Board != l.Board || f.Cell != l.Cell {
		t.Errorf("folding moved the board: %v -> %v", l.Board, f.Board)
	}
	if f.View.Bottom() <= l.Board.Bottom()+l.Panel.H/2 {
		t.Errorf("the board's window %v did not grow into the freed room (panel was %v)", f.View, l.Panel)
	}
	if geom.Overlaps(f.View, f.Panel) {
		t.Errorf("the board's window %v covers the folded strip %v", f.View, f.Panel)
	}
	for i, b := range f.Buttons {
		if b.Y-l.Buttons[i].Y != f.Panel.Y-l.Panel.Y {
			t.Errorf("button %d moved %.0f, the panel %.0f", i, b.Y-l.Buttons[i].Y, f.Panel.Y-l.Panel.Y)
		}
	}
	half := l.Folded(0.5)
	if d, full := half.Panel.Y-l.Panel.Y, f.Panel.Y-l.Panel.Y; d < full/2-1 || d > full/2+1 {
		t.Errorf("halfway the panel moved %.0f of %.0f", d, full)
	}
	for _, size := range [][2]int{{2532, 1170}, {1280, 800}} {
		w := New(size[0], size[1], 1, 3, false)
		if w.Folds() || w.Folded(1).Panel != w.Panel {
			t.Errorf("%dx%d in landscape folds its panel", size[0], size[1])
		}
	}
}
