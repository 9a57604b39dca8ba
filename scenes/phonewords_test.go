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

// The tab that opens a phone's log with the monuments it had no room for holds its two lines
// ("Log", "+ monuments") with room at its edges: on a 360 px phone "+ monuments" spilled out of
// it (review 5). Pictures (TE_SCREENSHOTS) of the panel with the tab.
func TestLogTabHoldsItsWords(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{phone360, everySize[2], everySize[0]} {
		t.Run(size.name, func(t *testing.T) {
			_, p, ctx := phoneGameAt(t, size, 2) // three players: no room for the monuments' row
			p.since.open = false
			layOut(t, p, ctx)
			img := render(p, ctx)
			savePicture(img, "logtab-"+size.name)
			img.Deallocate()
			l := &p.lay
			if !l.PublicFolded || l.LogTab.W == 0 {
				t.Fatalf("the monuments' row is not folded behind the log's tab (folded %v, tab %v)", l.PublicFolded, l.LogTab)
			}
			th, tab := p.theme(), p.log.tab()
			room := tab.W - 2*ui.LabelPad*l.U
			f, small := ui.Face(ctx, 13, true), ui.Face(ctx, 11, false)
			first, second := tabLines(th, small, room)
			if w := th.Width(first, f); w > room {
				t.Errorf("%q is %.0f px wide in a tab with %.0f px of room", first, w, room)
			}
			if w := th.Width(second, small); w > room {
				t.Errorf("%q is %.0f px wide in a tab with %.0f px of room", second, w, room)
			}
			if !strings.Contains(first+" "+second, "monuments") {
				t.Errorf("the tab says %q %q: not that the monuments open with the log", first, second)
			}
		})
	}
}

// The log's sheet of a game just begun, whose lines all show, does not tell the player to drag
// it for earlier turns: it said so over its one line (review 5). Pictures (TE_SCREENSHOTS).
func TestShortLogSheetSaysNoDrag(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{phone360, everySize[0]} {
		t.Run(size.name, func(t *testing.T) {
			_, p, ctx := phoneGameAt(t, size, 1)
			p.since.open = false
			layOut(t, p, ctx)
			tapIn(p, ctx, p.log.tab())
			if !p.log.open {
				t.Fatal("the tab did not open the log")
			}
			img := render(p, ctx)
			savePicture(img, "short-log-"+size.name)
			img.Deallocate()
			if w := p.log.dragWords(ctx); w != "" {
				t.Errorf("the sheet of %d lines says %q", len(p.sess.Log()), w)
			}
		})
	}
}
