package scenes

import (
	"tigris/engine"
	"tigris/scenes/ui"
)

// besidePublic is the free room under the board to the right of the monuments' pictures, where
// they stand under it (1280x800): the toast of a conflict's result stood over the leaders in
// supply, hiding the leader who had just come home (issue 44, review 2).
func (t *banner) besidePublic(ctx *engine.Context, size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	pub := l.Public
	if pub.H <= 0 || l.PublicInline || pub.Y < l.Board.Bottom() || l.Turned {
		return ui.Rect{}, false
	}
	left := publicRight(t.b.sess.State().Options(), pub, u) + 16*u
	room := ui.Rect{X: left, Y: pub.Y, W: l.Board.X + l.Board.W - left, H: l.H - 8*u - pub.Y}
	if room.W < 240*u {
		return ui.Rect{}, false
	}
	w, h := size(room.W)
	if h > room.H || ui.Overlaps(room, l.Log) {
		return ui.Rect{}, false
	}
	return ui.Rect{X: room.X + (room.W-w)/2, Y: room.Y + (room.H-h)/2, W: w, H: h}, true
}

// overIdleHand is the toast's place over the hand and the supply while others play, when the
// person has nothing to place: a phone's toasts of the bots' conflicts stood over the board's last
// rows, hiding them just while the bots acted there (issue 44, review 2). Clear of the log's tab
// and the players' rows.
func (t *banner) overIdleHand(size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	wk := l.Work
	if wk.W <= 0 || t.b.sess.HumanToDecide() || l.Lesson {
		return ui.Rect{}, false
	}
	if pl := l.Players; pl.H > 0 && pl.Y <= wk.Y && pl.Bottom() > wk.Y {
		wk.H -= pl.Bottom() + 4*u - wk.Y // (a two-column panel's Work spans the players' rows)
		wk.Y = pl.Bottom() + 4*u
	}
	if tab := l.LogTab; tab.W > 0 && tab.X > wk.X {
		wk.W = tab.X - 6*u - wk.X // beside the tab that opens the log, a button
	}
	w, h := size(wk.W - 8*u)
	if h > wk.H {
		return ui.Rect{}, false
	}
	return ui.Rect{X: wk.X + (wk.W-w)/2, Y: wk.Y + (wk.H-h)/2, W: w, H: h}, true
}
