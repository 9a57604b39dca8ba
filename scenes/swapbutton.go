package scenes

import (
	"fmt"

	"tigris/engine"
	"tigris/scenes/ui"
	"tigris/words"
)

// The Swap button while tiles are chosen: it names how many go ("Swap 2 tiles") and is lit only
// once one is chosen, since a swap of no tile is no action (R8.2: 1 to 6 tiles). "Confirm swap"
// lit with nothing chosen invited a click that did nothing but leave the swap.

// swapChosen counts the tiles of the hand chosen to swap away.
func (h *handPart) swapChosen() int {
	n := 0
	for _, on := range h.swapPick {
		if on {
			n++
		}
	}
	return n
}

// swapButton is the Swap button's label, whether it may be pressed and its style, given whether
// the person may act now and a button w wide: a phone's button says "Swap" and "Swap 2", as
// "Swap 2 tiles" was cut at both its edges (review 4, F18).
func (h *handPart) swapButton(ctx *engine.Context, w float64, act bool) (label string, enabled bool, style ui.ButtonStyle) {
	idle := h.b.theme().Fitting(ctx, w, "Swap tiles", "Swap")
	if !h.swapMode {
		return idle, act, ui.Plain
	}
	n := h.swapChosen()
	if n == 0 {
		return idle, false, ui.Plain
	}
	return h.b.theme().Fitting(ctx, w, "Swap "+words.Count(n, "tile", ""), fmt.Sprintf("Swap %d", n)), act, ui.Primary
}
