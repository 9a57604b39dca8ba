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
	"tigris/scenes/settings"
	"tigris/storage"
)

// End turn keeps its tick when it lights up (the turn waiting for it) wherever the plain button
// has it: the lit button's larger words pushed the icon out (issue 44). The
// pictures (TE_SCREENSHOTS) show the lit button.
func TestEndTurnKeepsItsIconLit(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[5], everySize[6], everySize[0], everySize[1], everySize[7], everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.AnimSpeed = 0
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}
			p, err := sh.Play(session.Config{Seats: seats, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			ctx := contextFor(t, size)
			s := p.Session().Reader.(*session.Session)
			me := ai.New(ai.Random, 9)
			endIcon := func() (bool, bool) {
				layOut(t, p, ctx)
				for _, c := range p.ctl.Hits {
					if c.ID == idEnd {
						return c.Icon, c.Style != 0
					}
				}
				t.Fatal("no End turn")
				return false, false
			}
			poll.Until(t, time.Minute, "the person's turn", func() bool {
				p.Update(ctx)
				return s.HumanToDecide()
			})
			plainIcon, _ := endIcon()
			poll.Until(t, time.Minute, "the turn waiting for End turn", func() bool {
				p.Update(ctx)
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
			icon, lit := endIcon()
			if !lit {
				t.Fatal("End turn is not lit while the turn waits for it")
			}
			savePicture(render(p, ctx), "endturn-lit-"+size.name)
			if plainIcon && !icon {
				t.Errorf("End turn lost its icon as it lit up")
			}
		})
	}
}
