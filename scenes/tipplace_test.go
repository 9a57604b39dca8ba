//go:build display

package scenes

import (
	"fmt"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// A tip told once on a touch screen (the zoom's, the turned board's) lies over none of the
// board's spaces, in both phone boards and at both phone sizes, a phone on its side and a tablet: as printed the zoom tip covered rows 6 to
// 11 until the first touch (issue 44), the rows a player places on. It stands over the panel,
// on the screen and off the hand, which the first move takes from. Pictures with
// TE_SCREENSHOTS=folder.
func TestAPhonesTipsLeaveTheBoardsSpaces(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2], everySize[1], everySize[3]} {
		for _, printed := range []bool{false, true} {
			if printed && size.w > size.h || printed && size.w > 600 {
				continue // the choice is an upright phone's alone
			}
			name := fmt.Sprintf("%s-printed-%v", size.name, printed)
			t.Run(name, func(t *testing.T) {
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				if printed {
					sh.Settings.PhoneBoard = 1
				}
				d := &driver{t: t, ctx: contextFor(t, size)}
				defer d.free()
				seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
				p, err := sh.Play(session.Config{Seats: seats, Seed: 3})
				if err != nil {
					t.Fatal(err)
				}
				d.scene = p
				d.ctx.In.Touch, d.ctx.In.TouchScreen = true, true
				d.step(0, 0, false)
				tips := []*onceTip{&p.zoomTip}
				if p.lay.Turned {
					tips = []*onceTip{&p.turnTip, &p.zoomTip}
				}
				for i, tip := range tips {
					if !tip.on {
						t.Fatalf("tip %d (%q) is not shown", i, tip.heading)
					}
					d.look(fmt.Sprintf("tip-%s-%d", name, i))
					checkTipPlace(t, p, tip.at, d.ctx.W, d.ctx.H)
					// a touch on the status line takes it away, and the next follows
					d.step(1, 1, true)
					d.step(1, 1, false)
					d.step(0, 0, false)
					if tip.on {
						t.Fatalf("a touch leaves the tip %q", tip.heading)
					}
				}
			})
		}
	}
}

// checkTipPlace: a tip at r lies on the screen w x h, over none of the board's spaces (a frame's
// hair allowed) nor the hand.
func checkTipPlace(t *testing.T, p *Play, r ui.Rect, w, h int) {
	t.Helper()
	l := &p.fitLay
	if r.H == 0 || r.X < 0 || r.Y < 0 || r.X+r.W > float64(w)+0.5 || r.Bottom() > float64(h)+0.5 {
		t.Errorf("the tip %v leaves the screen %dx%d", r, w, h)
	}
	for i := 0; i < game.NCells; i++ {
		if c := l.CellRect(i).Inset(l.U); ui.Overlaps(r, c) {
			t.Errorf("the tip %v covers %s at %v", r, game.SpaceName(i), c)
			break
		}
	}
	for _, b := range l.Hand {
		if ui.Overlaps(r, b) {
			t.Errorf("the tip %v covers the hand's slot %v", r, b)
		}
	}
}
