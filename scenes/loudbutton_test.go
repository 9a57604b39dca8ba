//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// A screen has one loud button, the thing to do next: Swap once a tile is chosen while swapping, End turn once
// the turn waits for it, Resume in the menu. While tiles are chosen to swap, End turn is off.
func TestOneLoudButton(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"1280x800", 1280, 800, 1})
	p := hotSeatRevolt(t, nil)
	d := &driver{t: t, ctx: ctx, scene: p}
	defer func() { d.free() }()
	loud := func(what string) []string {
		t.Helper()
		d.look("")
		var ids []string
		for _, c := range d.ctl().Hits {
			if c.Style == ui.Primary {
				ids = append(ids, c.ID.String())
			}
		}
		return ids
	}
	want := func(what string, ids []string, id string) {
		t.Helper()
		if len(ids) != 1 || ids[0] != id {
			t.Errorf("%s: the loud buttons are %q, want only %q", what, ids, id)
		}
	}
	d.step(0, 0, false)
	d.click("ready")
	if ids := loud("a turn with two actions left"); len(ids) != 0 {
		t.Errorf("a turn with both actions left has loud buttons %q: no one thing is next", ids)
	}
	d.click("swap")
	if ids := loud("swapping, nothing chosen"); len(ids) != 0 {
		t.Errorf("swapping with no tile chosen has loud buttons %q: a swap of nothing is no action (R8.2)", ids)
	}
	if d.enabled("swap") {
		t.Error("Swap can be pressed with no tile chosen")
	}
	if d.enabled("end") {
		t.Error("End turn can be pressed while tiles are chosen to swap: beside Swap it is the wrong one a hand hits (review 3)")
	}
	d.clickHandTile(0)
	want("swapping, a tile chosen", loud("swapping"), "swap")
	if label := d.label("swap"); label != "Swap 1 tile" {
		t.Errorf("with one tile chosen the Swap button says %q, not how many go", label)
	}
	d.click("cancel-swap")
	d.dragTo(game.Green, "E5")
	d.dragTo(game.Black, "F6")
	if !p.turnHeld() {
		t.Fatal("after two actions the turn does not wait for End turn")
	}
	want("the turn waiting for End turn", loud("held"), "end")
	d.click("menu")
	want("the menu", loud("menu"), "resume")
}
