package ui

import "tigris/engine"

// LabelFits reports whether a button's words fit a button w wide in its least face (a narrow
// button draws them smaller, never below 13) with a little room at each end: words that do not
// are cut at its edges.
func (th *Theme) LabelFits(ctx *engine.Context, label string, w float64) bool {
	return th.Width(label, Face(ctx, 13, true)) <= w-10*ctx.Scale
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
