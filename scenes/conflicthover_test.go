//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
)

// While a revolt is under way (Archer's priest dragged from the supply onto G4, the commit
// dialog open) and the pointer rests on its kingdom, its leaders carry the conflict's badges and
// no hover strength beside them: one number on a leader, the one that counts. Before the revolt
// the same kingdom's leaders show their hover strengths. The pictures are kept with
// TE_SCREENSHOTS=folder.
func TestConflictLeadersShowOneNumber(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p, d := revoltAtAnnasTurn(t, ctx)
			g4, g5 := mustSpace(t, "G4"), mustSpace(t, "G5")
			x, y := p.lay.CellCentre(g5)
			d.step(int(x), int(y), false)
			d.look("conflict-hover-" + size.name + "-before")
			if n := len(p.hoverStrengths(p.sess.State(), g5)); n != 2 {
				t.Fatalf("before the revolt the kingdom's leaders show %d hover strengths, not 2", n)
			}
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, g4); err != nil {
				t.Fatal(err)
			}
			d.step(int(x), int(y), false)
			if _, ok := p.mode().(dialogMode); !ok {
				t.Fatalf("the revolt shows %T, not the commit dialog", p.mode())
			}
			x, y = p.lay.CellCentre(g4)
			d.step(int(x), int(y), false)
			d.look("conflict-hover-" + size.name + "-commit")
			if p.hoverCell != g4 {
				t.Fatalf("the pointer rests on space %d, not G4", p.hoverCell)
			}
			if cells := p.hoverStrengths(p.sess.State(), g4); len(cells) != 0 {
				t.Errorf("during the revolt the leaders on %v show a hover strength beside the conflict's badges", cells)
			}
		})
	}
}
