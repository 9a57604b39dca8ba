package scenes

import (
	"math"

	"tigris/game"
	"tigris/scenes/ui"
)

// Where a conflict's badge stands: beside its leader on the side whose spaces are empty, so that
// "Attack 3" never hides a neighbouring piece, and never on the other side's badge. On a phone
// the badge is as large as a space or more: at the leader's corner it covered the temple between
// the two leaders and the leaders themselves.

// badgeSpot is the rectangle of a w by h badge for the leader on cell, inside the board: of the
// places beside the leader, the one covering the least of other pieces (and of the leader itself,
// and of the rectangles in avoid), the first in a player's reading order on a tie.
func badgeSpot(l *layout, st *game.State, cell int, w, h float64, avoid []ui.Rect) ui.Rect {
	r := l.CellRect(cell)
	u := l.U
	gap := 1.5 * u
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	spots := []ui.Rect{
		{X: r.X + r.W + h*0.3 - w, Y: r.Y - h*0.5, W: w, H: h}, // over the leader's upper right corner
		{X: cx - w/2, Y: r.Y - h - gap, W: w, H: h},            // above
		{X: cx - w/2, Y: r.Y + r.H + gap, W: w, H: h},          // below
		{X: r.X + r.W + gap, Y: cy - h/2, W: w, H: h},          // right
		{X: r.X - w - gap, Y: cy - h/2, W: w, H: h},            // left
		{X: cx, Y: r.Y - h - gap, W: w, H: h},                  // above, to the right
		{X: cx - w, Y: r.Y - h - gap, W: w, H: h},              // above, to the left
		{X: cx, Y: r.Y + r.H + gap, W: w, H: h},                // below, to the right
		{X: cx - w, Y: r.Y + r.H + gap, W: w, H: h},            // below, to the left
	}
	best, bestCost := ui.Rect{}, math.Inf(1)
	for _, s := range spots {
		s = insideBoard(s, l.Board, gap)
		if c := badgeCost(l, st, cell, s, avoid); c < bestCost-0.5 {
			best, bestCost = s, c
		}
	}
	return best
}

// insideBoard moves s inside the board b, keeping m from its frame.
func insideBoard(s, b ui.Rect, m float64) ui.Rect {
	s.X = math.Max(b.X+m, math.Min(s.X, b.X+b.W-s.W-m))
	s.Y = math.Max(b.Y+m, math.Min(s.Y, b.Y+b.H-s.H-m))
	return s
}

// boardSpots are the places a w-wide box may stand across the board b, m from its frame: centred
// on x0 (the middle of what it speaks of), at either side, and every second column between.
func boardSpots(b ui.Rect, x0, w, m, cell float64) []float64 {
	xs := []float64{x0 - w/2, b.X + m, b.X + b.W - w - m}
	for k := 2; float64(k)*cell+w < b.W; k += 2 {
		xs = append(xs, b.X+float64(k)*cell)
	}
	return xs
}

// cheapestSpot is the w by h box at the places xs by ys, moved inside the board b by m, that
// costs the least; false where every place was refused (cost +Inf).
func cheapestSpot(xs, ys []float64, w, h float64, b ui.Rect, m float64, cost func(ui.Rect) float64) (ui.Rect, bool) {
	best, bestCost := ui.Rect{}, math.Inf(1)
	for _, y := range ys {
		for _, x := range xs {
			s := insideBoard(ui.Rect{X: x, Y: y, W: w, H: h}, b, m)
			if c := cost(s); c < bestCost {
				best, bestCost = s, c
			}
		}
	}
	return best, !math.IsInf(bestCost, 1)
}

// badgeCost is how much a badge at s hides: the area of the other pieces under it, the leader's
// own face counting half (its corner may go under the badge), the rectangles to avoid ten times.
func badgeCost(l *layout, st *game.State, cell int, s ui.Rect, avoid []ui.Rect) float64 {
	cost := 0.0
	for i := 0; i < game.NCells; i++ {
		r := l.CellRect(i)
		a := overlapArea(s, r.Inset(r.W*0.08))
		switch {
		case a == 0:
		case i == cell:
			cost += a * 0.5
		case st.Cell(i).Kind != game.Empty:
			cost += a
		}
	}
	for _, r := range avoid {
		cost += 10 * overlapArea(s, r)
	}
	return cost
}

// overlapArea is the area two rectangles share.
func overlapArea(a, b ui.Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
