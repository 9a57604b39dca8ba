package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
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
	dst.Fill(th.Frame) // opaque: nothing of the last player's shows through
	to := handoffTo(p.sess.Reader)
	who := p.sess.Name(to)
	w := math.Min(p.lay.W-32*u, 640*u)
	x := (p.lay.W - w) / 2
	held := false
	if te, ok := p.sess.Reader.(turnEnder); ok {
		held = te.TurnHeld()
	}
	title := who + ": " + handoffWhy(p.sess.State(), to, held)
	text := handoffText(who)
	// Ready stands under the words at a height that never depends on the summary below it: it
	// moved down as "Since your last turn" grew, and a second click landed on nothing (review 3)
	y := math.Max(100*u, p.lay.H*0.2)
	p.drawEmblem(dst, ctx, to, p.lay.W/2, y-40*u, 56*u)
	y += th.Paragraph(dst, ctx, title, x, y, w, 28, true, th.Accent, engine.Center) + 16*u
	y += th.Paragraph(dst, ctx, text, x, y, w, 16, false, th.Text, engine.Center) + 24*u
	p.ctl.Begin(th) // the panel's buttons are covered
	p.ctl.Styled(dst, ctx, ui.Rect{X: p.lay.W/2 - 90*u, Y: y, W: 180 * u, H: ui.TouchSize * u}, "Ready", idReady, "Show "+who+"'s hand and points (Enter)", true, ui.Primary)
	y += ui.TouchSize*u + 24*u
	if lines, boxH := sinceLines(p, ctx, w, p.lay.H-y-24*u); boxH > 0 {
		drawSince(dst, ctx, th, sinceHeading(p.sess.Record(), to), lines, ui.Rect{X: x, Y: y, W: w, H: boxH})
	}
}

// handoffText says how the screen changes hands, in a mouse's words ("clicks"): a touch screen's
// theme says "taps" (themes' tapWords), as it says every other click (issue 44: "presses" was
// neither device's word).
func handoffText(who string) string {
	return "Pass the screen to " + who + ", who clicks Ready when nobody else can see it."
}
