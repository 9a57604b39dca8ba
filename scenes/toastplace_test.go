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

// On a phone both ways (and a small one) a toast, short or long, never lies over the players'
// rows, which hold the score, nor over a button, once the log has more lines than its box shows
// (the log's free room gone): the toast used to take the players' rows then (issue 44). The
// pictures (TE_SCREENSHOTS) show the long toast.
func TestToastLeavesTheScoreInSightOnAPhone(t *testing.T) {
	drawtest.Start(t)
	msgs := []string{"Click the tiles to discard, then Swap.",
		"Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board.",
		"Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board. Your unfinished game was kept: Load brings it back."}
	for _, size := range []screenSize{everySize[0], everySize[1], phone2x, everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p := boardScreenDrawn(t, ctx, size, 4)
			poll.Until(t, time.Minute, "the bots' first moves and the person's turn", func() bool {
				frame(p, ctx, 0, 0, false)
				return p.sess.HumanToDecide() && len(p.sess.Log()) >= 6
			})
			layOut(t, p, ctx)
			if _, ok := p.log.textH(ctx); size.h >= 700 && !ok && p.lay.LogTab.W == 0 { // a tall phone's log shows lines (or has its tab)
				t.Fatal("the log shows no lines")
			}
			for k, msg := range msgs {
				p.banner.text, p.banner.until = msg, ctx.Now.Add(time.Minute)
				r := p.banner.rect(ctx, !p.dlg.ok)
				if ui.Overlaps(r, p.lay.Players) || !inside(r, ctx) {
					t.Errorf("the toast %v covers the players' rows %v or leaves the screen: %q", r, p.lay.Players, msg)
				}
				for _, b := range p.lay.Buttons {
					if ui.Overlaps(r, b) {
						t.Errorf("the toast %v covers the button %v: %q", r, b, msg)
					}
				}
				if k == len(msgs)-2 {
					savePicture(render(p, ctx), "toast-score-"+size.name)
				}
			}
		})
	}
}

// Once the log holds more lines than its box shows, a toast (a hint's words, a refusal) leaves the
// hand, the leaders in supply and the catastrophes in sight at every size: at 1280x800 it used to
// stand over the supply row, hiding the very leader or catastrophe a hint framed (issue 44). The
// pictures (TE_SCREENSHOTS) show the hint's toast.
func TestToastLeavesThePiecesInSight(t *testing.T) {
	drawtest.Start(t)
	msgs := []string{"Hint: Play a catastrophe at P2: it destroys the temple there, it sends Bull's king home.",
		"Hint: Place your priest at A2: it starts a revolt against Pot's priest."}
	for _, size := range []screenSize{everySize[5], everyLayout[4], everySize[7], everyLayout[0]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p := boardScreenDrawn(t, ctx, size, 3)
			s := p.sess.Reader.(*session.Session)
			me := ai.New(ai.Random, 9)
			poll.Until(t, time.Minute, "a log longer than its box, the person to act", func() bool {
				frame(p, ctx, 0, 0, false)
				switch {
				case s.State().Over():
					t.Fatal("the game ended first")
				case s.TurnHeld():
					if err := s.EndTurn(); err != nil {
						t.Fatal(err)
					}
				case s.HumanToDecide() && len(s.Log()) >= 50 && s.Pending().Kind == game.DecideAction && s.State().ActionsLeft() == 2:
					return true
				case s.HumanToDecide():
					if err := s.Try(me.Choose(s.View())); err != nil {
						t.Fatal(err)
					}
				}
				return false
			})
			layOut(t, p, ctx)
			pieces := append(append([]ui.Rect{p.lay.Catas}, p.lay.Hand[:]...), p.lay.Supply[:]...)
			for k, msg := range msgs {
				p.banner.text, p.banner.until = msg, ctx.Now.Add(time.Minute)
				r := p.banner.rect(ctx, !p.dlg.ok)
				for _, pc := range pieces {
					if ui.Overlaps(r, pc) {
						t.Errorf("the toast %v covers a piece's place %v: %q", r, pc, msg)
					}
				}
				if ui.Overlaps(r, p.lay.Players) || !inside(r, ctx) {
					t.Errorf("the toast %v covers the players' rows %v or leaves the screen: %q", r, p.lay.Players, msg)
				}
				for _, b := range p.lay.Buttons {
					if ui.Overlaps(r, b) {
						t.Errorf("the toast %v covers the button %v: %q", r, b, msg)
					}
				}
				if k == 0 {
					savePicture(render(p, ctx), "toast-pieces-"+size.name)
				}
			}
		})
	}
}
