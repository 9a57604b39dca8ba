package scenes

import "tigris/engine"

// A conflict's result comes before the person's next decision: after a war or a revolt he fought,
// the card of a treasure to take, of the next war or of its commitment came over the conflict's
// count at once, and he never saw who won and by how much (issue 44, a phone's review). While
// the conflict's card waits, the next decision's card waits behind it; the tap that reads the
// result does nothing else (a tap on the board would have taken a treasure framed there).

// deferDialog holds the decision just read back while a conflict's card waits for the viewer.
func deferDialog(p *Play) {
	if p.dlg.ok && p.fx.cardWaits(p.sess.Viewer()) {
		p.dlg.ok = false
		p.fx.card.before = true
	}
}

// dialogHeld reports that a decision of the person's waits behind a conflict's card: it is not
// on screen yet (the trace's await: line waits for it, as for a staged conflict's).
func dialogHeld(p *Play) bool { return p.fx.card.ok && p.fx.card.before }

// readFirst keeps the press that reads a conflict's card from reaching the decision behind it.
func readFirst(c *conflictCard, in *engine.Input) {
	if c.before {
		in.Pressed = false
	}
}
