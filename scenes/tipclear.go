package scenes

import "tigris/scenes/ui"

// keepTipsOff keeps this frame's tooltip off the dialog's card and the spaces it asks about (a
// commit, a treasure to take): the player reads them while the pointer rests on a button.
func (g *dialogPart) keepTipsOff() {
	if !g.ok {
		return
	}
	g.ctl.Avoid(g.at)
	for _, o := range g.cur.Options {
		if o.Cell >= 0 {
			g.ctl.Avoid(g.b.lay.cellRect(o.Cell))
		}
	}
}

// keepTipsOff keeps this frame's tooltip off the spaces the lesson asks for next, with their
// pulsing frames.
func (ls *lessonPart) keepTipsOff() {
	for _, c := range ls.lit() {
		ls.ctl.Avoid(grow(ls.b.lay.cellRect(c), 4*ls.b.lay.U))
	}
}

// grow is a rectangle widened by d on every side.
func grow(r ui.Rect, d float64) ui.Rect {
	return ui.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}
