package scenes

import (
	"strconv"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A phone's commitment card of more choices than a row of three (commit 0 to 3 and more) lays
// them out as a row of number chips, "None 1 2 3", each a finger wide: the two rows of buttons
// took the room of the card's words, which showed one line cut under a chevron, both totals and
// "Commit 2 to win" a scroll away (review 6, m08).

// chipGap is the room between a phone's commitment chips, in units.
const chipGap = 8

// chipCols is how many of a phone's commitment choices stand side by side in a card inner wide,
// as few rows as a finger's width and their words allow, the rows as even as their number
// allows; 0 where the card is no phone's commitment of more than three choices.
func (g *dialogPart) chipCols(ctx *engine.Context, inner float64) int {
	l := &g.b.lay
	opts := g.cur.Options
	if !l.Compact || len(opts) <= 3 {
		return 0
	}
	th, u := g.b.theme(), l.U
	least := ui.TouchSize * u // a finger's width
	for _, o := range opts {
		if o.Move.Kind != game.MoveCommit {
			return 0
		}
		least = max(least, th.Width(chipWord(o), ui.Face(ctx, 13, true))+2*ui.LabelPad*ctx.Scale)
	}
	n := len(opts)
	for cols := n; cols > 1; cols-- {
		rows := (n + cols - 1) / cols
		even := (n + rows - 1) / rows // 7 choices in rows of 4 and 3, not 6 and 1
		if (inner-float64(even-1)*chipGap*u)/float64(even) >= least {
			return even
		}
	}
	return 1
}

// chipWord is a commitment chip's shortest words: its number, or "None".
func chipWord(o session.Option) string {
	if o.Move.N > 0 {
		return strconv.Itoa(int(o.Move.N))
	}
	if o.Short != "" {
		return o.Short
	}
	return o.Label
}

// optionWords is a choice's words as its button r shows them: the longest that fits it.
func (g *dialogPart) optionWords(ctx *engine.Context, r ui.Rect, o session.Option, chips bool) string {
	words := []string{o.Label}
	if o.Short != "" {
		words = append(words, o.Short)
	}
	if chips {
		words = append(words, chipWord(o))
	}
	return g.b.theme().Fitting(ctx, r.W, words...)
}
