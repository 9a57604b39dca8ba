package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// A drop the rules refuse is answered where the eye is: the space flashes red a moment and the
// reason stands beside it on the board, not in the panel 600 px away (issue 44, review 2).

// refuseFlash is how long the refused space flashes (with motion off it is framed as long).
const refuseFlash = 700 // milliseconds

// sayRefused says a refused drop's reason beside the space it was dropped on.
func (t *banner) sayRefused(msg string, cell int) {
	t.say(msg)
	t.about, t.refused = cell+1, cell >= 0
}

// sayAbout says msg, a toast about the space cell (a hint's), for d: it never covers that space.
func (t *banner) sayAbout(msg string, cell int, d time.Duration) {
	t.sayFor(msg, d)
	t.about = max(0, cell+1)
}

// besideSpace is where a refusal stands: just above the refused space on the board, else just
// below it, its width at most two thirds of the board's, never over the space.
func (t *banner) besideSpace(ctx *engine.Context, size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	if !t.refused || t.about <= 0 {
		return ui.Rect{}, false
	}
	cr := l.CellRect(t.about - 1)
	w, h := size(math.Max(l.Board.W*2/3, math.Min(l.Board.W-8*u, 320*u)))
	x := math.Max(l.Board.X+4*u, math.Min(cr.X+cr.W/2-w/2, l.Board.X+l.Board.W-4*u-w))
	for _, y := range []float64{cr.Y - h - 8*u, cr.Bottom() + 8*u} {
		if y >= l.Board.Y+2*u && y+h <= l.Board.Bottom()-2*u {
			return ui.Rect{X: x, Y: y, W: w, H: h}, true
		}
	}
	return ui.Rect{}, false
}

// drawRefused flashes the refused space red while the refusal is fresh: a frame that fades (steady
// with motion off), so the eye finds the space the reason speaks of.
func (t *banner) drawRefused(dst *ebiten.Image, ctx *engine.Context, moving bool) {
	if !t.refused || t.about <= 0 || t.text == "" || ctx.Now.After(t.until) {
		return
	}
	age := ctx.Now.Sub(t.since).Milliseconds()
	if age > refuseFlash {
		return
	}
	a := 1.0
	if moving {
		a = 1 - float64(age)/refuseFlash
	}
	u := t.b.lay.U
	r := t.b.lay.CellRect(t.about - 1)
	engine.Rect(dst, r.X, r.Y, r.W, r.H, ui.Alpha(ui.Bad, uint8(90*a)))
	engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, math.Max(3*u, 2*ctx.Device), ui.Alpha(ui.Bad, uint8(255*a)))
}

// flashing reports that the refused space's flash is on screen, or just ended: a frame to draw.
func (t *banner) flashing(now time.Time) bool {
	return t.refused && t.text != "" && now.Sub(t.since) <= (refuseFlash+150)*time.Millisecond
}
