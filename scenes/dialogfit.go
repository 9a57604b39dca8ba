package scenes

import (
	"tigris/engine"
	"tigris/scenes/ui"
)

// A dialog's card is as tall as what it says: it filled the room down to the panel's buttons, a
// mostly empty card 440 px tall with its two buttons at its foot far from the question (issue 44,
// review 3). Its foot never cuts in half what shows below it: the row of leaders in supply is
// covered whole or not at all, and a line of the log shows whole or not at all.

// cardFoot is the foot of a dialog's card from top whose content is h tall, at most bottom: the
// content's foot, moved down past the supply's row or the log's line it would cut.
func (g *dialogPart) cardFoot(ctx *engine.Context, top, h, bottom float64) float64 {
	foot := top + h
	if foot >= bottom {
		return bottom
	}
	l := &g.b.lay
	u := l.U
	var row ui.Rect // the leaders in supply and the catastrophes
	for _, r := range append(l.Supply[:], l.Catas) {
		switch {
		case r.W <= 0 || r.H <= 0:
		case row.W <= 0:
			row = r
		default:
			row = union(row, r) // lastmoves.go
		}
	}
	if row.H > 0 && foot > row.Y-4*u && foot < row.Bottom()+4*u {
		foot = row.Bottom() + 6*u
	}
	if lg := l.Log; g.log != nil && lg.H > 0 && foot > lg.Y && foot < lg.Bottom() {
		foot = g.log.wholeLines(ctx, ui.Rect{X: lg.X, Y: top, W: lg.W, H: foot - top}, 0).Bottom()
	}
	return min(foot, bottom)
}
