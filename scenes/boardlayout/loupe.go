package boardlayout

import (
	"math"

	"tigris/scenes/geom"
)

// Where the magnifier stands while a finger holds a piece over small spaces (issue 44): it stood
// just above the finger, over the middle of the board, and hid five of its rows. It stands now in
// a corner of the screen, the panel's where one is free, clear of the finger, of the hand below
// the finger, of the space aimed at and of the board's middle.

// LoupeMost is the largest side, in units, of the magnifier's picture: five spaces of 44 units.
const LoupeMost = 5 * 44

// loupeClear is how far, in units, the fingertip hides around the point it touches.
const loupeClear = 48

// Loupe is the magnifier's square, its frame (pad each side) included, for a finger at (fx, fy)
// aiming at the space target: in the corner of the screen the finger least hides, as large as
// LoupeMost allows and at most 0.6 of the screen's shorter side, so some corner keeps it off the
// board's middle.
func (l *Layout) Loupe(fx, fy float64, target geom.Rect, pad float64) geom.Rect {
	u := l.U
	m := 4 * u
	side := math.Min(LoupeMost*u+2*pad, math.Floor(math.Min(l.W, l.H)*0.6))
	board := l.Board
	if l.View.W > 0 {
		board = l.View // an enlarged board's window is what shows
	}
	mx, my := board.X+board.W/2, board.Y+board.H/2
	c := loupeClear * u
	// the fingertip, and the hand under it down to the screen's foot
	hidden := geom.Rect{X: fx - c, Y: fy - c, W: 2 * c, H: l.H - (fy - c)}
	best, bestCost := geom.Rect{}, math.Inf(1)
	for _, at := range [4][2]float64{{m, m}, {l.W - m - side, m}, {m, l.H - m - side}, {l.W - m - side, l.H - m - side}} {
		r := geom.Rect{X: at[0], Y: at[1], W: side, H: side}
		cost := overlap(r, board) / (side * side) // the share of the board it covers
		if geom.Overlaps(r, hidden) {
			cost += 10
		}
		if geom.Overlaps(r, target) || r.X <= mx && mx <= r.X+r.W && r.Y <= my && my <= r.Bottom() {
			cost += 100
		}
		// of two as good, the nearer the finger: the eye travels less
		cost += math.Hypot(r.X+side/2-fx, r.Y+side/2-fy) / (l.W + l.H) / 100
		if cost < bestCost {
			best, bestCost = r, cost
		}
	}
	return best
}

// overlap is the area a and b share.
func overlap(a, b geom.Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Bottom(), b.Bottom()) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
