package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Each side's supporters in a conflict under way are framed in the side's colour on a white edge
// and carry its mark (the attacker's sword at the tile's lower left, the defender's shield at its
// lower right), so that "Attack 8" can be counted on the board: a thin green frame was lost on
// blue and green tiles. A temple next to both leaders in a revolt carries both (R7.1).

// supporterMark marks the supporter in r for a side (0 the attacker, 1 the defender).
func supporterMark(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, side int, u float64) {
	col := [2]color.RGBA{colAttack, colDefence}[side]
	t := math.Max(2*u, r.W*0.06)
	in := 1.5*u + float64(side)*(t+1.5*u) // the defender's inside: a temple may support both
	white := engine.RGB(255, 255, 255)
	engine.Frame(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, t+2*u, white)
	engine.Frame(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, t, col)
	rad := math.Max(3*u, r.W*0.15)
	cx, cy := r.X+rad+in, r.Y+r.H-rad-in
	if side == 1 {
		cx = r.X + r.W - rad - in
	}
	ctx.Stamps.Dot(dst, cx, cy, rad+1.2*u, white)
	ctx.Stamps.Dot(dst, cx, cy, rad, col)
	if side == 0 {
		drawSword(dst, cx, cy, rad*0.62)
	} else {
		drawShield(dst, cx, cy, rad*0.62)
	}
}
