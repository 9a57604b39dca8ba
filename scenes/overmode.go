package scenes

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// overMode is the finished game: the results, the final board to look at, the replay, the way out.
type overMode struct{}

// update takes the final screen's buttons: look at the board (and back to the results), replay
// the game, or leave.
func (overMode) update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool {
	in := ctx.In
	if p.shower.skipVictory(in, ctx.Now) || p.shower.victory(ctx.Now) {
		return true // the end's moment (victory.go) takes every input and frame while it lasts
	}
	p.dlg.text.Update(ctx)
	p.log.wheel(in)
	switch {
	case clicked == idLook:
		p.looking = true
	case clicked == idResults:
		p.looking = false
	case clicked == idReview:
		p.openReview(ctx)
	case clicked == idPlayAgain && playedHere(p):
		playAgain(p, ctx)
	case clicked == idReplay && p.host.shell != nil:
		ctx.Switch(p.host.Games.Replay(p.sess.Record(), p.sess.Seats(), p))
	case clicked == idMenu:
		p.menu.show()
	case clicked == idClose || in.KeyPressed(ebiten.KeyEscape):
		if p.lesson != nil {
			ctx.Switch(menus.NewLessonList(p.host.Host))
			return true
		}
		p.leave(ctx)
	}
	return redraw || !clicked.IsZero() || in.Wheel != 0 || p.shower.on(ctx.Now)
}

// draw is the results card, opaque: the winner's emblem and name, how first place was decided
// (R10.2), then the players ranked, each with his emblem, score and weakest colour, and his colours
// in words with the treasures placed where they help most. A short shower of tiles in the game's
// colours celebrates the end. Its buttons let the players look at the final board and log, or
// replay the game.
func (overMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	if p.looking {
		return
	}
	if p.shower.victory(ctx.Now) {
		p.ctl.Begin(th) // the panel's buttons are covered
		overMode{}.drawVictory(p, dst, ctx)
		return
	}
	l := &p.lay
	u := l.U
	st := p.sess.State()
	resigned := resignedSeats(p.sess)
	f := session.ExplainResigned(st, p.names(), resigned)
	w := math.Min(720*u, l.W-16*u)
	inner := w - 40*u
	winners := game.WinnersResigned(st, resigned)
	title, note, _ := strings.Cut(session.WinnerTitle(p.sess.Name, p.sess.Seats(), winners), " (")
	note = strings.TrimSuffix(note, ")") // a seat a bot took over: said on a line of its own
	end := p.endCause()
	emblem := 30 * u
	indent := 48*u + emblem + 10*u // where a row's name and colours begin
	colsW := w - indent - 24*u     // the colours' width, inside the row's band
	rowsH := 0.0
	for _, r := range f.Rows {
		rowsH += rowTop(u) + th.Paragraph(nil, ctx, r.Colours, 0, 0, colsW, 13, false, th.Dim, engine.Left) + 14*u
	}
	textH := th.Paragraph(nil, ctx, f.Why, 0, 0, inner, 14, false, th.Text, engine.Left) + 6*u
	if end != "" {
		textH += th.Paragraph(nil, ctx, end, 0, 0, inner, 13, false, th.Dim, engine.Left) + 6*u
	}
	bh := ui.TouchSize * u
	head := 112 * u
	if note != "" {
		head += 20 * u
	}
	h := head + textH + 10*u + rowsH + 16*u + bh + 14*u + bh + 10*u // the review's row above the others
	x, y := (l.W-w)/2, math.Max(8*u, (l.H-h)/2)
	if h > l.H-16*u { // a low screen: the card takes it all and its text scrolls
		y, h = 8*u, l.H-16*u
	}
	engine.Rect(dst, 0, 0, l.W, l.H, ui.Alpha(th.Frame, 170)) // the board steps back
	p.shower.draw(dst, ctx)
	card(dst, ctx, th, ui.Rect{X: x, Y: y, W: w, H: h})
	p.ctl.Begin(th) // the panel's buttons are covered
	from := len(p.ctl.Hits)
	c, ty := p.dlg.text.Begin(dst, ui.Rect{X: x + 2*u, Y: y + 2*u, W: w - 4*u, H: h - 4*u - 2*bh - 34*u})
	ty += 14 * u
	for i, seat := range winners {
		ex := x + w/2 + (float64(i)-float64(len(winners)-1)/2)*60*u
		if p.shower.on(ctx.Now) {
			// a halo that swells and fades behind the winner while the tiles fall
			k := ctx.Now.Sub(p.shower.at).Seconds() / celebration.Seconds()
			r := (28 + 8*math.Sin(k*math.Pi)) * u
			ctx.Stamps.Box(c, ex-r, ty+26*u-r, 2*r, 2*r, r, ui.Alpha(th.Accent, uint8(110*(1-k))))
		}
		p.drawEmblem(c, ctx, seat, ex, ty+26*u, 52*u)
	}
	ty += 58 * u
	th.Draw(c, title, ctx.Fonts.Face(26*u, true), x+w/2, ty, engine.Scale(th.Accent), engine.Center)
	if note != "" {
		th.Draw(c, "("+note+")", ui.Face(ctx, 14, false), x+w/2, ty+36*u, engine.Scale(th.Dim), engine.Center)
	}
	ty += head - 72*u
	ty += th.Paragraph(c, ctx, f.Why, x+20*u, ty, inner, 14, false, th.Text, engine.Left) + 6*u
	if end != "" {
		ty += th.Paragraph(c, ctx, end, x+20*u, ty, inner, 13, false, th.Dim, engine.Left) + 6*u
	}
	ty += 10 * u
	for _, r := range f.Rows {
		colH := th.Paragraph(nil, ctx, r.Colours, 0, 0, colsW, 13, false, th.Dim, engine.Left)
		band := ui.Rect{X: x + 12*u, Y: ty, W: w - 24*u, H: rowTop(u) + colH + 8*u}
		if r.Place == 1 {
			ctx.Stamps.Box(c, band.X, band.Y, band.W, band.H, 6*u, th.Current)
		} else {
			ctx.Stamps.Box(c, band.X, band.Y, band.W, band.H, 6*u, th.Well)
		}
		p.drawHouseBand(c, ctx, st.Player(r.Seat).Dynasty, band.X+3*u, band.Y+6*u, 4*u, band.H-12*u)
		th.Draw(c, ordinal(r.Place), ui.Face(ctx, 15, true), x+20*u, ty+10*u, engine.Scale(th.Dim), engine.Left)
		p.drawEmblem(c, ctx, r.Seat, x+20*u+28*u+emblem/2, ty+6*u+emblem/2, emblem)
		nx := x + indent
		th.Draw(c, p.sess.Name(r.Seat), ui.Face(ctx, 17, true), nx, ty+8*u, engine.Scale(th.Text), engine.Left)
		th.Draw(c, fmt.Sprintf("%d", r.Score), ui.Face(ctx, 24, true), x+w-24*u, ty+4*u, engine.Scale(th.Accent), engine.Right)
		sw := th.Width(fmt.Sprintf("%d", r.Score), ui.Face(ctx, 24, true))
		th.Draw(c, "weakest: "+r.Weakest, ui.Face(ctx, 13, false), x+w-34*u-sw, ty+12*u, engine.Scale(th.Dim), engine.Right)
		ty += rowTop(u)
		ty += th.Paragraph(c, ctx, r.Colours, nx, ty, colsW, 13, false, th.Dim, engine.Left) + 14*u
	}
	p.dlg.text.End(dst, ctx, &p.ctl, from, ty)
	by := y + h - 14*u - bh
	review := inner
	if p.lesson != nil { // a lesson that ends the game goes on as the others do: to the next lesson
		bw := th.RowWidths(ctx, []string{p.lesson.nextLabel(), "Review the game"}, inner, 12*u)
		p.ctl.Styled(dst, ctx, ui.Rect{X: x + 20*u, Y: by - bh - 10*u, W: bw[0], H: bh}, p.lesson.nextLabel(), idLessonNext, "Go on to the next lesson", true, ui.Primary)
		p.ctl.Button(dst, ctx, ui.Rect{X: x + 20*u + bw[0] + 12*u, Y: by - bh - 10*u, W: bw[1], H: bh}, "Review the game", idReview, "The Expert weighs every decision: your largest mistakes, and the better moves", true)
		overMode{}.drawWayOut(p, dst, ctx, ui.Rect{X: x + 20*u, Y: by, W: inner, H: bh})
		return
	}
	if playedHere(p) { // beside the review: the same players again, on a new deal (playagain.go)
		bw := th.RowWidths(ctx, []string{"Review the game", "Play again"}, inner, 12*u)
		review = bw[0]
		p.ctl.Button(dst, ctx, ui.Rect{X: x + 20*u + bw[0] + 12*u, Y: by - bh - 10*u, W: bw[1], H: bh}, "Play again", idPlayAgain, "A new game with the same players and options, on a new deal", true)
	}
	p.ctl.Styled(dst, ctx, ui.Rect{X: x + 20*u, Y: by - bh - 10*u, W: review, H: bh}, "Review the game", idReview, "The Expert weighs every decision: your largest mistakes, and the better moves", true, ui.Primary)
	overMode{}.drawWayOut(p, dst, ctx, ui.Rect{X: x + 20*u, Y: by, W: inner, H: bh})
}

// drawWayOut is the results card's last row in r: the final board, the replay and the way out
// (Close to the title, or in a lesson Lessons to their list).
func (overMode) drawWayOut(p *Play, dst *ebiten.Image, ctx *engine.Context, r ui.Rect) {
	u := p.lay.U
	out, outID, outTip := "Close", idClose, "Back to the title (Esc)"
	if p.lesson != nil {
		out, outID, outTip = "Lessons", idLessons, "Back to the list of lessons (Esc)"
	}
	bw := p.theme().RowWidths(ctx, []string{"See the board", "Replay", out}, r.W, 12*u)
	p.ctl.Button(dst, ctx, ui.Rect{X: r.X, Y: r.Y, W: bw[0], H: r.H}, "See the board", idLook, "Look at the final board and the log (the results come back with Results)", true)
	p.ctl.Button(dst, ctx, ui.Rect{X: r.X + bw[0] + 12*u, Y: r.Y, W: bw[1], H: r.H}, "Replay", idReplay, "Watch the game again from its start", true)
	p.ctl.Styled(dst, ctx, ui.Rect{X: r.X + bw[0] + bw[1] + 24*u, Y: r.Y, W: bw[2], H: r.H}, out, outID, outTip, true, ui.Quiet)
}

// rowTop is the height of a result row's first line (place, emblem, name, score).
func rowTop(u float64) float64 { return 40 * u }

// ordinal is a place in words: 1st, 2nd, 3rd, 4th.
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// celebration is how long tiles shower down once the game is over.
const celebration = 3 * time.Second

// shower is the end's celebration: small tiles in the game's four colours falling over the
// screen for a while from the moment the game ended on this screen.
type shower struct {
	b       *boardView
	at      time.Time // when the game ended on this screen (the celebration's start)
	skipped bool      // the end's moment was skipped by a touch or a key
}

// on reports that the end's shower is still falling (each frame is drawn meanwhile).
func (sw *shower) on(now time.Time) bool {
	return !sw.at.IsZero() && now.Sub(sw.at) < celebration && sw.b.animSpeed() > 0
}

// draw draws the shower of small tiles in the game's four colours falling over the screen,
// each on its own path (from its index: the same every time), fading as it ends.
func (sw *shower) draw(dst *ebiten.Image, ctx *engine.Context) {
	if !sw.on(ctx.Now) {
		return
	}
	p := sw.b
	u := p.lay.U
	t := ctx.Now.Sub(sw.at).Seconds()
	fade := 1 - t/celebration.Seconds()
	for i := 0; i < 90; i++ {
		h := uint32(i)*2654435761 + 12345
		fx := float64(h%1000) / 1000
		speed := 0.35 + float64((h>>10)%1000)/1000*0.5
		delay := float64((h>>20)%1000) / 1000 * 0.8
		fy := (t - delay) * speed
		if fy < 0 || fy > 1.1 {
			continue
		}
		sway := math.Sin(t*3+float64(i)) * 14 * u
		s := (10 + float64(h%9)) * u
		col := p.pal.Tile[i%int(game.NumColors)]
		ctx.Stamps.Box(dst, fx*p.lay.W+sway, fy*p.lay.H-s, s, s, 2*u, ui.Alpha(col, uint8(230*fade)))
	}
}

// names are the seats' names, in seat order.
func (p *boardView) names() []string {
	var n []string
	for i := range p.sess.Seats() {
		n = append(n, p.sess.Name(i))
	}
	return n
}

// endCause is the log's line saying why the game ended, if it is there.
// resignedSeats are the seats of an online game given up (ranked last, as the server ranks
// them); a local game has none, so its session need not say.
func resignedSeats(s Session) []int {
	if r, ok := s.Reader.(interface{ Resigned() []int }); ok {
		return r.Resigned()
	}
	return nil
}

func (p *boardView) endCause() string {
	log := p.sess.Log()
	for i := len(log) - 1; i >= 0 && i >= len(log)-3; i-- {
		if strings.HasSuffix(log[i], "the game is over") {
			return log[i] + "."
		}
	}
	return ""
}
