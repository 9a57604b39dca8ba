package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/summary"
	"tigris/scenes/ui"
)

// On a phone the log shows two or three lines, or none under a turned board: after the bots'
// turns the person could not see what they did without opening and scrolling it (issue 44). At
// the start of his turn a card says what happened since his last one (the hot-seat hand-off's
// summary, handoffsummary.go); the first touch takes it away. It stands over the board where it
// covers the fewest of the others' marked moves, never over the hand: a touch beside it goes on
// to what it touched (a tile of the hand is picked up: no tap is lost, issue 44), a touch on it
// is the card's alone (over the hand it picked up a tile every turn: review 3). The spaces the
// others changed are marked on the board by lastmoves.go, on every layout, until the person acts.

// sinceCard is that card.
type sinceCard struct {
	mine    bool // the last frame looked at was the person's turn
	due     bool // his turn began and its card has not come yet: a conflict's card stands first
	open    bool
	heading string
	lines   []summary.Line
	at      ui.Rect // where the card was drawn last
	eating  bool    // the touch that closed the card was on it: the card keeps it to its release
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
// one, and closes it at the first touch or key; held, it opens only once no longer held (a
// conflict's card stands first). It reports a change to draw.
func (s *sinceCard) follow(p *Play, ctx *engine.Context, held bool) bool {
	in := ctx.In
	if s.open && (in.Pressed || len(in.Keys) > 0) {
		s.open = false
		s.eating = in.Pressed && s.at.In(in.X, in.Y) // beside the card the touch goes on: no tap is lost
		return true
	}
	me := sinceSeat(p)
	if me >= 0 && held && s.open {
		// the card of a conflict the person fought is read first (conflictcard.go), the board
		// staged above it, and this card after it: the two stood together, one over the board and
		// one over the panel (review 6, m13). One open already gives way, to come again after.
		s.open, s.due = false, true
		return true
	}
	st := p.sess.State()
	mine := me >= 0 && !st.Over() && st.Turn() == me
	s.due = mine && (s.due || !s.mine)
	s.mine = mine
	if !s.due || held {
		return false
	}
	s.due = false
	s.lines = p.sess.Reader.(sinceTeller).SinceSummary(me)
	if len(s.lines) == 0 {
		return false
	}
	s.open, s.heading = true, sinceHeading(p.sess.Record(), me)
	return true
}

// sinceHeld reports that the card of the turn's beginning waits: a conflict's card comes first,
// and the decisions that may bring one are staged first; a defence that ended the bot's turn put
// both cards on the phone at once (review 6, m13).
func (p *Play) sinceHeld() bool {
	return p.fx.cardWaits(p.sess.Viewer()) || p.sess.Decisions() != p.seenMoves
}

// eats reports that this frame's pointer belongs to the card: from the press on the card that
// closed it to the release.
func (s *sinceCard) eats(in *engine.Input) bool {
	if !s.eating {
		return false
	}
	if !in.Down {
		s.eating = false
	}
	return true
}

// draw shows the card over the board, as wide as the tips' cards (oncetip.go) and half its height
// at most (more of a short board's): the lines that fit (the routine placements go first), the heading, and what takes it away.
func (s *sinceCard) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	s.at = ui.Rect{}
	if !s.open {
		return
	}
	th := p.theme()
	b, u := p.fitLay.Board, p.fitLay.U // as fitted, not enlarged
	w := math.Min(b.W-16*u, 420*u)
	foot := 24 * u
	// half the board, or on a short one (a phone's board as printed) up to 160 units of it: half
	// of 231 held no line
	most := math.Max(b.H/2, math.Min(b.H-16*u, 160*u))
	lines, h := fitSince(p, ctx, s.lines, w, most-8*u-foot)
	if h == 0 {
		return
	}
	s.at = sincePlace(p, ui.Rect{X: b.X + (b.W-w)/2, Y: b.Y + 8*u, W: w, H: h + foot})
	drawSince(dst, ctx, th, s.heading, lines, s.at)
	words := "Touch to play on"
	if !ctx.In.TouchScreen {
		words = "Click to play on"
	}
	th.Draw(dst, words, ui.Face(ctx, 12, false), s.at.X+s.at.W-16*u, s.at.Bottom()-20*u, engine.Scale(th.Dim), engine.Right)
}

// sincePlace stands the card (given at the board's top) where it covers the fewest of the spaces
// the others changed (the marks it explains), clear of a tip at the board's foot: tried a row at
// a time from the board's top down, the highest of the best.
func sincePlace(p *Play, top ui.Rect) ui.Rect {
	b, u := p.fitLay.Board, p.fitLay.U
	marks := p.marks.Shown(p.sess.Viewer(), false)
	covered := func(r ui.Rect) int {
		n := 0
		for _, mv := range marks {
			for _, c := range mv.Cells {
				if ui.Overlaps(r, p.fitLay.CellRect(c)) {
					n++
				}
			}
		}
		for _, tip := range []*onceTip{&p.turnTip, &p.zoomTip} {
			at := tip.at
			if at.W == 0 { // not drawn yet: it will stand over the panel (tipSpot)
				at = p.fitLay.Panel
			}
			if tip.on && ui.Overlaps(r, at) {
				n += 100
			}
		}
		return n
	}
	var ys []float64
	for y := top.Y; y+top.H <= b.Bottom()-8*u; y += math.Max(p.fitLay.Cell, 8*u) {
		ys = append(ys, y)
	}
	// the first, highest, of the least covering (badgespot.go)
	if r, ok := cheapestSpot([]float64{top.X}, ys, top.W, top.H, b, 8*u, func(r ui.Rect) float64 { return float64(covered(r)) }); ok {
		return r
	}
	return top
}
