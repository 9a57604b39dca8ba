package scenes

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// animKind is how a piece moves on screen after a decision.
type animKind int

const (
	glide animKind = iota // a piece slides to its space (the space shows it only on arrival)
	fade                  // a removed piece fades where it stood
	fly                   // points or a treasure fly to the player who gained them
)

// anim is one animation; times are in seconds at normal speed.
type anim struct {
	kind       animKind
	img        func() *ebiten.Image // nil for points
	col        color.Color          // the colour of flying points
	x0, y0     float64              // from (device pixels, centres)
	x1, y1     float64              // to
	size       float64
	cell       int // the space hidden while a piece glides to it, or -1
	delay, dur float64
}

// animations run after each decision; any click or key skips them.
type animations struct {
	list  []anim
	start time.Time
	scale float64 // seconds on screen per second at normal speed
	now   time.Time
}

// speedScale turns the animation setting into a duration factor; 0 is off.
var speedScale = []float64{0, 1.6, 1, 0.5}

func (a *animations) begin(list []anim, now time.Time, speed float64) {
	if speed == 0 {
		a.list = nil
		return
	}
	a.list, a.start, a.scale, a.now = list, now, speed, now
}

// update advances the clock; it skips everything on a click or key and reports whether a frame
// is needed.
func (a *animations) update(ctx *engine.Context, speed float64) bool {
	a.now = ctx.Now
	if len(a.list) == 0 {
		return false
	}
	if ctx.In.Pressed || len(ctx.In.Keys) > 0 || speed == 0 {
		a.list = nil
		return true
	}
	t := a.elapsed()
	for _, an := range a.list {
		if t < an.delay+an.dur {
			return true
		}
	}
	a.list = nil
	return true // the last frame, with everything in place
}

func (a *animations) elapsed() float64 { return a.now.Sub(a.start).Seconds() / a.scale }

// hides reports that a space's piece is still on its way there.
func (a *animations) hides(cell int) bool {
	t := a.elapsed()
	for _, an := range a.list {
		if an.kind == glide && an.cell == cell && t < an.delay+an.dur {
			return true
		}
	}
	return false
}

func (a *animations) draw(dst *ebiten.Image, ctx *engine.Context) {
	t := a.elapsed()
	u := ctx.Scale
	for _, an := range a.list {
		f := (t - an.delay) / an.dur
		if f < 0 || f >= 1 {
			if !(an.kind == glide && f < 0) {
				continue
			}
			f = 0 // a piece waiting to glide sits at its start
		}
		e := 1 - (1-f)*(1-f) // ease out
		x, y := an.x0+(an.x1-an.x0)*e, an.y0+(an.y1-an.y0)*e
		r := ui.Rect{X: x - an.size/2, Y: y - an.size/2, W: an.size, H: an.size}
		switch an.kind {
		case glide:
			ui.DrawSprite(dst, an.img(), r, 1)
		case fade:
			ui.DrawSprite(dst, an.img(), r, float32(1-f))
		case fly:
			if an.img != nil {
				ui.DrawSprite(dst, an.img(), r, 1)
			} else {
				engine.Rect(dst, r.X, r.Y, r.W, r.H, an.col)
				engine.Frame(dst, r.X, r.Y, r.W, r.H, 1.5*u, engine.RGB(250, 244, 228))
			}
		}
	}
}
