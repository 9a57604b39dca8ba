package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/ui"
)

// handoffMode hides everything private until the next person at this screen is ready (R11.1).
type handoffMode struct{}

func (handoffMode) update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool {
	p.hand.drag, p.hand.targets, p.banner.text, p.hints.shown = nil, nil, "", nil // a hint names the last player's tiles
	if clicked == idReady || ctx.In.KeyPressed(ebiten.KeyEnter) {
		if h, ok := p.sess.Reader.(handOffer); ok {
			h.Ready()
		}
		redraw = true
	}
	return redraw
}

func (handoffMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	u := p.lay.U
	to := handoffTo(p.sess.Reader)
	who := p.sess.Name(to)
	l, title, text := handoffPage(p, ctx)
	bh := ui.TouchSize * u
	d := p.sess.State().Player(to).Dynasty
	r := l.words
	lines, boxH := sinceLines(p, ctx, r.W, l.summaryRoom)
	drawHandoffGround(dst, ctx, th, p.pal.Space, p.pal.House[d], l, boxH)
	if l.flagS > 12*u {
		at := menus.DrawStandard(dst, l.flagX, l.flagFoot, l.flagS, p.pal.House[d], p.pal.Space)
		ui.DrawSprite(dst, sealPicture(ctx, p.pal, d, int(at.W)), at, 1)
	}
	y := r.Y + drawHandoffHeading(dst, ctx, th, title, r, 28) + 12*u
	th.Paragraph(dst, ctx, text, r.X, y, r.W, 16, false, th.Text, engine.Center)
	p.ctl.Begin(th) // the panel's buttons are covered
	p.ctl.Styled(dst, ctx, ui.Rect{X: r.X + r.W/2 - 100*u, Y: l.readyY, W: 200 * u, H: bh}, "Ready", idReady, "Show "+who+"'s hand and points (Enter)", true, ui.Primary)
	if boxH > 0 {
		drawSince(dst, ctx, th, sinceHeading(p.sess.Record(), to), lines, ui.Rect{X: r.X, Y: l.summaryY, W: r.W, H: boxH})
	}
}

// handoffPage is the hand-off's composition, its heading and its words.
func handoffPage(p *Play, ctx *engine.Context) (handoffLayout, string, string) {
	th := p.theme()
	u := p.lay.U
	to := handoffTo(p.sess.Reader)
	who := p.sess.Name(to)
	held := false
	if te, ok := p.sess.Reader.(turnEnder); ok {
		held = te.TurnHeld()
	}
	title := who + ": " + handoffWhy(p.sess.State(), to, held)
	text := handoffText(who)
	// Ready stands at a height that never depends on the summary below it: it moved down as
	// "Since your last turn" grew, and a second click landed on nothing (review 3)
	l := handoffPlaces(p.lay.W, p.lay.H, u, ui.TouchSize*u, func(w float64) float64 {
		return drawHandoffHeading(nil, ctx, th, title, ui.Rect{W: w}, 28) + 12*u + th.Paragraph(nil, ctx, text, 0, 0, w, 16, false, th.Text, engine.Center)
	})
	return l, title, text
}

// handoffText says how the screen changes hands, in a mouse's words ("clicks"): a touch screen's
// theme says "taps" (themes' tapWords), as it says every other click (issue 44: "presses" was
// neither device's word).
func handoffText(who string) string {
	return "Pass the screen to " + who + ", who clicks Ready when nobody else can see it."
}
