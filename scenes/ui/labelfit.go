package ui

import "tigris/engine"

// LabelPad is the room a button's words keep from each of its edges, in units: the words are cut
// or touch its frame with less ("Swap tiles" kept under one CSS pixel on a phone, review 4).
const LabelPad = 6

// LabelFits reports whether a button's words fit a button w wide in its least face (a narrow
// button draws them smaller, never below 13) with LabelPad at each end: words that do not are cut
// at its edges or touch them.
func (th *Theme) LabelFits(ctx *engine.Context, label string, w float64) bool {
	return th.Width(label, Face(ctx, 13, true)) <= w-2*LabelPad*ctx.Scale
}

// Fitting is the first of a button's wordings, longest first, that fits a button w wide, else
// the last (the shortest).
func (th *Theme) Fitting(ctx *engine.Context, w float64, words ...string) string {
	for _, s := range words {
		if th.LabelFits(ctx, s, w) {
			return s
		}
	}
	return words[len(words)-1]
}
