package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Pictured draws a button whose words follow a picture pic (a monument as the board draws it),
// the two centred together, and registers it with its icon; it draws nothing and reports false
// where the button is too narrow for both, for the caller to draw its words alone.
func (c *Controls) Pictured(dst *ebiten.Image, ctx *engine.Context, r Rect, text string, pic *ebiten.Image, id ID, tip string, enabled bool, style ButtonStyle) bool {
	th := c.theme
	u := ctx.Scale
	side := math.Round(r.H - 14*u)
	f := Face(ctx, 15, true)
	room := r.W - side - 6*u - 2*LabelPad*u
	if th.Width(text, f) > room {
		f = Face(ctx, 13, true)
	}
	if pic == nil || th.Width(text, f) > room {
		return false
	}
	hot := enabled && ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y)
	pressed := hot && ctx.In.Down
	sf, tc := th.buttonSurface(style, enabled, hot, u)
	if pressed {
		sf.Lift, sf.Shadow = -0.7, false
	}
	th.Slab(dst, ctx, r, sf)
	face := r
	if sf.Lift > 0 && sf.Shadow {
		face.H -= 2 * u // on the raised face, above its lower lip
	}
	if pressed {
		face.Y += u
	}
	x := math.Round(face.X + (face.W-th.Width(text, f)-side-6*u)/2)
	DrawSprite(dst, pic, Rect{X: x, Y: math.Round(face.Y + (face.H-side)/2), W: side, H: side}, 1)
	th.Draw(dst, text, f, x+side+6*u, face.Y+(face.H-f.Size*1.2)/2, engine.Scale(tc), engine.Left)
	c.Add(r, id, tip, enabled)
	h := &c.Hits[len(c.Hits)-1]
	h.Style, h.Label, h.Icon = style, text, true
	return true
}
