package scenes

import (
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
// the person may act now.
func (h *handPart) swapButton(act bool) (label string, enabled bool, style ui.ButtonStyle) {
	if !h.swapMode {
		return "Swap tiles", act, ui.Plain
	}
	n := h.swapChosen()
	if n == 0 {
		return "Swap tiles", false, ui.Plain
	}
	return "Swap " + words.Count(n, "tile", ""), act, ui.Primary
}
