package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// On a phone the log shows two or three lines, or none under a turned board: after the bots'
// turns the person could not see what they did without opening and scrolling it (issue 44). At
// the start of his turn a card over the panel says what happened since his last one (the
// hot-seat hand-off's summary, handoffsummary.go); the first touch takes it away, and goes on to
// what it touched (a tile of the hand under the card is picked up: no tap is lost). The spaces the
// others changed are marked on the board by lastmoves.go, on every layout, until the person acts.

// sinceCard is that card.
type sinceCard struct {
	mine    bool // the last frame looked at was the person's turn
	open    bool
	heading string
	lines   []string
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
// one, and closes it at the first touch or key. It reports a change to draw.
func (s *sinceCard) follow(p *Play, ctx *engine.Context) bool {
	in := ctx.In
	if s.open && (in.Pressed || len(in.Keys) > 0) {
		s.open = false // the touch goes on to what it touched: no tap is lost
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
	s.open, s.heading = true, sinceHeading(p.sess.Record(), me)
	return true
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
