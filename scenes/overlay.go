package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tigris/engine"
	"tigris/game"
)

type textFace = *text.GoTextFace

// drawDialog shows a decision the rules ask for: what is at stake, and one button per choice.
func (p *Play) drawDialog(dst *ebiten.Image, ctx *engine.Context) {
	l := &p.lay
	u := l.U
	d := p.dialog
	w := l.Board.W * 0.78
	rows := (len(d.Options) + 1) / 2
	h := 60*u + float64(len(d.Lines))*20*u + float64(rows)*42*u
	x := l.Board.X + (l.Board.W-w)/2
	y := l.Board.Y + l.Board.H - h - 10*u
	engine.Rect(dst, x, y, w, h, engine.RGBA(46, 40, 34, 245))
	engine.Frame(dst, x, y, w, h, 2*u, colAccent)
	label(dst, ctx, d.Title, x+16*u, y+12*u, 17, true, colAccent)
	for i, line := range d.Lines {
		label(dst, ctx, line, x+16*u, y+40*u+float64(i)*20*u, 13, false, colText)
	}
	p.dlgRects = p.dlgRects[:0]
	by := y + 46*u + float64(len(d.Lines))*20*u
	bw := (w - 48*u) / 2
	for i, o := range d.Options {
		r := rect{x + 16*u + float64(i%2)*(bw+16*u), by + float64(i/2)*42*u, bw, 34 * u}
		p.dlgRects = append(p.dlgRects, r)
		tip := "Choose: " + o.Label
		if o.Cell >= 0 {
			tip += " (or click its framed space on the board)"
		}
		p.ctl.button(dst, ctx, r, o.Label, "dialog", tip, true)
	}
}

// drawHandoff hides everything private until the next human is ready (R11.1).
func (p *Play) drawHandoff(dst *ebiten.Image, ctx *engine.Context) {
	u := p.lay.U
	engine.Rect(dst, 0, 0, p.lay.W, p.lay.H, engine.RGBA(20, 18, 16, 250))
	who := p.sess.Name(p.sess.HandoffTo())
	cx, cy := p.lay.W/2, p.lay.H/2
	face := ctx.Fonts.Face(28*u, true)
	engine.Text(dst, "Pass the game to "+who, face, cx, cy-90*u, engine.Scale(colAccent), engine.Center)
	engine.Text(dst, who+", press Ready when nobody else can see the screen.", ctx.Fonts.Face(16*u, false), cx, cy-40*u, engine.Scale(colText), engine.Center)
	p.readyBtn = rect{cx - 90*u, cy + 10*u, 180 * u, 44 * u}
	p.ctl.begin() // the panel's buttons are covered
	p.ctl.button(dst, ctx, p.readyBtn, "Ready", "ready", "Show "+who+"'s hand and points (Enter)", true)
}

// drawGameOver reveals everyone's points, the treasures placed to each player's best, and the
// ranking with its tie-break (R10.2).
func (p *Play) drawGameOver(dst *ebiten.Image, ctx *engine.Context) {
	l := &p.lay
	u := l.U
	st := p.sess.State()
	order, place := game.Ranking(st)
	w, h := 640*u, 150*u+float64(len(order))*34*u
	x, y := (l.W-w)/2, (l.H-h)/2
	engine.Rect(dst, x, y, w, h, engine.RGBA(46, 40, 34, 250))
	engine.Frame(dst, x, y, w, h, 2*u, colAccent)
	winners := game.Winners(st)
	title := p.sess.Name(winners[0]) + " wins!"
	if len(winners) > 1 {
		title = "A shared win!"
	}
	engine.Text(dst, title, ctx.Fonts.Face(26*u, true), x+w/2, y+14*u, engine.Scale(colAccent), engine.Center)
	label(dst, ctx, "Colours sorted from the weakest, treasures placed where they help most:", x+20*u, y+56*u, 13, false, colDim)
	head := ctx.Fonts.Face(13*u, true)
	cols := []float64{20, 60, 180, 380}
	hdr := []string{"", "player", "weakest → strongest", "points r b g k + treasures"}
	for i, s := range hdr {
		engine.Text(dst, s, head, x+cols[i]*u, y+80*u, engine.Scale(colDim), engine.Left)
	}
	row := ctx.Fonts.Face(15*u, false)
	for k, pl := range order {
		ry := y + 104*u + float64(k)*34*u
		pp := st.Player(pl)
		fs := game.FinalScore(pp)
		engine.Text(dst, fmt.Sprintf("%d.", place[pl]), row, x+cols[0]*u, ry, engine.Scale(colText), engine.Left)
		engine.Text(dst, p.sess.Name(pl), row, x+cols[1]*u, ry, engine.Scale(colText), engine.Left)
		engine.Text(dst, fmt.Sprintf("%d  %d  %d  %d", fs[0], fs[1], fs[2], fs[3]), row, x+cols[2]*u, ry, engine.Scale(colAccent), engine.Left)
		engine.Text(dst, fmt.Sprintf("%d %d %d %d + %d", pp.Score[0], pp.Score[1], pp.Score[2], pp.Score[3], pp.Treasures), row, x+cols[3]*u, ry, engine.Scale(colText), engine.Left)
	}
	p.overBtn = rect{x + w/2 - 70*u, y + h - 46*u, 140 * u, 34 * u}
	p.ctl.begin() // the panel's buttons are covered
	p.ctl.button(dst, ctx, p.overBtn, "Close", "close", "Back to the title (Esc)", true)
}
