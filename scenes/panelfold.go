package scenes

import (
	"math"
	"time"
)

// followFold folds the panel while a piece is carried over an enlarged portrait board and lays the
// screen out for the fold; it reports a change to draw.
func (p *Play) followFold(now time.Time) bool {
	want := p.fitLay.Folds() && p.zoom.View.Zoom > 1 && p.hand.drag != nil
	if !p.fold.Step(now, want, p.animSpeed() > 0) {
		return false
	}
	p.applyZoom()
	return true
}

// foldedView is the fitting layout folded as far as the fold stands, with the board as the
// gesture's view z enlarges it: the enlarged board's window reaches down into the freed room.
func foldedView(fit layout, z layout, fold float64) layout {
	f := fit.Folded(fold)
	if z.View.W > 0 {
		v := z.View
		// no deeper than the enlarged board reaches: the window frames no empty ground
		v.H = math.Max(v.H, math.Min(f.View.H, z.Board.Bottom()-v.Y))
		f.View = v
	} else {
		f.View = z.View
	}
	f.Board, f.Cell = z.Board, z.Cell
	return f
}
