package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

type textFace = *text.GoTextFace

// drawDialog shows a decision the rules ask for: what is at stake, and one button per choice. It
// sits where the hand, supply and log are (beside or below the board, never over it), and grows
// over the players' rows when it needs more room; the buttons below it (Undo, Menu) stay usable.
// Where even that is too little (a phone held sideways) its text scrolls above the choices.
func (p *Play) drawDialog(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	l := &p.lay
	u := l.U
	d := p.dialog
	x, w := l.Work.X, l.Work.W
	inner := w - 32*u
	bh := ui.TouchSize * u
	widest := 0.0
	for _, o := range d.Options {
		widest = max(widest, th.Width(o.Label, ui.Face(ctx, 13, true)))
	}
	cols := max(1, min(3, int((inner+16*u)/(widest+20*u+16*u))))
	rows := (len(d.Options) + cols - 1) / cols
	optionsH := float64(rows)*(bh+8*u) - 8*u
	textH := th.Paragraph(nil, ctx, d.Title, 0, 0, inner, 17, true, th.Accent, engine.Left) + 8*u
	for _, line := range d.Lines {
		textH += th.Paragraph(nil, ctx, line, 0, 0, inner, 13, false, th.Text, engine.Left) + 4*u
	}
	h := 14*u + textH + 10*u + optionsH + 14*u
	y := l.Work.Y
	if h > l.Work.H {
		top := l.Panel.Y // over the players' rows, not the board
		if l.Portrait {
			top = l.Board.Bottom() + 4*u
		}
		y = max(top, l.Work.Bottom()-h)
		h = l.Work.Bottom() - y
	}
	engine.Rect(dst, x, y, w, h, ui.Alpha(th.Box, 250))
	engine.Frame(dst, x, y, w, h, 2*u, th.Accent)
	from := len(p.ctl.Hits)
	oy := y + h - 14*u - optionsH
	c, ty := p.dlgText.Begin(dst, ui.Rect{X: x + 2*u, Y: y + 2*u, W: w - 4*u, H: oy - 10*u - y - 2*u})
	ty += 12 * u
	ty += th.Paragraph(c, ctx, d.Title, x+16*u, ty, inner, 17, true, th.Accent, engine.Left) + 8*u
	for _, line := range d.Lines {
		ty += th.Paragraph(c, ctx, line, x+16*u, ty, inner, 13, false, th.Text, engine.Left) + 4*u
	}
	p.dlgText.End(dst, ctx, &p.ctl, from, ty)
	bw := (inner - float64(cols-1)*16*u) / float64(cols)
	for i, o := range d.Options {
		r := ui.Rect{X: x + 16*u + float64(i%cols)*(bw+16*u), Y: oy + float64(i/cols)*(bh+8*u), W: bw, H: bh}
		tip := "Choose: " + o.Label
		if o.Cell >= 0 {
			tip += " (or click its framed space on the board)"
		}
		p.ctl.Button(dst, ctx, r, o.Label, idOption.At(i), tip, true)
	}
}

// drawHandoff hides everything private until the next human is ready (R11.1).
func (p *Play) drawHandoff(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	u := p.lay.U
	dst.Fill(th.Frame) // opaque: nothing of the last player's shows through
	who := p.sess.Name(p.sess.HandoffTo())
	w := math.Min(p.lay.W-32*u, 640*u)
	x := (p.lay.W - w) / 2
	title := "Pass the game to " + who
	text := who + ", press Ready when nobody else can see the screen."
	h := th.Paragraph(nil, ctx, title, 0, 0, w, 28, true, th.Accent, engine.Center) + 16*u +
		th.Paragraph(nil, ctx, text, 0, 0, w, 16, false, th.Text, engine.Center) + 24*u + ui.TouchSize*u
	y := (p.lay.H - h) / 2
	y += th.Paragraph(dst, ctx, title, x, y, w, 28, true, th.Accent, engine.Center) + 16*u
	y += th.Paragraph(dst, ctx, text, x, y, w, 16, false, th.Text, engine.Center) + 24*u
	p.ctl.Begin(th) // the panel's buttons are covered
	p.ctl.Button(dst, ctx, ui.Rect{X: p.lay.W/2 - 90*u, Y: y, W: 180 * u, H: ui.TouchSize * u}, "Ready", idReady, "Show "+who+"'s hand and points (Enter)", true)
}

// drawGameOver reveals everyone's points: each player's colours in words with the treasures placed
// where they help most, the weakest colour that is the score, and how first place was decided
// (R10.2). Its buttons let the players look at the final board and log, or replay the game.
func (p *Play) drawGameOver(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	if p.looking {
		return
	}
	l := &p.lay
	u := l.U
	st := p.sess.State()
	f := session.Explain(st, p.names())
	w := math.Min(720*u, l.W-16*u)
	inner := w - 40*u
	winners := game.Winners(st)
	title := p.sess.Name(winners[0]) + " wins!"
	if len(winners) > 1 {
		title = "A shared win!"
	}
	end := p.endCause()
	rowsH := 0.0
	for _, r := range f.Rows {
		rowsH += 24*u + th.Paragraph(nil, ctx, r.Colours, 0, 0, inner-30*u, 13, false, th.Dim, engine.Left) + 10*u
	}
	textH := th.Paragraph(nil, ctx, f.Why, 0, 0, inner, 14, false, th.Text, engine.Left) + 6*u
	if end != "" {
		textH += th.Paragraph(nil, ctx, end, 0, 0, inner, 13, false, th.Dim, engine.Left) + 6*u
	}
	bh := ui.TouchSize * u
	h := 56*u + textH + 10*u + rowsH + 16*u + bh + 14*u
	x, y := (l.W-w)/2, math.Max(8*u, (l.H-h)/2)
	if h > l.H-16*u { // a low screen: the box takes it all and its text scrolls
		y, h = 8*u, l.H-16*u
	}
	engine.Rect(dst, x, y, w, h, ui.Alpha(th.Box, 250))
	engine.Frame(dst, x, y, w, h, 2*u, th.Accent)
	p.ctl.Begin(th) // the panel's buttons are covered
	from := len(p.ctl.Hits)
	c, ty := p.dlgText.Begin(dst, ui.Rect{X: x + 2*u, Y: y + 2*u, W: w - 4*u, H: h - 4*u - bh - 24*u})
	ty += 12 * u
	th.Draw(c, title, ctx.Fonts.Face(26*u, true), x+w/2, ty, engine.Scale(th.Accent), engine.Center)
	ty += 44 * u
	ty += th.Paragraph(c, ctx, f.Why, x+20*u, ty, inner, 14, false, th.Text, engine.Left) + 6*u
	if end != "" {
		ty += th.Paragraph(c, ctx, end, x+20*u, ty, inner, 13, false, th.Dim, engine.Left) + 6*u
	}
	ty += 10 * u
	for _, r := range f.Rows {
		th.Draw(c, fmt.Sprintf("%d.  %s", r.Place, p.sess.Name(r.Seat)), ui.Face(ctx, 16, true), x+20*u, ty, engine.Scale(th.Text), engine.Left)
		th.Draw(c, fmt.Sprintf("score %d (weakest: %s)", r.Score, r.Weakest), ui.Face(ctx, 15, true), x+w-20*u, ty, engine.Scale(th.Accent), engine.Right)
		ty += 24 * u
		ty += th.Paragraph(c, ctx, r.Colours, x+50*u, ty, inner-30*u, 13, false, th.Dim, engine.Left) + 10*u
	}
	p.dlgText.End(dst, ctx, &p.ctl, from, ty)
	by := y + h - 14*u - bh
	bw := (inner - 24*u) / 3
	p.ctl.Button(dst, ctx, ui.Rect{X: x + 20*u, Y: by, W: bw, H: bh}, "See the board", idLook, "Look at the final board and the log (the results come back with Results)", true)
	p.ctl.Button(dst, ctx, ui.Rect{X: x + 20*u + bw + 12*u, Y: by, W: bw, H: bh}, "Replay", idReplay, "Watch the game again from its start", true)
	p.ctl.Button(dst, ctx, ui.Rect{X: x + 20*u + 2*(bw+12*u), Y: by, W: bw, H: bh}, "Close", idClose, "Back to the title (Esc)", true)
}

// names are the seats' names, in seat order.
func (p *Play) names() []string {
	var n []string
	for i := range p.sess.Seats() {
		n = append(n, p.sess.Name(i))
	}
	return n
}

// endCause is the log's line saying why the game ended, if it is there.
func (p *Play) endCause() string {
	log := p.sess.Log()
	for i := len(log) - 1; i >= 0 && i >= len(log)-3; i-- {
		if strings.HasSuffix(log[i], "the game is over") {
			return log[i] + "."
		}
	}
	return ""
}
