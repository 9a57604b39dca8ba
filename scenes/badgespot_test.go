//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// In the revolt (Anna's priest dropped on G4 against Bo's on H5, the temple G5 between them),
// the Attack and Defence badges stand where they hide no piece on the board, the two leaders'
// faces included, and not on each other: on a phone a badge is as large as a space and sat on the
// temple and both leaders (issue 44's phone review), at 1280x800 on the neighbours' pieces.
func TestConflictBadgesHideNoPiece(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p, d := revoltAtAnnasTurn(t, ctx)
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			d.look("conflict-badges-" + size.name)
			st := p.sess.State()
			cf, ok := st.Conflict()
			if !ok {
				t.Fatal("no revolt under way")
			}
			spots := p.conflictBadges(nil, ctx, st, cf)
			if ui.Overlaps(spots[0], spots[1]) {
				t.Errorf("the Attack badge %v lies on the Defence badge %v", spots[0], spots[1])
			}
			for side, s := range spots {
				for i := 0; i < game.NCells; i++ {
					r := p.lay.CellRect(i)
					if st.Cell(i).Kind != game.Empty && overlapArea(s, r.Inset(r.W*0.2)) > 0 {
						t.Errorf("badge %d at %v hides the piece on %s", side, s, game.SpaceName(i))
					}
				}
				if b := p.lay.Board; s.X < b.X || s.Y < b.Y || s.X+s.W > b.X+b.W || s.Y+s.H > b.Y+b.H {
					t.Errorf("badge %d at %v leaves the board %v", side, s, b)
				}
			}
		})
	}
}
