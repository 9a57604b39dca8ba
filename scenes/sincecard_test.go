//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// On a phone, when the person's turn begins after the bot's, a card over the panel says what the
// bot did (issue 44: the log shows ~3 lines, or none under a turned board), the spaces it played
// on are framed, and the first touch takes both away and goes on to what it touched (a tile of
// the hand under the card is picked up: issue 44's taps, none lost); on a
// desktop, whose log is long, no card comes. Pictures with TE_SCREENSHOTS=folder.
func TestAPhoneSaysWhatHappenedSinceThePersonsLastTurn(t *testing.T) {
	drawtest.Start(t)
	for _, c := range []struct {
		size screenSize
		card bool
	}{{screenSize{"phone-3x", 390, 844, 3}, true}, {screenSize{"1280x800", 1280, 800, 1}, false}} {
		t.Run(c.size.name, func(t *testing.T) {
			ctx := contextFor(t, c.size)
			ctx.In.TouchScreen = c.card
			s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Archer, Human: true}}, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			p := NewPlay(NewSession(s, s, s), Hooks{})
			frame(p, ctx, 0, 0, false)
			waitForPieces(t, &p.boardView)
			poll.Until(t, time.Minute, "the person's turn", func() bool {
				frame(p, ctx, 0, 0, false)
				return s.HumanToDecide()
			})
			frame(p, ctx, 0, 0, false)
			p.anims.finish() // the bot's pieces have glided in
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
			if r.H < 80*l.U || ui.Overlaps(r, l.Board) || r.Bottom() > l.Buttons[0].Y || r.Y < l.Panel.Y-1 {
				t.Fatalf("the card %v is not over the panel %v above the buttons, clear of the board %v", r, l.Panel, l.Board)
			}
			marks := p.marks.Shown(p.sess.Viewer(), false) // lastmoves.go
			if len(marks) == 0 {
				t.Fatal("no space the bot played on is marked")
			}
			tile := l.Hand[0]
			if !ui.Overlaps(r, tile) {
				t.Fatalf("the card %v leaves the hand's first tile %v in sight: this test taps it through the card", r, tile)
			}
			x, y := int(tile.X+tile.W/2), int(tile.Y+tile.H/2)
			frame(p, ctx, x, y, true)
			frame(p, ctx, x, y, false)
			if p.since.open || p.hand.drag == nil {
				t.Fatalf("after a tap on the card over the hand: open %v, the tile picked %v", p.since.open, p.hand.drag != nil)
			}
		})
	}
}
