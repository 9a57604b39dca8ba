package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
)

// A dynasty's house colour beside its name: the colour of its leaders' faces on the board, as a
// band down the left of its row in the panel and on the results card, and a tick before each of
// its lines in the log, so the rows, the log and the pieces say "whose" the same way (issue 44:
// a leader's owner was a small emblem only).

// drawHouseBand draws dynasty d's house colour as a rounded band w wide and h tall at (x, y).
func (p *boardView) drawHouseBand(dst *ebiten.Image, ctx *engine.Context, d game.Dynasty, x, y, w, h float64) {
	if p.pal == nil || d < 0 || d >= game.NumDynasties {
		return
	}
	ctx.Stamps.Box(dst, x, y, w, h, w/2, p.pal.House[d])
}

// lineDynasty is the dynasty of the seat a log entry's first words name ("Lion places…",
// "Anna's priest…"), whose house colour marks the line; false when it opens with no seat's name.
func lineDynasty(p *boardView, text string) (game.Dynasty, bool) {
	st := p.sess.State()
	best, found := 0, game.Dynasty(0)
	for i := range st.NumPlayers() {
		name := p.sess.Name(i)
		if len(name) <= best || !strings.HasPrefix(text, name) {
			continue
		}
		if rest := text[len(name):]; rest == "" || rest[0] == ' ' || rest[0] == '\'' || rest[0] == ':' {
			best, found = len(name), st.Player(i).Dynasty
		}
	}
	return found, best > 0
}
