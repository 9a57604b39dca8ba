package scenes

import (
	"strings"
	"time"

	"tigris/game"
	"tigris/scenes/session"
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
		if ok && sess.Decisions() == h.at && !needsHandoff(sess) {
			d := sess.DescribeHint(m)
			h.shown = &d
			t.sayFor("Hint: "+d.Text+".", 8*time.Second)
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
