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
)

// phoneGameAt is a game of a person against easy bots on a phone of that size, by finger.
func phoneGameAt(t *testing.T, size screenSize, bots int) (*session.Session, *Play, *engine.Context) {
	t.Helper()
	ctx := contextFor(t, size)
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}}
	for _, d := range []game.Dynasty{game.Bull, game.Pot, game.Lion}[:bots] {
		seats = append(seats, session.Seat{Dynasty: d, Level: ai.Easy})
	}
	s, err := session.New(session.Config{Seats: seats, Seed: 3, TurnEnd: session.TurnEnd{Confirm: true}}) // the turn waits for End turn, as by default
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	ctx.In.Touch, ctx.In.TouchScreen = true, true
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	layOut(t, p, ctx)
	return s, p, ctx
}

// On every phone the End turn button says "End turn", the words the status line tells the
// player to tap once the turn waits for it: a 360 px phone's button read "End" while its status
// said "tap End turn" (review 5). Its words fit with room at its edges. Pictures
// (TE_SCREENSHOTS) of the waiting turn.
func TestEndTurnSaysWhatTheStatusSays(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{phone360, everySize[2], everySize[0], phone2x} {
		t.Run(size.name, func(t *testing.T) {
			s, p, ctx := phoneGameAt(t, size, 1)
			me := ai.New(ai.Random, 9)
			poll.Until(t, time.Minute, "the turn waiting for End turn", func() bool {
				frame(p, ctx, 0, 0, false)
				if s.TurnHeld() {
					return true
				}
				if s.HumanToDecide() {
					if err := s.Try(me.Choose(s.View())); err != nil {
						t.Fatal(err)
					}
				}
				return false
			})
			p.since.open = false
			img := render(p, ctx)
			savePicture(img, "endturn-words-"+size.name)
			img.Deallocate()
			status := strings.Join(p.topParts(ctx, false), " · ")
			if !strings.Contains(status, "End turn") {
				t.Fatalf("the waiting turn's status does not name End turn: %q", status)
			}
			for _, c := range p.ctl.Hits {
				if c.ID != idEnd {
					continue
				}
				if c.Label != "End turn" {
					t.Errorf("the status says %q, the button %q", status, c.Label)
				}
				if !p.ctl.Theme().LabelFits(ctx, c.Label, c.R.W) {
					t.Errorf("%q does not fit its button %v", c.Label, c.R)
				}
				return
			}
			t.Fatal("no End turn")
		})
	}
}
