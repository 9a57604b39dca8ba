package scenes

import (
	"math"

	"tigris/game"
	"tigris/scenes/ui"
)

// Where a conflict's numbers stand: beside their leader, in a space next to it that holds no
// piece, never on the leader's face. The badge of a crowded leader stood over its own upper
// corner, and on a phone's 33-pixel space that was half its face, and the count discs of a
// decided conflict over the neighbouring temple (review 5, #2): the places searched now include
// the corners, and the leader's own space costs more than an empty one.

// tagSpot is the rectangle of a w by h tag for the leader on cell, inside the board: of the places
// round its space (beside each side, at each corner, astride an edge, a space further out), the
// one that covers least of the pieces (occupied says which spaces hold one; the leader's own
// space counts double and a piece touched at all a quarter of a space more) and of the
// rectangles in avoid (ten times), the nearer the leader on a tie. It also says how much that
// place covers (0: nothing). A tag away from its space is joined to it by a line (tagTail).
func tagSpot(l *layout, occupied func(int) bool, cell int, w, h float64, avoid []ui.Rect) (ui.Rect, float64) {
	r := l.CellRect(cell)
	gap := 1.5 * l.U
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	// a space further out last: a leader in the board's corner with all three neighbours taken
	xs := []float64{r.X + r.W - w/2, r.X + r.W + gap, cx - w/2, cx, cx - w, r.X - w/2, r.X - w - gap, r.X + r.W + gap + l.Cell, r.X - w - gap - l.Cell}
	ys := []float64{r.Y - h/2, r.Y - h - gap, cy - h/2, r.Y + r.H + gap, r.Y + r.H - h/2, r.Y - h - gap - l.Cell, r.Y + r.H + gap + l.Cell}
	best, _ := cheapestSpot(xs, ys, w, h, l.Board, gap, func(s ui.Rect) float64 {
		near := math.Hypot(s.X+s.W/2-cx, s.Y+s.H/2-cy) * l.Cell * 0.02 // a space further: a fiftieth of one
		return tagCovers(l, occupied, cell, s, avoid) + near
	})
	return best, tagCovers(l, occupied, cell, best, avoid)
}

// tagCovers is how much a tag at s hides: the pieces under it (occupied), its leader's space on
// cell twice, a quarter of a space more for each other piece it touches at all, the rectangles
// of avoid ten times.
func tagCovers(l *layout, occupied func(int) bool, cell int, s ui.Rect, avoid []ui.Rect) float64 {
	cost := 0.0
	for i := 0; i < game.NCells; i++ {
		r := l.CellRect(i)
		a := overlapArea(s, r.Inset(r.W*0.08))
		switch {
		case a == 0:
		case i == cell:
			cost += 2 * a
		case occupied(i):
			cost += a + l.Cell*l.Cell/4
		}
	}
	for _, r := range avoid {
		cost += 10 * overlapArea(s, r)
	}
	return cost + tailCrosses(l, occupied, cell, s)*l.Cell*l.Cell/4
}

// tailCrosses is how many pieces the line from a tag at s to its leader's space on cell would
// cross (tagTail, drawn only where it crosses none): read at every tenth of a space between their
// middles.
func tailCrosses(l *layout, occupied func(int) bool, cell int, s ui.Rect) float64 {
	r := l.CellRect(cell)
	x0, y0, x1, y1 := s.X+s.W/2, s.Y+s.H/2, r.X+r.W/2, r.Y+r.H/2
	steps := int(math.Hypot(x1-x0, y1-y0) / l.Cell * 10)
	crossed := map[int]bool{}
	for k := 1; k < steps; k++ {
		f := float64(k) / float64(steps)
		x, y := x0+(x1-x0)*f, y0+(y1-y0)*f
		i := l.CellAt(int(x), int(y))
		if i < 0 || i == cell || !occupied(i) || s.In(int(x), int(y)) {
			continue
		}
		if c := l.CellRect(i).Inset(l.Cell * 0.08); c.In(int(x), int(y)) {
			crossed[i] = true
		}
	}
	return float64(len(crossed))
}

// onBoard says which spaces of st hold a piece.
func onBoard(st *game.State) func(int) bool {
	return func(i int) bool { return st.Cell(i).Kind != game.Empty }
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

// overlapArea is the area two rectangles share.
func overlapArea(a, b ui.Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
