package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// The hinted space on the board: the hinted piece stands on it as a ghost, inside a broad gold
// frame on a dark edge that never fades below most of its strength, so the space is found at a
// glance. A gold frame pulsing down to a fifth of its strength was lost on the sand (issue 44).

// hintGhost is the picture of the piece the hint puts on the board, or nil when it puts none
// (a leader withdrawn, a dialog's answer).
func hintGhost(sp *assets.Sprites, sess Reader, m game.Move) *ebiten.Image {
	if sp == nil {
		return nil
	}
	switch m.Kind {
	case game.MoveTile:
		return sp.Tiles[m.Color]
	case game.MoveCatastrophe:
		return sp.Catastrophe
	case game.MoveLeader:
		v := sess.View()
		if v == nil {
			return nil
		}
		return sp.Leaders[sess.State().Player(v.Me).Dynasty][m.Color]
	}
	return nil
}

// hintAlpha is the hinted space's frame's strength now: between 190 and 255, pulsing when
// animations are on, whole when they are off.
func hintAlpha(ms int64, moving bool) uint8 {
	if !moving {
		return 255
	}
	return uint8(math.Round(222.5 + 32.5*math.Sin(float64(ms)/180)))
}

// drawHintTarget draws the hinted piece's ghost on its space (none when nil) and frames the space.
func drawHintTarget(dst *ebiten.Image, ctx *engine.Context, l *layout, ghost *ebiten.Image, cell int, moving bool) {
	u := l.U
	r := l.CellRect(cell)
	if ghost != nil {
		cx, cy := l.CellCentre(cell)
		place(dst, ghost, cx, cy, l.Cell, 0, 0.92, 0.55)
	}
	a := hintAlpha(ctx.Now.UnixMilli(), moving)
	t := math.Max(4*u, r.W*0.09)
	engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, t+2*u, ui.Alpha(engine.RGB(60, 40, 10), a))
	engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, t, engine.RGBA(255, 214, 64, a))
}
