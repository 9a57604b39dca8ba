package scenes

import (
	"math"

	"tigris/engine"
	"tigris/scenes/ui"
)

// A toast about the board keeps off the spaces it speaks of and, while the person plays, off his
// own pieces in the panel: at 1280x800 in a game of four on the advanced map a bots' conflict's
// toast stood over his leaders in supply for its seconds, the row of monuments and buildings under
// the board and the log's box leaving it no other room (review 4, F15). It then stands on the
// board where it covers none of the conflict's spaces and the fewest pieces, low on the board, as
// the preview's caption does (previewplace.go).

// concern names the other spaces the toast speaks of (a conflict's leaders and supporters), which
// it keeps off as it keeps off the one it was said about.
func (t *banner) concern(cells []int) { t.near = cells }

// concerned are the spaces the toast speaks of.
func (t *banner) concerned() []int {
	out := append([]int(nil), t.near...)
	if t.about > 0 {
		out = append(out, t.about-1)
	}
	return out
}

// coversConcerned reports that r covers a space the toast speaks of.
func (t *banner) coversConcerned(r ui.Rect) bool {
	for _, c := range t.concerned() {
		if ui.Overlaps(r, t.b.lay.CellRect(c)) {
			return true
		}
	}
	return false
}

// hidesOwnPieces reports that r covers the person's hand, leaders in supply or catastrophes
// while they are his to play now, or at any time where the panel stands beside the board (an
// upright tablet's idle hand may carry the toast while the bots play); never on a phone, whose
// board is where he places and whose panel has no room but over his pieces.
func (t *banner) hidesOwnPieces(r ui.Rect) bool {
	l := &t.b.lay
	if l.Compact || l.Portrait && !t.b.sess.HumanToDecide() {
		return false // a phone has no other room that leaves the board's rows free (issue 44)
	}
	for _, p := range append(append([]ui.Rect{l.Catas}, l.Hand[:]...), l.Supply[:]...) {
		if p.W > 0 && ui.Overlaps(r, p) {
			return true
		}
	}
	return false
}

// overBoardAway is the toast's place on the board (an enlarged board's window): of places a row
// apart, at the board's sides, centred or between, the one that covers none of the spaces it
// speaks of and the fewest pieces, the lowest on a tie; none where every place covers such a space.
func (t *banner) overBoardAway(ctx *engine.Context, size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	win := l.Board
	if l.View.W > 0 {
		win = l.View
	}
	maxW := win.W - 8*u
	if !l.Turned {
		maxW = math.Min(maxW, 520*u) // a few lines rather than one across the whole board
	}
	w, h := size(maxW)
	if w <= 0 || h > win.H/2 {
		return ui.Rect{}, false
	}
	st := t.b.sess.State()
	var avoid []ui.Rect
	for _, c := range t.concerned() {
		avoid = append(avoid, l.CellRect(c).Inset(-l.Cell/4)) // a little room round them
	}
	ys := []float64{win.Bottom() - h - 6*u}
	for y := win.Bottom() - h - 6*u - l.Cell; y >= win.Y+6*u; y -= l.Cell {
		ys = append(ys, y)
	}
	xs := boardSpots(win, win.X+win.W/2, w, 6*u, l.Cell) // badgespot.go
	return cheapestSpot(xs, ys, w, h, win, 6*u, func(s ui.Rect) float64 {
		if t.coversAny(s, avoid) {
			return math.Inf(1)
		}
		return 3*l.Cell*l.Cell*float64(piecesTouched(l, st, s)) + (win.Bottom()-s.Bottom())*l.Cell*0.5
	})
}

func (t *banner) coversAny(s ui.Rect, rs []ui.Rect) bool {
	for _, r := range rs {
		if ui.Overlaps(s, r) {
			return true
		}
	}
	return false
}
