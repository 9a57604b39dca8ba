package scenes

import (
	"math"
	"time"
)

// foldTime is how long the portrait panel takes to fold away or come back: the fades' 200 ms.
const foldTime = 200 * time.Millisecond

// panelFold is how far the panel below a portrait board is folded away (0: open, 1: a strip),
// moving towards where it should stand: folded while a piece is carried over an enlarged board,
// so the board's window gets the screen, open again once the piece is placed or put back (issue
// 44). A board that fits is bound by the phone's width, so folding would gain it nothing and
// only hide the hand.
type panelFold struct {
	at   float64
	last time.Time
}

// step moves the fold towards want at now; with motion off it jumps. It reports a change.
func (f *panelFold) step(now time.Time, want, motion bool) bool {
	goal := 0.0
	if want {
		goal = 1
	}
	prev, last := f.at, f.last
	f.last = now
	if f.at == goal {
		return false
	}
	if !motion || last.IsZero() {
		f.at = goal
		return true
	}
	d := float64(now.Sub(last)) / float64(foldTime)
	d = math.Min(math.Max(d, 0), 1)
	if goal > f.at {
		f.at = math.Min(goal, f.at+d)
	} else {
		f.at = math.Max(goal, f.at-d)
	}
	return f.at != prev
}

// eased is the fold's place on a smooth curve: it starts and ends gently.
func (f *panelFold) eased() float64 { return f.at * f.at * (3 - 2*f.at) }

// followFold folds the panel while a piece is carried over an enlarged portrait board and lays the
// screen out for the fold; it reports a change to draw.
func (p *Play) followFold(now time.Time) bool {
	want := p.fitLay.Folds() && p.zoom.View.Zoom > 1 && p.hand.drag != nil
	if !p.fold.step(now, want, p.animSpeed() > 0) {
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
