//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// Confirm swap lights up once a tile is chosen to swap: lit with none chosen, it asked for a
// press that does nothing (issue 44, a new player's review). The picture (TE_SCREENSHOTS) is the
// swap with a tile chosen.
func TestConfirmSwapLitOnceATileIsChosen(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	_, p := humanAtTurn(t, ctx)
	style := func() ui.ButtonStyle {
		layOut(t, p, ctx)
		for _, c := range p.ctl.Hits {
			if c.ID == idSwap {
				return c.Style
			}
		}
		t.Fatal("no swap button")
		return 0
	}
	p.pressButton(idSwap)
	if !p.hand.swapMode {
		t.Fatal("Swap tiles did not begin a swap")
	}
	if got := style(); got == ui.Primary {
		t.Error("Confirm swap is lit with no tile chosen")
	}
	p.hand.swapPick[0] = true
	if got := style(); got != ui.Primary {
		t.Errorf("Confirm swap is not lit with a tile chosen: style %d", got)
	}
	savePicture(render(p, ctx), "swap-chosen")
}
