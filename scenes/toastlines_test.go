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

// A toast standing over the log's box covers its lines whole or not at all: at 1280x800 a
// conflict's toast over the oldest lines cut the line below it in half (issue 44). Every line
// the box shows lies wholly inside the toast (its ring included) or wholly outside it, at
// every size, for short and long words. The pictures (TE_SCREENSHOTS) show the long toast.
func TestToastCoversWholeLogLines(t *testing.T) {
	drawtest.Start(t)
	msgs := []string{"Click the tiles to discard, then Confirm swap.",
		"Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board.",
		"Hint: Play a catastrophe at K1: it destroys the temple there, it sends Bull's farmer home, it sends Pot's priest home."}
	for _, size := range []screenSize{everySize[5], everySize[6], everySize[7], everyLayout[0], everyLayout[1]} {
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
				case s.HumanToDecide() && len(s.Log()) >= 40 && s.Pending().Kind == game.DecideAction:
					return true
				case s.HumanToDecide():
					if err := s.Try(me.Choose(s.View())); err != nil {
						t.Fatal(err)
					}
				}
				return false
			})
			layOut(t, p, ctx)
			_, lineH, shown, ok := p.log.shown(nil, ctx)
			if !ok {
				t.Skip("no log's box at this size")
			}
			u, lg := p.lay.U, p.lay.Log
			over := 0
			for k, msg := range msgs {
				p.banner.text, p.banner.until = msg, ctx.Now.Add(time.Minute)
				r := p.banner.rect(ctx, !p.dlg.ok)
				ring := ui.Rect{X: r.X - 1.5*u, Y: r.Y - 1.5*u, W: r.W + 3*u, H: r.H + 3*u}
				if ring.X > lg.X+lg.W || ring.X+ring.W < lg.X {
					continue // beside the log
				}
				over += linesUnder(t, ring, lg.Y+6*u, lineH, len(shown), msg)
				if k == 1 {
					savePicture(render(p, ctx), "toast-lines-"+size.name)
				}
			}
			t.Logf("%d lines under toasts", over)
		})
	}
}

// linesUnder checks that each of the n lines of the log's box, from top, lies wholly inside the
// toast's ring or wholly outside it, and counts those inside.
func linesUnder(t *testing.T, ring ui.Rect, top, lineH float64, n int, msg string) int {
	t.Helper()
	over := 0
	for i := range n {
		y := top + float64(i)*lineH
		inside := ring.Y <= y+0.5 && ring.Bottom() >= y+lineH-0.5
		apart := ring.Bottom() <= y+0.5 || ring.Y >= y+lineH-0.5
		if !inside && !apart {
			t.Errorf("the toast %v cuts the log's line %d (%.0f to %.0f): %q", ring, i, y, y+lineH, msg)
		}
		if inside {
			over++
		}
	}
	return over
}
