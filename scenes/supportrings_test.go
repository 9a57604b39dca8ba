//go:build display

package scenes

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The rings round a conflict's supporters stand out from the tiles they ring, the attacker's as
// well as the defender's: the attacker's green ring was lost on the tiles (issue 44, a new
// player's review). On Archer's temple at A1, supporting his revolt, the ring has a band at
// least 2 CSS px wide whose contrast with the picture beneath is 3:1 or more, in both themes at a
// desktop's and a phone's size (the pictures: TE_SCREENSHOTS).
func TestSupportersRingsStandOut(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[6], everySize[0]} {
		for theme := range settings.ThemeNames {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				st, err := game.ParsePosition(stagedRevoltPosition("rbbggk"))
				if err != nil {
					t.Fatal(err)
				}
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				sh.Settings.Theme = theme
				seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
				p, err := sh.Play(session.Config{Seats: seats, Start: st})
				if err != nil {
					t.Fatal(err)
				}
				ctx := contextFor(t, size)
				p.Update(ctx)
				s := p.Session().Reader.(*session.Session)
				if s.NeedsHandoff() {
					s.Ready()
				}
				_, m, _ := game.ParseMove("archer leader r A2")
				if err := s.Try(m); err != nil {
					t.Fatal(err)
				}
				p.Update(ctx)
				if _, ok := s.State().Conflict(); !ok {
					t.Fatal("no revolt under way")
				}
				render(p, ctx).Deallocate()
				waitForPieces(t, &p.boardView)
				savePicture(render(p, ctx), fmt.Sprintf("support-rings-%s-%s", size.name, settings.ThemeNames[theme]))
				base := ebiten.NewImage(ctx.W, ctx.H)
				defer base.Deallocate()
				p.drawPosition(base, ctx, -1)
				ringed := ebiten.NewImage(ctx.W, ctx.H)
				defer ringed.Deallocate()
				ringed.DrawImage(base, nil)
				p.drawConflict(ringed, ctx, s.State())
				a1, _ := game.ParseSpace("A1")
				r, u := p.lay.CellRect(a1), p.lay.U
				left := standsOut(ringed, base, int(r.X-2*u), int(r.X+6*u), int(r.Y+r.H/2), true) // the ring and its dark lines
				if need := int(math.Ceil(2 * ctx.Device)); left < need {
					t.Errorf("the attacker's ring on A1 stands out %d px, fewer than %d", left, need)
				}
			})
		}
	}
}
