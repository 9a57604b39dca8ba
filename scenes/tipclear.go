package scenes

import "tigris/scenes/ui"

// tipMayShow keeps the tooltips off what the player must see this frame: the dialog's card and the
// spaces it asks about (a commit, a treasure to take), the spaces a lesson asks for next, and,
// while a piece is carried, everything: it reports whether a tooltip may show at all.
func (p *Play) tipMayShow() bool {
	if p.hand.drag != nil {
		return false
	}
	l := &p.lay
	if p.dlg.ok {
		p.ctl.Avoid(p.dlg.at)
		for _, o := range p.dlg.cur.Options {
			if o.Cell >= 0 {
				p.ctl.Avoid(l.cellRect(o.Cell))
			}
		}
	}
	for _, c := range p.lesson.lit() {
		p.ctl.Avoid(grow(l.cellRect(c), 4*l.U)) // its pulsing frame too
	}
	return true
}

// grow is a rectangle widened by d on every side.
func grow(r ui.Rect, d float64) ui.Rect {
	return ui.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}
