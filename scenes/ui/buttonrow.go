package ui

import "tigris/engine"

// RowWidths shares a row's width among its buttons: equal where every label fits its share in
// the buttons' face, else each by its label's width, so no button's words shrink below its
// neighbours' (a long "See the board" beside a short "Close").
func (th *Theme) RowWidths(ctx *engine.Context, labels []string, total, gap float64) []float64 {
	n := float64(len(labels))
	share := (total - gap*(n-1)) / n
	f := Face(ctx, 15, true)
	pad := 24 * ctx.Scale
	need, fits := make([]float64, len(labels)), true
	sum := 0.0
	for i, l := range labels {
		need[i] = th.Width(l, f) + pad
		sum += need[i]
		fits = fits && need[i] <= share
	}
	out := make([]float64, len(labels))
	for i := range labels {
		out[i] = share
		if !fits {
			out[i] = need[i] / sum * (total - gap*(n-1))
		}
	}
	return out
}
