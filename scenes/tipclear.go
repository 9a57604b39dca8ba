package scenes

import "tigris/scenes/ui"

// tipMayShow keeps the tooltips off what the player must see this frame: the dialog's card and the
// spaces it asks about (a commit, a treasure to take), the spaces a lesson asks for next, and,
// while a piece is carried, everything: it reports whether a tooltip of ctl may show at all.
func tipMayShow(ctl *ui.Controls, l *layout, dlg *dialogPart, lesson *lessonPart, carrying bool) bool {
	if carrying {
		return false
	}
	if dlg.ok {
		ctl.Avoid(dlg.at)
		for _, o := range dlg.cur.Options {
			if o.Cell >= 0 {
				ctl.Avoid(l.CellRect(o.Cell))
			}
		}
	}
	for _, c := range lesson.lit() {
		ctl.Avoid(grow(l.CellRect(c), 4*l.U)) // its pulsing frame too
	}
	return true
}

// grow is a rectangle widened by d on every side.
func grow(r ui.Rect, d float64) ui.Rect {
	return ui.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}
