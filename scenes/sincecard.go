package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// On a phone the log shows two or three lines, or none under a turned board: after the bots'
// turns the person could not see what they did without opening and scrolling it (issue 44). At
// the start of his turn a card over the panel says what happened since his last one (the
// hot-seat hand-off's summary, handoffsummary.go), and the spaces the others played on since are
// framed once their pieces have glided in; the first touch takes both away, and goes on to what
// it touched (a tile of the hand under the card is picked up: no tap is lost).

// sinceCard is that card and those frames.
type sinceCard struct {
	mine    bool // the last frame looked at was the person's turn
	open    bool
	heading string
	lines   []string
	marks   []int   // the spaces played on since the person's last turn
	at      ui.Rect // where the card was drawn last
}

// seatsTeller is a session that names its seats (a local game).
type seatsTeller interface{ Seats() []session.Seat }

// sinceSeat is the one person of a local game against bots, where the board has no room for the
// log to say what the bots did: a phone's layout whose log is a tab or a few lines; -1 elsewhere
// (the hot seat's hand-off says it, a lesson has its box, a tablet its long log).
func sinceSeat(p *Play) int {
	l := &p.fitLay
	if p.lesson != nil || !l.Compact || l.LogTab.W == 0 && l.Log.H >= 100*l.U {
		return -1
	}
	st, ok := p.sess.Reader.(seatsTeller)
	if _, tells := p.sess.Reader.(sinceTeller); !ok || !tells {
		return -1
	}
	me := -1
	for i, s := range st.Seats() {
		if s.Human {
			if me >= 0 {
				return -1
			}
			me = i
		}
	}
	return me
}

// follow opens the card when the person's turn begins and something happened since his last
// one, and closes it (with the frames) at the first touch or key. It reports a change to draw.
func (s *sinceCard) follow(p *Play, ctx *engine.Context) bool {
	in := ctx.In
	if s.open && (in.Pressed || len(in.Keys) > 0) {
		s.open, s.marks = false, nil // the touch goes on to what it touched: no tap is lost
		return true
	}
	me := sinceSeat(p)
	st := p.sess.State()
	mine := me >= 0 && !st.Over() && st.Turn() == me
	begins := mine && !s.mine
	s.mine = mine
	if !begins {
		return false
	}
	s.lines = p.sess.Reader.(sinceTeller).SinceLastTurn(me)
	if len(s.lines) == 0 {
		return false
	}
	rec := p.sess.Record()
	s.open, s.heading, s.marks = true, sinceHeading(rec, me), playedSince(rec, me)
	return true
}

// playedSince are the spaces the decisions since seat p's last turn ended put a piece on, that
// still hold one.
func playedSince(rec *game.Record, p int) []int {
	if rec == nil {
		return nil
	}
	again := game.RecordFrom(rec.Start())
	var cells []int
	for _, rm := range rec.Moves() {
		ev, err := again.Apply(rm.Move)
		if err != nil {
			return nil
		}
		for _, e := range ev {
			switch {
			case e.Kind == game.EvTurnEnded && int(e.Player) == p:
				cells = cells[:0] // p's own turn is behind him: start again after it
			case e.Cell >= 0 && int(e.Cell) < game.NCells && !slices.Contains(cells, int(e.Cell)):
				cells = append(cells, int(e.Cell))
			}
		}
	}
	st := rec.State()
	return slices.DeleteFunc(cells, func(i int) bool { return st.Cell(i).Kind == game.Empty })
}

// drawMarks frames the spaces played on since the person's last turn, once the pieces have
// glided in.
func (s *sinceCard) drawMarks(p *Play, dst *ebiten.Image) {
	if len(s.marks) == 0 || len(p.anims.list) > 0 {
		return
	}
	u, th := p.lay.U, p.theme()
	for _, i := range s.marks {
		r := p.lay.CellRect(i)
		engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, 3*u, engine.RGB(20, 20, 20))
		engine.Frame(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, 2.5*u, th.Accent)
	}
}

// draw shows the card over the panel above its buttons: the latest lines that fit, the heading,
// and what takes it away.
func (s *sinceCard) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	s.at = ui.Rect{}
	if !s.open {
		return
	}
	l, th := &p.lay, p.theme()
	u := l.U
	room := ui.Rect{X: l.Panel.X, Y: l.Panel.Y, W: l.Panel.W, H: l.Buttons[0].Y - 8*u - l.Panel.Y}
	foot := 24 * u
	lines, h := fitSince(p, ctx, s.lines, room.W, room.H-foot)
	if h == 0 {
		return
	}
	s.at = ui.Rect{X: room.X, Y: room.Y, W: room.W, H: h + foot}
	drawSince(dst, ctx, th, s.heading, lines, s.at)
	words := "Touch to play on"
	if !ctx.In.TouchScreen {
		words = "Click to play on"
	}
	th.Draw(dst, words, ui.Face(ctx, 12, false), s.at.X+s.at.W-16*u, s.at.Bottom()-20*u, engine.Scale(th.Dim), engine.Right)
}
