package scenes

import (
	"math"

	"tigris/game"
	"tigris/scenes/ui"
)

// Where the preview of a drop stands on the board: its caption away from the spaces concerned
// (the drop's space and the squares round it, the leaders who would fight and their badges), as
// the toasts keep off what they speak of, and over as few pieces as it can; a leader's badge where
// it covers no other piece. The caption of a war lay over the squares just below the drop, and a
// "Defence 0" badge over the pieces beside a leader in the board's corner (issue 44, review 3).

// previewConcerned are the rectangles the preview's caption keeps off: the drop's space with the
// squares round it, the leaders' spaces and their badges.
func previewConcerned(l *layout, drop int, leaders []int, badges []ui.Rect) []ui.Rect {
	cr := l.CellRect(drop)
	out := []ui.Rect{cr.Inset(-l.Cell + 1)}
	for _, c := range leaders {
		out = append(out, l.CellRect(c))
	}
	return append(out, badges...)
}

// previewBox is the preview caption's w by h rectangle on the board: of places a row apart down
// the board (at a row's top, or in the middle of the whole rows it takes), each centred on the
// drop, at the board's sides or between, the one that covers the least of the concerned
// rectangles (ten times), the fewest pieces (each as three spaces) and the least of the legal
// targets (a third), a little nearer the drop on a tie.
func previewBox(l *layout, st *game.State, drop int, concerned []ui.Rect, targets []int, w, h float64) ui.Rect {
	u := l.U
	b := l.Board
	cr := l.CellRect(drop)
	g := l.Grid()
	ys := []float64{b.Bottom() - h - 4*u}
	rows := math.Ceil(h / l.Cell) // the whole rows it takes, standing in their middle
	for k := 0; k < g.Down(); k++ {
		ys = append(ys, b.Y+float64(k)*l.Cell+4*u, b.Y+(float64(k)+rows/2)*l.Cell-h/2)
	}
	xs := boardSpots(b, cr.X+cr.W/2, w, 4*u, l.Cell) // badgespot.go
	best, _ := cheapestSpot(xs, ys, w, h, b, 4*u, func(s ui.Rect) float64 {
		c := 3 * l.Cell * l.Cell * float64(piecesTouched(l, st, s)) // a piece hidden at all counts whole
		for _, r := range concerned {
			c += 10 * overlapArea(s, r)
		}
		for _, t := range targets {
			c += overlapArea(s, l.CellRect(t)) / 3
		}
		dx, dy := s.X+s.W/2-(cr.X+cr.W/2), s.Y+s.H/2-(cr.Y+cr.H/2)
		return c + math.Hypot(dx, dy)*l.Cell*0.05 // each space further costs a twentieth of one
	})
	return best
}

// piecesTouched is how many pieces on the board s covers a part of.
func piecesTouched(l *layout, st *game.State, s ui.Rect) int {
	n := 0
	for i := 0; i < game.NCells; i++ {
		if r := l.CellRect(i); st.Cell(i).Kind != game.Empty && overlapArea(s, r.Inset(r.W*0.08)) > 0 {
			n++
		}
	}
	return n
}

// piecesUnder is the area of the pieces on the board that s covers.
func piecesUnder(l *layout, st *game.State, s ui.Rect) float64 {
	a := 0.0
	for i := 0; i < game.NCells; i++ {
		if st.Cell(i).Kind == game.Empty {
			continue
		}
		r := l.CellRect(i)
		a += overlapArea(s, r.Inset(r.W*0.08))
	}
	return a
}

// othersUnder is the area of the pieces s covers but the one on cell (a leader's badge may stand
// over its own leader's corner).
func othersUnder(l *layout, st *game.State, cell int, s ui.Rect) float64 {
	r := l.CellRect(cell)
	a := piecesUnder(l, st, s)
	if st.Cell(cell).Kind != game.Empty {
		a -= overlapArea(s, r.Inset(r.W*0.08))
	}
	return a
}

// cornerSpot is a w by h badge inside the leader's space r at its upper right corner, or its upper
// left where that one meets a rectangle of avoid: over the leader's own corner, no other piece
// (its kind badge at its lower right stays in sight).
func cornerSpot(r ui.Rect, w, h, m float64, avoid []ui.Rect) ui.Rect {
	right := ui.Rect{X: r.X + r.W - w - m, Y: r.Y + m, W: w, H: h}
	for _, a := range avoid {
		if ui.Overlaps(right, a) {
			return ui.Rect{X: r.X + m, Y: r.Y + m, W: w, H: h}
		}
	}
	return right
}
