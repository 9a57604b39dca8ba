package scenes

import "tigris/scenes/ui"

// The replay's log stood where the board screen's log stands, below the room of the hand and the
// supply, which the replay leaves empty: a band of the panel's colour between its controls and
// its log (review 6, d31). It also showed the lines after the position, dimmed, which told one
// watching what came next.

// logLayout is the board's layout with the log's box raised to top, below the controls, where the
// log stands in their column col under them; a log elsewhere (its own column on a tablet, none
// on a phone) stays where the layout put it.
func (rp *Replay) logLayout(top float64, col ui.Rect) *layout {
	l := rp.view.lay
	r := l.Log
	under := r.X < col.X+col.W && r.X+r.W > col.X
	if under && r.Y > top && top < r.Y+r.H {
		l.Log.H += r.Y - top
		l.Log.Y = top
	}
	return &l
}

// controlsColumn is the room of the replay's controls in the panel: on a tablet the log stands in
// a column of its own at the panel's left, and the controls, laid across the whole panel, stood
// under it, its box over their left half.
func (rp *Replay) controlsColumn(area ui.Rect) ui.Rect {
	l := &rp.view.lay
	r := l.Log
	beside := r.W > 0 && r.X+r.W <= l.Players.X+1 && r.Y < area.Y+area.H && r.Y+r.H > area.Y
	if !beside || l.Players.W <= 0 {
		return area
	}
	right := area.X + area.W
	area.X = l.Players.X
	area.W = right - area.X
	return area
}

// linesShown is how many of the log's lines the position shown has written: the lines of the
// decisions made so far, none of a decision still to come.
func (rp *Replay) linesShown() int {
	n := 0
	for i, at := range rp.r.LineAt {
		if at <= rp.r.At() {
			n = i + 1
		}
	}
	return n
}
