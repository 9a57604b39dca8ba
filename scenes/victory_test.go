//go:build display

package scenes

import (
	"time"
)

// victory: the end's moment holds the screen before the results' card (review 3: "no fanfare,
// the win feels flat"), the card comes once it is over, and a touch skips it without reaching
// what lies under it.
func (w *turnWalk) victory() {
	t, d, p := w.t, w.d, w.p
	d.ctx.Now = p.shower.at.Add(800 * time.Millisecond)
	if !p.shower.victory(d.ctx.Now) || d.offers("review") {
		t.Fatal("no moment for the end: the results' card is there at once")
	}
	w.look("victory")
	d.ctx.Now = p.shower.at.Add(victoryLen)
	if !d.offers("review") {
		t.Fatal("the results' card does not come once the end's moment is over")
	}
	// the moment again, an hour long, so that the touch below falls within it however slow the
	// machine's frames are
	p.shower.at = time.Now().Add(time.Hour)
	d.step(10, 10, true)
	d.step(10, 10, false)
	if !p.shower.skipped || p.shower.victory(time.Now()) || !d.offers("review") || d.scene != p {
		t.Fatalf("a touch did not skip the end's moment to the results (skipped %v, scene %T)", p.shower.skipped, d.scene)
	}
}

// pastVictory ends the end's moment, so that a test clicking the results' buttons finds them.
// It is marked skipped rather than skipped by a key: a key sent while the moment held could
// reach a frame after it ended, on a loaded machine, and close the results' card instead (the
// turn walk's victory checks the skip by a touch).
func (d *driver) pastVictory() {
	if p, ok := d.scene.(*Play); ok && !p.shower.skipped {
		p.shower.skipped = true
		d.drawn = nil // a picture drawn during the moment (reuse) shows none of the card's buttons
	}
}
