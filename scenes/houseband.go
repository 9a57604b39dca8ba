package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
)

// A dynasty's house colour beside its name: the colour of its leaders' faces on the board, as a
// band down the left of its row in the panel and on the results card, so the rows and the pieces
// say "whose" the same way (issue 44: a leader's owner was a small emblem only).

// drawHouseBand draws dynasty d's house colour as a rounded band w wide and h tall at (x, y).
func (p *boardView) drawHouseBand(dst *ebiten.Image, ctx *engine.Context, d game.Dynasty, x, y, w, h float64) {
	if p.pal == nil || d < 0 || d >= game.NumDynasties {
		return
	}
	ctx.Stamps.Box(dst, x, y, w, h, w/2, p.pal.House[d])
}
