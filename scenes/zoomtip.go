package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
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

// follow shows the tip from the first frame a touch player has the board to himself (free: no
// dialog, no hand-off, no other card open) and the settings do not say it was shown, and keeps that
// in the settings at once; it takes the tip away at the first touch (which goes on to what it
// touches) or when its time is up. It reports a change to draw, and what a failed save of the
// settings says.
func (z *zoomTip) follow(ctx *engine.Context, free bool, prefs menus.Prefs) (redraw bool, msg string) {
	if z.on {
		if ctx.In.Pressed || len(ctx.In.Keys) > 0 || !z.until.IsZero() && !ctx.Now.Before(z.until) {
			z.on, z.until, z.at = false, time.Time{}, ui.Rect{}
			return true, ""
		}
		return false, ""
	}
	if !free || prefs == nil || !ctx.In.TouchScreen || prefs.Settings().ZoomTaught {
		return false, ""
	}
	prefs.Settings().ZoomTaught = true
	z.on = true
	return true, prefs.SaveSettings()
}

// draw shows the tip on a card across the foot of the board's window.
func (z *zoomTip) draw(dst *ebiten.Image, ctx *engine.Context, l *layout, th *ui.Theme) {
	if !z.on {
		return
	}
	if z.until.IsZero() {
		z.until = ctx.Now.Add(zoomTipFor)
	}
	u := l.U
	w := math.Min(l.Board.W-16*u, 420*u)
	inner := w - 32*u
	h := 12*u + 22*u + th.Paragraph(nil, ctx, zoomTipWords, 0, 0, inner, 14, false, th.Text, engine.Left) + 14*u
	z.at = ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Bottom() - 8*u - h, W: w, H: h}
	th.Card(dst, ctx, z.at, th.Panel)
	th.Draw(dst, "Zoom the board", ui.Face(ctx, 15, true), z.at.X+16*u, z.at.Y+12*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(dst, ctx, zoomTipWords, z.at.X+16*u, z.at.Y+34*u, inner, 14, false, th.Text, engine.Left)
}

// followZoomTip tells the tip whether the board is the player's alone, and says a failed save.
func (p *Play) followZoomTip(ctx *engine.Context) bool {
	var prefs menus.Prefs
	if p.host.shell != nil {
		prefs = p.host.Prefs
	}
	_, input := p.mode().(inputMode)
	free := input && !p.since.open && !p.menu.open && !p.sess.State().Over()
	// the turned board's tip first (turntip.go), the zoom's once it is gone
	turned, msg := p.turnTip.follow(ctx, free, p.lay.Turned, prefs)
	redraw, zmsg := p.zoomTip.follow(ctx, free && !p.turnTip.on, prefs)
	for _, m := range []string{msg, zmsg} {
		if m != "" {
			p.say(m)
		}
	}
	return redraw || turned
}
