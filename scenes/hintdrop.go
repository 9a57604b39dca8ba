package scenes

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// hintThinking is what the screen says while a hint is being thought of.
const hintThinking = "Thinking of a hint…"

// hintPart is the hint: asked for on Hint, thought of off the frame, then said in the toast with
// its space lit on the board until a decision is made. It owns the hint and its thinking.
type hintPart struct {
	ch    <-chan game.Move // a hint being thought of
	at    int              // the decisions made when it was asked for
	shown *session.Hint    // the hint shown, its space lit on the board
}

// ask starts a hint being thought of, unless one is.
func (h *hintPart) ask(sess Session, t *banner) {
	if h.ch == nil {
		h.ch, h.at = sess.StartHint(), sess.Decisions()
		t.say(hintThinking)
	}
}

// poll shows the hint asked for once it is ready, if nothing was decided meanwhile; it returns
// its words, or "" for none.
func (h *hintPart) poll(sess Session, t *banner) string {
	if h.ch == nil {
		return ""
	}
	select {
	case m, ok := <-h.ch:
		h.ch = nil
		if ok && sess.Decisions() == h.at && !needsHandoff(sess.Reader) {
			d := sess.DescribeHint(m)
			h.shown = &d
			t.sayAbout("Hint: "+d.Text+".", d.Cell, 8*time.Second) // never over the space it names
			return d.Text
		}
	default:
	}
	return ""
}

// drop takes a hint off the screen once a decision is made: it was for the position it was
// asked in, and in hot seat the next player, or the bot playing between two people, must not
// see what one player was told.
func (h *hintPart) drop(t *banner) {
	h.shown, h.ch = nil, nil // a hint still being thought of is for a position gone
	if strings.HasPrefix(t.text, "Hint: ") || t.text == hintThinking {
		t.text = ""
	}
}

// hintSource is where the hinted piece waits in l: its hand slot, its leader's well, the
// catastrophes' well, or its leader's space when the hint moves it; nothing for other moves.
func hintSource(l *layout, sess Reader, tile func(int) (game.Color, bool), m game.Move) (ui.Rect, bool) {
	v := sess.View()
	switch m.Kind {
	case game.MoveTile:
		for k := range l.Hand {
			if c, ok := tile(k); ok && c == m.Color {
				return l.Hand[k], true
			}
		}
	case game.MoveLeader, game.MoveWithdraw:
		if v != nil {
			if at := sess.State().Player(v.Me).Leaders[m.Color]; at >= 0 {
				return l.CellRect(int(at)), true
			}
		}
		return l.Supply[m.Color], true
	case game.MoveCatastrophe:
		return l.Catas, true
	}
	return ui.Rect{}, false
}

// drawSource frames the hinted piece where it waits in l, pulsing (when animated) as its space
// does, while the toast says the hint (until) and no piece is carried: the hint says which piece
// as well as where (issue 44).
func (h *hintPart) drawSource(dst *ebiten.Image, ctx *engine.Context, l *layout, sess Reader, tile func(int) (game.Color, bool), until time.Time, carrying, animated bool) {
	if h.shown == nil || !ctx.Now.Before(until) || carrying {
		return
	}
	if r, ok := hintSource(l, sess, tile, h.shown.Move); ok {
		pulse(dst, ctx, r, l.U, animated)
	}
}
