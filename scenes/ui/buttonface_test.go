//go:build display

package ui

import (
	"math"
	"testing"
)

// A lit button keeps its icon and room round its words: "Confirm swap" in the lit button's
// larger face touched the button's edges (issue 44, a new player's review) and End turn lost its
// tick as it lit up. The larger face is taken only with room round it, and a lit button gives up
// its face's size before its icon.
func TestLitButtonKeepsRoomAndIcon(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{}
	u := ctx.Scale
	label, id := "Confirm swap", Named("swap")
	large := th.Width(label, Face(ctx, 16, true))
	tight := Rect{W: large + 20*u, H: 44 * u} // the larger words fit, with 10 units each side
	if f, _ := th.buttonFace(ctx, tight, label, id, Primary); f.Size >= Face(ctx, 16, true).Size {
		t.Errorf("in %.0f px the lit button's %.0f px words take the larger face", tight.W, large)
	}
	roomy := Rect{W: large + 80*u, H: 44 * u}
	if f, ic := th.buttonFace(ctx, roomy, label, id, Primary); f.Size < Face(ctx, 16, true).Size || ic == nil {
		t.Errorf("with room the lit button takes face %.0f, icon %v", f.Size, ic != nil)
	}
	plain := th.Width(label, Face(ctx, 15, true)) + math.Round(Face(ctx, 15, true).Size*1.1) + 24*u + 1 // the plain button's words and icon just fit
	if _, ic := th.buttonFace(ctx, Rect{W: plain, H: 44 * u}, label, id, Plain); ic == nil {
		t.Fatal("the plain button has no icon")
	}
	if _, ic := th.buttonFace(ctx, Rect{W: plain, H: 44 * u}, label, id, Primary); ic == nil {
		t.Error("the lit button lost the icon the plain one has")
	}
}
