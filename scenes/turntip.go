package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/ui"
)

// A phone held upright turns the board a quarter (boardlayout/turned.go): rows A–P run down its
// side and the columns 11 to 1 across its top, and nothing said so (review 3: a player who knows
// the printed board had to work out every "H7" of the log). The first time a person sees the
// turned board a short tip at its foot says it plainly; it goes at the first touch or after a
// while, and the settings remember it was shown, as the zoom tip's (zoomtip.go).

// turnTipWords is the tip's text.
const turnTipWords = "The board is turned to fit your phone: A1 is at the top right, the letters run down the left. Turn the phone for the printed layout."

// turnTip is the tip: shown, and until when.
type turnTip struct {
	on    bool
	until time.Time // counted from its first picture
	at    ui.Rect   // where it was drawn last
}

// follow shows the tip from the first frame the board is turned and the player's alone (free),
// when the settings do not say it was shown, and keeps that in the settings at once; a touch, a
// key, its time or a board no longer turned take it away. It reports a change to draw, and what
// a failed save of the settings says.
func (z *turnTip) follow(ctx *engine.Context, free, turned bool, prefs menus.Prefs) (redraw bool, msg string) {
	if z.on {
		if !turned || ctx.In.Pressed || len(ctx.In.Keys) > 0 || !z.until.IsZero() && !ctx.Now.Before(z.until) {
			z.on, z.until, z.at = false, time.Time{}, ui.Rect{}
			return true, ""
		}
		return false, ""
	}
	if !free || !turned || prefs == nil || prefs.Settings().TurnTaught {
		return false, ""
	}
	prefs.Settings().TurnTaught = true
	z.on = true
	return true, prefs.SaveSettings()
}

// draw shows the tip on a card across the foot of the board.
func (z *turnTip) draw(dst *ebiten.Image, ctx *engine.Context, l *layout, th *ui.Theme) {
	if !z.on {
		return
	}
	if z.until.IsZero() {
		z.until = ctx.Now.Add(zoomTipFor)
	}
	u := l.U
	w := math.Min(l.Board.W-16*u, 420*u)
	inner := w - 32*u
	h := 12*u + 22*u + th.Paragraph(nil, ctx, turnTipWords, 0, 0, inner, 14, false, th.Text, engine.Left) + 14*u
	z.at = ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Bottom() - 8*u - h, W: w, H: h}
	th.Card(dst, ctx, z.at, th.Panel)
	th.Draw(dst, "The board is turned", ui.Face(ctx, 15, true), z.at.X+16*u, z.at.Y+12*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(dst, ctx, turnTipWords, z.at.X+16*u, z.at.Y+34*u, inner, 14, false, th.Text, engine.Left)
}
