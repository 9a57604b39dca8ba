package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Each side's supporters in a conflict under way are framed in the side's colour between a dark
// edge and a white one
// and carry its mark (the attacker's sword at the tile's lower left, the defender's shield at its
// lower right), so that "Attack 8" can be counted on the board: a thin green frame was lost on
// blue and green tiles. A temple next to both leaders in a revolt carries both (R7.1).

// supporterMark marks the supporter in r for a side (0 the attacker, 1 the defender); inner puts
// the frame inside the other side's, on a temple supporting both.
func supporterMark(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, side int, inner, darkBoard bool, u float64) {
	col := [2]color.RGBA{colAttack, colDefence}[side]
	t := math.Round(math.Max(2*u, r.W*0.06))
	in := t/2 + 2.5*u // the frame's middle: white bands of 2.5u on both its sides, from the space's edge
	if inner {
		in += t + 5*u
	}
	white := engine.RGB(255, 255, 255)
	band := func(d, w float64, c color.Color) { engine.Frame(dst, r.X+d, r.Y+d, r.W-2*d, r.H-2*d, w, c) }
	outside := engine.RGB(24, 20, 16) // dark outside: it shows on sand and on a tile's light bevel
	if darkBoard {
		outside = white // on the stars a dark edge is lost
	}
	band(in-t/2-1.25*u, 2.5*u, outside)
	band(in+t/2+1.25*u, 2.5*u, white) // white inside: it shows on the tile's face
	band(in, t, col)
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
