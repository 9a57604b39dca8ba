//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// On a phone, when the person's turn begins after the bot's, a card over half the board says
// what the bot did (issue 44: the log shows ~3 lines, or none under a turned board), the spaces
// it played on are framed, and the first touch takes the card away. The card leaves the hand,
// the supply and the buttons in sight: a tap on a hand tile picks it (issue 44's taps, none
// lost), and a tap on the card only closes it (over the hand it picked a tile up every turn:
// review 3). On a desktop, whose log is long, no card comes. Pictures with TE_SCREENSHOTS=folder.
func TestAPhoneSaysWhatHappenedSinceThePersonsLastTurn(t *testing.T) {
	drawtest.Start(t)
	for _, c := range []struct {
		size screenSize
		card bool
	}{{screenSize{"phone-3x", 390, 844, 3}, true}, {screenSize{"phone-landscape-3x", 844, 390, 3}, true}, {screenSize{"1280x800", 1280, 800, 1}, false},
		// the board as printed: a 390 px phone's log has room under it, a 360x640 phone's not
		{screenSize{"phone-printed-3x", 390, 844, 3}, false}, {screenSize{"small-phone-printed-2x", 360, 640, 2}, true}} {
		t.Run(c.size.name, func(t *testing.T) {
			ctx := contextFor(t, c.size)
			ctx.In.TouchScreen = c.card
			p, s := sinceAtThePersonsTurn(t, ctx, strings.Contains(c.size.name, "printed"))
			img := render(p, ctx)
			defer img.Deallocate()
			drawtest.SavePicture(img, "since-"+c.size.name)
			if !c.card {
				if p.since.open || p.since.at.W > 0 {
					t.Fatalf("a card at %v on a screen whose log has room", p.since.at)
				}
				return
			}
			if !p.since.open || len(p.since.lines) == 0 {
				t.Fatalf("no card says what the bot did: %v", p.since.lines)
			}
			r, l := p.since.at, &p.lay
			if r.H < 80*l.U || r.Y < l.Board.Y || r.Bottom() > l.Board.Bottom() {
				t.Fatalf("the card %v is not over the board %v", r, l.Board)
			}
			uncovered := append(append([]ui.Rect{l.Catas}, l.Hand[:]...), l.Supply[:]...)
			for _, b := range append(uncovered, l.Buttons...) {
				if ui.Overlaps(r, b) {
					t.Fatalf("the card %v covers the hand, the supply or a button at %v", r, b)
				}
			}
			marks := p.marks.Shown(p.sess.Viewer(), false) // lastmoves.go
			if len(marks) == 0 {
				t.Fatal("no space the bot played on is marked")
			}
			decided := s.Decisions()
			x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
			frame(p, ctx, x, y, true)
			frame(p, ctx, x, y, false)
			if p.since.open || p.hand.drag != nil || s.Decisions() != decided {
				t.Fatalf("after a tap on the card: open %v, a piece picked %v, decisions %d to %d", p.since.open, p.hand.drag != nil, decided, s.Decisions())
			}
			p.since.open = true
			render(p, ctx).Deallocate()
			tile := l.Hand[0]
			x, y = int(tile.X+tile.W/2), int(tile.Y+tile.H/2)
			frame(p, ctx, x, y, true)
			frame(p, ctx, x, y, false)
			if p.since.open || p.hand.drag == nil {
				t.Fatalf("after a tap on the hand's tile with the card open: open %v, the tile picked %v", p.since.open, p.hand.drag != nil)
			}
		})
	}
}

// sinceAtThePersonsTurn is a game of an Easy bot and a person, at the person's first turn with
// the bot's pieces in place (printed: the board as printed on a phone held upright).
func sinceAtThePersonsTurn(t *testing.T, ctx *engine.Context, printed bool) (*Play, *session.Session) {
	t.Helper()
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Archer, Human: true}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	p.printed = printed
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	poll.Until(t, time.Minute, "the person's turn", func() bool {
		frame(p, ctx, 0, 0, false)
		return s.HumanToDecide()
	})
	frame(p, ctx, 0, 0, false)
	p.anims.finish() // the bot's pieces have glided in
	return p, s
}
