package scenes

// The replay's log stood where the board screen's log stands, below the room of the hand and the
// supply, which the replay leaves empty: a band of the panel's colour between its controls and
// its log (review 6, d31). It also showed the lines after the position, dimmed, which told one
// watching what came next.

// logLayout is the board's layout with the log's box raised to top, below the controls, where the
// log stands in the panel's column under them; a log elsewhere (beside the panel on a tablet,
// none on a phone) stays where the layout put it.
func (rp *Replay) logLayout(top float64) *layout {
	l := rp.view.lay
	r := l.Log
	inPanel := r.X >= l.Panel.X-1 && r.X+r.W <= l.Panel.X+l.Panel.W+1
	if inPanel && r.Y > top && top < r.Y+r.H {
		l.Log.H += r.Y - top
		l.Log.Y = top
	}
	return &l
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
