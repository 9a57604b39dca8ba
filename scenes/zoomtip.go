package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Nothing told a new player on a touch screen that the board zooms (issue 44): the first time
// such a player reaches a board, a short tip at the board's foot says how, in a finger's words;
// it goes by itself a few seconds after it is first drawn, or at the first touch, and the
// settings remember it was shown, so it is shown once.

// zoomTipFor is how long the tip stays when nobody touches the screen.
const zoomTipFor = 9 * time.Second

// zoomTipWords is the tip's text.
const zoomTipWords = "Double-tap the board to enlarge it where you tap, and double-tap again to fit it. Or pinch it with two fingers; drag an enlarged board to move it."

// zoomTip is the tip and how long it stays.
type zoomTip struct {
	on bool
	// until is when it goes, counted from its first picture: a page's first frame may come
	// seconds after its first update
	until time.Time
	at    ui.Rect // where it was drawn last
}

// follow shows the tip from the first frame a touch player has the board to himself (no dialog, no
// hand-off, no other card open) and the settings do not say it was shown, and keeps that in the
// settings at once; it takes the tip away at the first touch (which goes on to what it touches)
// or when its time is up. It reports a change to draw.
func (z *zoomTip) follow(p *Play, ctx *engine.Context) bool {
	if z.on {
		if ctx.In.Pressed || len(ctx.In.Keys) > 0 || !z.until.IsZero() && !ctx.Now.Before(z.until) {
			z.on, z.until, z.at = false, time.Time{}, ui.Rect{}
			return true
		}
		return false
	}
	if p.host.shell == nil || p.host.Prefs == nil || !ctx.In.TouchScreen || p.host.Prefs.Settings().ZoomTaught {
		return false
	}
	if _, free := p.mode().(inputMode); !free || p.since.open || p.menu.open || p.sess.State().Over() {
		return false
	}
	p.host.Prefs.Settings().ZoomTaught = true
	if msg := p.host.Prefs.SaveSettings(); msg != "" {
		p.say(msg)
	}
	z.on = true
	return true
}

// draw shows the tip on a card across the foot of the board's window.
func (z *zoomTip) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	if !z.on {
		return
	}
	if z.until.IsZero() {
		z.until = ctx.Now.Add(zoomTipFor)
	}
	l, th := &p.fitLay, p.theme()
	u := l.U
	w := math.Min(l.Board.W-16*u, 420*u)
	inner := w - 32*u
	h := 12*u + 22*u + th.Paragraph(nil, ctx, zoomTipWords, 0, 0, inner, 14, false, th.Text, engine.Left) + 14*u
	z.at = ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Bottom() - 8*u - h, W: w, H: h}
	th.Card(dst, ctx, z.at, th.Panel)
	th.Draw(dst, "Zoom the board", ui.Face(ctx, 15, true), z.at.X+16*u, z.at.Y+12*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(dst, ctx, zoomTipWords, z.at.X+16*u, z.at.Y+34*u, inner, 14, false, th.Text, engine.Left)
}
