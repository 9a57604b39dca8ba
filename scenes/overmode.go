package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// overMode is the finished game: the results, the final board to look at, the replay, the way out.
type overMode struct{}

// update takes the final screen's buttons: look at the board (and back to the results), replay
// the game, or leave.
func (overMode) update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool {
	in := ctx.In
	p.dlgText.Update(ctx)
	if in.Wheel != 0 && p.lay.Log.In(in.X, in.Y) {
		p.logScroll = max(0, p.logScroll+int(in.Wheel))
	}
	switch {
	case clicked == idLook:
		p.looking = true
	case clicked == idResults:
		p.looking = false
	case clicked == idReplay && p.shell != nil:
		ctx.Switch(NewReplay(p.shell, p.sess.Record(), p.sess.Seats(), p))
	case clicked == idMenu:
		p.openMenu()
	case clicked == idClose || in.KeyPressed(ebiten.KeyEscape):
		if p.lesson != nil {
			ctx.Switch(NewLessonList(p.shell))
			return true
		}
		p.leave(ctx)
	}
	return redraw || !clicked.IsZero() || in.Wheel != 0
}

// draw reveals everyone's points: each player's colours in words with the treasures placed where
// they help most, the weakest colour that is the score, and how first place was decided (R10.2).
// Its buttons let the players look at the final board and log, or replay the game.
func (overMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
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
