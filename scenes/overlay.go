package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tigris/engine"
	"tigris/game"
)

type textFace = *text.GoTextFace

// drawDialog shows a decision the rules ask for: what is at stake, and one button per choice. It
// sits where the hand, supply and log are (beside or below the board, never over it), and grows
// over the players' rows when it needs more room; the buttons below it (Undo, Menu) stay usable.
// Where even that is too little (a phone held sideways) its text scrolls above the choices.
func (p *Play) drawDialog(dst *ebiten.Image, ctx *engine.Context) {
	l := &p.lay
	u := l.U
	d := p.dialog
	x, w := l.Work.X, l.Work.W
	inner := w - 32*u
	bh := touchSize * u
	widest := 0.0
	for _, o := range d.Options {
		widest = max(widest, engine.TextWidth(o.Label, face(ctx, 13, true)))
	}
	cols := max(1, min(3, int((inner+16*u)/(widest+20*u+16*u))))
	rows := (len(d.Options) + cols - 1) / cols
	optionsH := float64(rows)*(bh+8*u) - 8*u
	textH := paragraph(nil, ctx, d.Title, 0, 0, inner, 17, true, colAccent, engine.Left) + 8*u
	for _, line := range d.Lines {
		textH += paragraph(nil, ctx, line, 0, 0, inner, 13, false, colText, engine.Left) + 4*u
	}
	h := 14*u + textH + 10*u + optionsH + 14*u
	y := l.Work.Y
	if h > l.Work.H {
		top := l.Panel.Y // over the players' rows, not the board
		if l.Portrait {
			top = l.Board.bottom() + 4*u
		}
		y = max(top, l.Work.bottom()-h)
		h = l.Work.bottom() - y
	}
	engine.Rect(dst, x, y, w, h, engine.RGBA(46, 40, 34, 250))
	engine.Frame(dst, x, y, w, h, 2*u, colAccent)
	from := len(p.ctl.hits)
	oy := y + h - 14*u - optionsH
	c, ty := p.dlgText.begin(dst, rect{x + 2*u, y + 2*u, w - 4*u, oy - 10*u - y - 2*u})
	ty += 12 * u
	ty += paragraph(c, ctx, d.Title, x+16*u, ty, inner, 17, true, colAccent, engine.Left) + 8*u
	for _, line := range d.Lines {
		ty += paragraph(c, ctx, line, x+16*u, ty, inner, 13, false, colText, engine.Left) + 4*u
	}
	p.dlgText.end(dst, ctx, &p.ctl, from, ty)
	bw := (inner - float64(cols-1)*16*u) / float64(cols)
	for i, o := range d.Options {
		r := rect{x + 16*u + float64(i%cols)*(bw+16*u), oy + float64(i/cols)*(bh+8*u), bw, bh}
		tip := "Choose: " + o.Label
		if o.Cell >= 0 {
			tip += " (or click its framed space on the board)"
		}
		p.ctl.button(dst, ctx, r, o.Label, fmt.Sprintf("option%d", i), tip, true)
	}
}

// drawHandoff hides everything private until the next human is ready (R11.1).
func (p *Play) drawHandoff(dst *ebiten.Image, ctx *engine.Context) {
	u := p.lay.U
	dst.Fill(engine.RGB(20, 18, 16)) // opaque: nothing of the last player's shows through
	who := p.sess.Name(p.sess.HandoffTo())
	w := math.Min(p.lay.W-32*u, 640*u)
	x := (p.lay.W - w) / 2
	title := "Pass the game to " + who
	text := who + ", press Ready when nobody else can see the screen."
	h := paragraph(nil, ctx, title, 0, 0, w, 28, true, colAccent, engine.Center) + 16*u +
		paragraph(nil, ctx, text, 0, 0, w, 16, false, colText, engine.Center) + 24*u + touchSize*u
	y := (p.lay.H - h) / 2
	y += paragraph(dst, ctx, title, x, y, w, 28, true, colAccent, engine.Center) + 16*u
	y += paragraph(dst, ctx, text, x, y, w, 16, false, colText, engine.Center) + 24*u
	p.ctl.begin() // the panel's buttons are covered
	p.ctl.button(dst, ctx, rect{p.lay.W/2 - 90*u, y, 180 * u, touchSize * u}, "Ready", "ready", "Show "+who+"'s hand and points (Enter)", true)
}

// drawGameOver reveals everyone's points, the treasures placed to each player's best, and the
// ranking with its tie-break (R10.2). On a narrow screen each player takes two lines.
func (p *Play) drawGameOver(dst *ebiten.Image, ctx *engine.Context) {
	l := &p.lay
	u := l.U
	st := p.sess.State()
	order, place := game.Ranking(st)
	w := math.Min(640*u, l.W-16*u)
	wide := w >= 560*u
	rowH := 34 * u
	if !wide {
		rowH = 48 * u
	}
	note := "Colours sorted from the weakest, treasures placed where they help most:"
	noteH := paragraph(nil, ctx, note, 0, 0, w-40*u, 13, false, colDim, engine.Left)
	h := 56*u + noteH + 34*u + float64(len(order))*rowH + 20*u + touchSize*u
	x, y := (l.W-w)/2, math.Max(8*u, (l.H-h)/2)
	engine.Rect(dst, x, y, w, h, engine.RGBA(46, 40, 34, 250))
	engine.Frame(dst, x, y, w, h, 2*u, colAccent)
	winners := game.Winners(st)
	title := p.sess.Name(winners[0]) + " wins!"
	if len(winners) > 1 {
		title = "A shared win!"
	}
	engine.Text(dst, title, ctx.Fonts.Face(26*u, true), x+w/2, y+14*u, engine.Scale(colAccent), engine.Center)
	ty := y + 56*u
	ty += paragraph(dst, ctx, note, x+20*u, ty, w-40*u, 13, false, colDim, engine.Left) + 8*u
	head := face(ctx, 13, true)
	row := face(ctx, 15, false)
	cols := []float64{20, 60, 180, 380}
	hdr := []string{"", "player", "weakest → strongest", "points r b g k + treasures"}
	if !wide {
		cols = []float64{12, 40, 150, 40}
		hdr = []string{"", "player", "weakest → strongest", ""}
	}
	for i, s := range hdr {
		engine.Text(dst, s, head, x+cols[i]*u, ty, engine.Scale(colDim), engine.Left)
	}
	ty += 26 * u
	for k, pl := range order {
		ry := ty + float64(k)*rowH
		pp := st.Player(pl)
		fs := game.FinalScore(pp)
		engine.Text(dst, fmt.Sprintf("%d.", place[pl]), row, x+cols[0]*u, ry, engine.Scale(colText), engine.Left)
		engine.Text(dst, p.sess.Name(pl), row, x+cols[1]*u, ry, engine.Scale(colText), engine.Left)
		engine.Text(dst, fmt.Sprintf("%d  %d  %d  %d", fs[0], fs[1], fs[2], fs[3]), row, x+cols[2]*u, ry, engine.Scale(colAccent), engine.Left)
		points := fmt.Sprintf("%d %d %d %d + %d", pp.Score[0], pp.Score[1], pp.Score[2], pp.Score[3], pp.Treasures)
		if wide {
			engine.Text(dst, points, row, x+cols[3]*u, ry, engine.Scale(colText), engine.Left)
		} else {
			engine.Text(dst, "points r b g k: "+points, face(ctx, 13, false), x+cols[3]*u, ry+row.Size*1.3, engine.Scale(colDim), engine.Left)
		}
	}
	close := rect{x + w/2 - 80*u, y + h - 14*u - touchSize*u, 160 * u, touchSize * u}
	p.ctl.begin() // the panel's buttons are covered
	p.ctl.button(dst, ctx, close, "Close", "close", "Back to the title (Esc)", true)
}
