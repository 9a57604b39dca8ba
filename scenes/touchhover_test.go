//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
)

// A kingdom's outline and its leaders' revolt strengths follow the mouse, and a finger while it
// touches; once the finger lifts they go: after a tap on a phone they stayed on the last space
// touched (issue 44). The pictures are kept with TE_SCREENSHOTS=folder.
func TestALiftedFingerOutlinesNoKingdom(t *testing.T) {
	drawtest.Start(t)
	size := screenSize{"phone-3x", 390, 844, 3}
	ctx := contextFor(t, size)
	p, d := revoltAtAnnasTurn(t, ctx)
	g5 := mustSpace(t, "G5")
	x, y := p.lay.CellCentre(g5)
	st := p.sess.State()
	d.step(int(x), int(y), false) // the mouse rests on G5
	if got := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); got != g5 {
		t.Fatalf("the mouse on G5 outlines space %d's kingdom", got)
	}
	ctx.In.Touch = true
	d.step(int(x), int(y), true) // a finger on G5
	d.look("touch-hover-down")
	if got := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); got != g5 {
		t.Fatalf("a finger on G5 outlines space %d's kingdom", got)
	}
	d.step(int(x), int(y), false) // lifted
	d.look("touch-hover-lifted")
	if got := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); got != -1 {
		t.Errorf("after the finger lifted, space %d's kingdom is still outlined", got)
	}
}

// While a dialog asks (which war is fought first, a treasure, a monument) the mouse resting on
// a kingdom outlines nothing: the revolt strengths it showed contradicted the wars' strengths
// on the dialog's buttons (issue 44, a new player's review).
func TestADialogOutlinesNoKingdom(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"1280x800", 1280, 800, 1})
	p, d := revoltAtAnnasTurn(t, ctx)
	g5 := mustSpace(t, "G5")
	x, y := p.lay.CellCentre(g5)
	st := p.sess.State()
	d.step(int(x), int(y), false) // the mouse rests on G5
	if got := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); got != g5 {
		t.Fatalf("the mouse on G5 outlines space %d's kingdom", got)
	}
	p.dlg.ok = true // a dialog asks
	if got := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); got != -1 {
		t.Errorf("under a dialog, space %d's kingdom is outlined with its revolt strengths", got)
	}
}
