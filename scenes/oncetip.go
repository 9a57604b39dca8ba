package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// A tip told once (the board zooms, the board is turned): a card at the board's foot, shown the
// first time it applies while the board is the player's alone, gone at the first touch or key or
// a few seconds after its first picture, and remembered in the settings so it is told once.

// tipFor is how long a tip stays when nobody touches the screen.
const tipFor = 9 * time.Second

// onceTip is one such tip and its state.
type onceTip struct {
	heading, words string
	taught         func(*settings.Settings) *bool // the setting that remembers it was shown
	on             bool
	until          time.Time // when it goes, counted from its first picture: a page's first frame may come seconds after its first update
	at             ui.Rect   // where it was drawn last
}

// follow shows the tip from the first frame it applies (applies) and the board is the player's
// alone (free), when the settings do not say it was shown, and keeps that in the settings at
// once; a touch, a key, its time or its no longer applying take it away. It reports a change to
// draw, and what a failed save of the settings says.
func (z *onceTip) follow(ctx *engine.Context, free, applies bool, prefs menus.Prefs) (redraw bool, msg string) {
	if z.on {
		if !applies || ctx.In.Pressed || len(ctx.In.Keys) > 0 || !z.until.IsZero() && !ctx.Now.Before(z.until) {
			z.on, z.until, z.at = false, time.Time{}, ui.Rect{}
			return true, ""
		}
		return false, ""
	}
	if !free || !applies || prefs == nil || *z.taught(prefs.Settings()) {
		return false, ""
	}
	*z.taught(prefs.Settings()) = true
	z.on = true
	return true, prefs.SaveSettings()
}

// draw shows the tip on a card across the foot of the board, above foot (the board's bottom, or
// the top of a lesson's box grown over it: tipFoot).
func (z *onceTip) draw(dst *ebiten.Image, ctx *engine.Context, l *layout, th *ui.Theme, foot float64) {
	if !z.on {
		return
	}
	if z.until.IsZero() {
		z.until = ctx.Now.Add(tipFor)
	}
	u := l.U
	w := math.Min(l.Board.W-16*u, 420*u)
	inner := w - 32*u
	h := 12*u + 22*u + th.Paragraph(nil, ctx, z.words, 0, 0, inner, 14, false, th.Text, engine.Left) + 14*u
	z.at = ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: foot - 8*u - h, W: w, H: h}
	th.Card(dst, ctx, z.at, th.Panel)
	th.Draw(dst, z.heading, ui.Face(ctx, 15, true), z.at.X+16*u, z.at.Y+12*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(dst, ctx, z.words, z.at.X+16*u, z.at.Y+34*u, inner, 14, false, th.Text, engine.Left)
}

// tipFoot is where the tips' cards stand on: the board's foot, or above a lesson's box that
// reaches up over it (the tip covered the lesson's words on a phone).
func (p *Play) tipFoot() float64 {
	foot := p.fitLay.Board.Bottom()
	if p.lesson != nil && p.lesson.grow > 0 {
		if r := p.lesson.keptBox(); r.H > 0 {
			foot = math.Min(foot, r.Y)
		}
	}
	return foot
}
