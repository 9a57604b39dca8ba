package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// askMode is a question put before something that cannot be taken back (End turn with actions
// left): a card in the middle of the screen, its two answers far apart so a finger cannot take
// one for the other.
type askMode struct {
	title, text string
	yes, no     string // the answers' labels
	then        func() // done on yes
}

func (a *askMode) update(p *Play, ctx *engine.Context, clicked ui.ID, _ bool) bool {
	in := ctx.In
	switch {
	case clicked == idAskYes || in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeySpace):
		p.ask = nil
		a.then()
	case clicked == idAskNo || in.KeyPressed(ebiten.KeyEscape):
		p.ask = nil
	case clicked == idMenu:
		p.ask = nil
		p.menu.show()
	}
	return true
}

func (a *askMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	u := p.lay.U
	engine.Rect(dst, 0, 0, p.lay.W, p.lay.H, ui.Alpha(th.Frame, 150)) // the question is what counts now
	w := math.Min(480*u, p.lay.W-24*u)
	inner := w - 40*u
	bh := ui.TouchSize * u
	titleH := th.Paragraph(nil, ctx, a.title, 0, 0, inner, 18, true, th.Accent, engine.Left)
	textH := th.Paragraph(nil, ctx, a.text, 0, 0, inner, 14, false, th.Text, engine.Left)
	h := 20*u + titleH + 10*u + textH + 24*u + bh + 20*u
	r := ui.Rect{X: (p.lay.W - w) / 2, Y: math.Max(8*u, (p.lay.H-h)/2), W: w, H: h}
	card(dst, ctx, th, r)
	y := r.Y + 20*u
	y += th.Paragraph(dst, ctx, a.title, r.X+20*u, y, inner, 18, true, th.Accent, engine.Left) + 10*u
	y += th.Paragraph(dst, ctx, a.text, r.X+20*u, y, inner, 14, false, th.Text, engine.Left) + 24*u
	p.ctl.Begin(th) // the panel's buttons are behind the question
	bw := math.Min(180*u, (inner-64*u)/2)
	// the answers at the card's two ends: no slip of a finger turns one into the other
	p.ctl.Button(dst, ctx, ui.Rect{X: r.X + 20*u, Y: y, W: bw, H: bh}, a.no, idAskNo, "Back to the turn (Esc)", true)
	p.ctl.Button(dst, ctx, ui.Rect{X: r.X + r.W - 20*u - bw, Y: y, W: bw, H: bh}, a.yes, idAskYes, a.yes+" (Enter)", true)
}
