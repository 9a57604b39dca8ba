package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// A commitment's card stands over the hand where the panel has no room below it (a phone held
// upright, its board turned a quarter): the player could not see the tiles he commits (issue 44).
// The card then shows the hand in a row of its own above its choices, the tiles a commitment
// takes (temples in a revolt, the war's colour in a war) lit and framed, the rest faded.

// commitHandRow is the height the card gives the hand's row (its gap below included) when it
// asks for a commitment and stands at top, over the hand; 0 otherwise.
func (g *dialogPart) commitHandRow(top float64) float64 {
	l := &g.b.lay
	st := g.b.sess.State()
	if st.Pending().Kind != game.DecideCommit || g.b.sess.View() == nil || top >= l.HandBottom() {
		return 0
	}
	if l.Compact { // a phone's card keeps its room for its words (review 4, F6)
		return math.Min(l.Hand[0].H, 28*l.U) + 6*l.U // (its gap: spacing().handGap)
	}
	return math.Min(l.Hand[0].H, 32*l.U) + 8*l.U
}

// drawCommitHand draws the viewer's hand in the row r, the tiles of the colour committed lit and
// framed in the theme's accent, the others faded; it remembers the row (handAt).
func (g *dialogPart) drawCommitHand(dst *ebiten.Image, ctx *engine.Context, r ui.Rect) {
	g.handAt = r
	v := g.b.sess.View()
	u := g.b.lay.U
	th := g.b.theme()
	col := game.Red // a revolt's temples (R7.1)
	if cf, ok := g.b.sess.State().Conflict(); ok && cf.War {
		col = cf.Color // a war's colour (R7.4)
	}
	f := ui.Face(ctx, 12, true)
	label := "Your hand:"
	th.Draw(dst, label, f, r.X, r.Y+(r.H-f.Size*1.25)/2, engine.Scale(th.Text), engine.Left)
	x := r.X + th.Width(label, f) + 8*u
	side := r.H
	for i := 0; i < len(g.b.lay.Hand); i++ {
		c, ok := sortedColor(v, i)
		if !ok {
			break
		}
		box := ui.Rect{X: x, Y: r.Y, W: side, H: side}
		if c == col {
			ui.DrawSprite(dst, g.b.panelSprites.Tiles[c], box, 1)
			engine.Frame(dst, box.X-2*u, box.Y-2*u, box.W+4*u, box.H+4*u, 2*u, th.Accent)
		} else {
			ui.DrawSprite(dst, g.b.panelSprites.Tiles[c], box, 0.35)
		}
		x += side + 6*u
	}
}
