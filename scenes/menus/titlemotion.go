package menus

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// The title's picture moves a little over its painted self: the low sun glints on the two
// rivers and birds cross the evening sky; in space the stars twinkle and the station's beacon
// beats. A few dozen short strokes a step, over the kept picture: the screen is redrawn a few
// times a second, never on every frame, and not at all with the animations off.

// titleStep is how often the picture moves on.
const titleStep = 125 * time.Millisecond

// titleMotion is when the title's picture last moved and how far it has run.
type titleMotion struct {
	at time.Time
	t  float64 // seconds, counted from a recent moment: small enough for float32 maths
}

// step moves the picture on when its next step is due; it reports whether it did (the screen
// must then be redrawn). With motion off it stays still.
func (m *titleMotion) step(now time.Time, on bool) bool {
	if !on || now.Sub(m.at) < titleStep {
		return false
	}
	m.at = now
	m.t = float64(now.UnixMilli()%1_000_000) / 1000
	return true
}

// hash01 is a fixed pseudo-random share in [0, 1) for n: the same glints every time.
func hash01(n int) float64 {
	x := math.Sin(float64(n)*127.1+311.7) * 43758.5453
	return x - math.Floor(x)
}

// drawTitleMotion draws the moving light of the picture at time t (seconds).
func drawTitleMotion(img *ebiten.Image, ctx *engine.Context, lay sceneLayout, space bool, t float64) {
	dst := &engine.Shapes{Dst: img}
	defer dst.End()
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	if space {
		drawTwinkles(dst, ctx, w, h, lay, t)
		return
	}
	drawGlints(dst, w, h, lay, t)
	drawBirds(dst, w, h, ctx.Scale, lay, t)
}

// riverX is where river k's middle (plus off, in the river's half-widths) crosses the screen's
// row y: the title's shader lays the rivers out in perspective, and this follows it.
func riverX(w, h float64, lay sceneLayout, k int, y, off float64) float64 {
	d := y/h - lay.horizon
	wz := 0.3 / d
	c := -1.2 + 0.55*math.Sin(wz*0.9+0.4)
	if k == 1 {
		c = 1.05 + 0.5*math.Sin(wz*0.7+2.2)
	}
	return ((c+off*0.3)*d/(0.3*lay.spread*w/h) + lay.focus) * w
}

// drawGlints draws the sun's glints on the rivers, each fading in and out on its own beat and
// drifting across the current, longer nearer the viewer.
func drawGlints(dst *engine.Shapes, w, h float64, lay sceneLayout, t float64) {
	const n = 56
	for i := 0; i < n; i++ {
		beat := math.Sin(t*(1.2+hash01(i)*1.6) + hash01(i+7)*6.28)
		if beat < 0.35 {
			continue
		}
		near := 0.015 + math.Pow(hash01(i+3), 1.7)*(0.97-lay.horizon)
		y := h * (lay.horizon + near)
		off := (hash01(i+11)*2-1)*0.75 + 0.12*math.Sin(t*0.4+float64(i))
		x := riverX(w, h, lay, i%2, y, off)
		long := h * near * 0.07 * (0.6 + hash01(i+5))
		a := uint8(150 * (beat - 0.35) / 0.65)
		dst.Line(x-long/2, y, x+long/2, y, math.Max(1, h*near*0.008), ui.Alpha(engine.RGB(255, 232, 186), a))
		dst.Line(x-long*0.15, y, x+long*0.15, y, math.Max(1, h*near*0.008), ui.Alpha(engine.RGB(255, 248, 230), a))
	}
}

// drawBirds draws three birds gliding slowly across the sky, beating their wings now and then.
func drawBirds(dst *engine.Shapes, w, h, u float64, lay sceneLayout, t float64) {
	for i := 0; i < 3; i++ {
		f := math.Mod(t*0.012+float64(i)*0.07+hash01(i+20)*0.05, 1)
		x := -0.1*w + f*1.2*w
		y := h*lay.horizon*(0.30+0.08*float64(i)) + 6*u*math.Sin(t*0.5+float64(i))
		s := (5 + 1.5*float64(i)) * u
		flap := 0.25 + 0.55*math.Max(0, math.Sin(t*5+float64(i)*2))
		c := ui.Alpha(engine.RGB(46, 30, 44), 210)
		dst.Line(x-s, y-s*flap, x, y, math.Max(1, 1.4*u), c)
		dst.Line(x, y, x+s, y-s*flap, math.Max(1, 1.4*u), c)
	}
}

// drawTwinkles draws stars that brighten and fade on their own beats, the brightest with a cross
// of light, and the station's beacon beating.
func drawTwinkles(dst *engine.Shapes, ctx *engine.Context, w, h float64, lay sceneLayout, t float64) {
	u := ctx.Scale
	keep := lay.starless()
	for i := 0; i < 40; i++ {
		beat := math.Sin(t*(0.8+hash01(i)*1.5) + hash01(i+9)*6.28)
		if beat < 0.2 {
			continue
		}
		x, y := hash01(i+31)*w, hash01(i+57)*h*(lay.horizon+0.05)
		if r := (4 + 5*beat) * u; ui.Overlaps(keep, ui.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}) {
			continue // not over the lettering, its cross of light neither
		}
		a := uint8(240 * (beat - 0.2) / 0.8)
		c := ui.Alpha(engine.RGB(220, 236, 255), a)
		ctx.Stamps.Dot(dst.Dst, x, y, 1.6*u, c)
		if i%4 == 0 {
			r := (4 + 5*beat) * u
			dst.Line(x-r, y, x+r, y, math.Max(1, 0.8*u), ui.Alpha(engine.RGB(200, 226, 255), a/2))
			dst.Line(x, y-r, x, y+r, math.Max(1, 0.8*u), ui.Alpha(engine.RGB(200, 226, 255), a/2))
		}
	}
	bx, by, br := stationBeacon(lay)
	pulse := 0.5 + 0.5*math.Sin(t*3)
	ctx.Stamps.Dot(dst.Dst, bx, by, br*(1.5+2*pulse), ui.Alpha(engine.RGB(110, 214, 240), uint8(40+80*pulse)))
	ctx.Stamps.Dot(dst.Dst, bx, by, br, ui.Alpha(engine.RGB(200, 250, 255), uint8(120+120*pulse)))
}
