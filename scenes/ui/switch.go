package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Switch draws an on/off setting as a button and registers it: its words on the left and a drawn
// switch on the right, its track lit in the accent colour with the knob to the right when on,
// dark with the knob to the left when off, so on and off differ by more than a word.
func (c *Controls) Switch(dst *ebiten.Image, ctx *engine.Context, r Rect, label string, on bool, id ID, tip string) {
	th := c.theme
	u := ctx.Scale
	hot := ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y)
	sf, tc := th.buttonSurface(Plain, true, hot, u)
	if hot && ctx.In.Down {
		sf.Lift, sf.Shadow = -0.7, false
	}
	th.Slab(dst, ctx, r, sf)
	face := r.H
	if sf.Shadow {
		face -= 2 * u // the raised face, above its lip
	}
	th.drawSwitch(dst, ctx, SwitchRect(r, face, u), on)
	f := Face(ctx, 15, true)
	room := r.W - SwitchRect(r, face, u).W - 30*u
	if th.Width(label, f) > room {
		f = Face(ctx, 13, true)
	}
	th.Draw(dst, label, f, r.X+12*u, r.Y+(face-f.Size*1.2)/2, engine.Scale(tc), engine.Left)
	c.Add(r, id, tip, true)
}

// SwitchRect is where a switch button's switch stands: at the right of its face (face pixels
// high), as tall as fits up to 24 units, twice as wide.
func SwitchRect(r Rect, face, u float64) Rect {
	h := math.Min(24*u, face-16*u)
	w := 1.9 * h
	return Rect{X: r.X + r.W - 12*u - w, Y: r.Y + (face-h)/2, W: w, H: h}
}

// drawSwitch draws the switch itself: a rounded track with a knob that casts a small shadow.
func (th *Theme) drawSwitch(dst *ebiten.Image, ctx *engine.Context, s Rect, on bool) {
	u := ctx.Scale
	track, knob := Mix(th.Background, th.Frame, 0.4), Mix(th.Dim, th.Background, 0.2)
	kx := s.X + s.H/2
	if on {
		track, knob, kx = th.Accent, Mix(th.Text, th.Accent, 0.1), s.X+s.W-s.H/2
	}
	ctx.Stamps.Box(dst, s.X-u, s.Y-u, s.W+2*u, s.H+2*u, s.H/2+u, Mix(th.Frame, th.Accent, 0.2))
	ctx.Stamps.Box(dst, s.X, s.Y, s.W, s.H, s.H/2, track)
	engine.Rect(dst, s.X+s.H/2, s.Y+u, s.W-s.H, math.Max(1, u), Alpha(engine.RGB(0, 0, 0), 60)) // the track is sunk
	r := s.H/2 - 2*u
	ctx.Stamps.Dot(dst, kx, s.Y+s.H/2+u, r, Alpha(engine.RGB(0, 0, 0), 90))
	ctx.Stamps.Dot(dst, kx, s.Y+s.H/2, r, knob)
	ctx.Stamps.Dot(dst, kx-r*0.3, s.Y+s.H/2-r*0.3, r*0.35, Alpha(engine.RGB(255, 255, 255), 70)) // lit from the upper left
}
