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
		if h, ok := p.sess.(handOffer); ok {
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
	who := p.sess.Name(handoffTo(p.sess))
	w := math.Min(p.lay.W-32*u, 640*u)
	x := (p.lay.W - w) / 2
	held := false
	if te, ok := p.sess.(turnEnder); ok {
		held = te.TurnHeld()
	}
	title := who + ": " + handoffWhy(p.sess.State(), handoffTo(p.sess), held)
	text := "Pass the screen to " + who + ", who presses Ready when nobody else can see it."
	h := th.Paragraph(nil, ctx, title, 0, 0, w, 28, true, th.Accent, engine.Center) + 16*u +
		th.Paragraph(nil, ctx, text, 0, 0, w, 16, false, th.Text, engine.Center) + 24*u + ui.TouchSize*u
	y := (p.lay.H - h) / 2
	p.drawEmblem(dst, ctx, handoffTo(p.sess), p.lay.W/2, y-40*u, 56*u)
	y += th.Paragraph(dst, ctx, title, x, y, w, 28, true, th.Accent, engine.Center) + 16*u
	y += th.Paragraph(dst, ctx, text, x, y, w, 16, false, th.Text, engine.Center) + 24*u
	p.ctl.Begin(th) // the panel's buttons are covered
	p.ctl.Button(dst, ctx, ui.Rect{X: p.lay.W/2 - 90*u, Y: y, W: 180 * u, H: ui.TouchSize * u}, "Ready", idReady, "Show "+who+"'s hand and points (Enter)", true)
}
