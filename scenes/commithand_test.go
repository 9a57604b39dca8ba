//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Anna's king on G4 starts a revolt: on a phone held upright the commitment's card stands over her
// hand, so the card shows her hand in a row of its own (issue 44: she could not see the temples
// she committed), on the card, above its choices and clear of them; on a desktop the hand stays in
// sight beside the card, which shows none. Pictures with TE_SCREENSHOTS=folder.
func TestTheCommitCardShowsTheHandItCovers(t *testing.T) {
	drawtest.Start(t)
	for _, c := range []struct {
		size     screenSize
		showHand bool
	}{{screenSize{"phone-3x", 390, 844, 3}, true}, {screenSize{"phone-360x800", 360, 800, 3}, true}, {screenSize{"1280x800", 1280, 800, 1}, false}} {
		t.Run(c.size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, c.size)}
			p := hotSeatAt(t, d, "revolt.pos", 0)
			defer func() { d.free() }()
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			if p.sess.State().Pending().Kind != game.DecideCommit {
				t.Fatalf("the king on G4 asks for %v, not a commitment", p.sess.State().Pending().Kind)
			}
			d.look("commit-hand-" + c.size.name)
			covered := ui.Overlaps(p.dlg.at, p.lay.Hand[0])
			if covered != c.showHand {
				t.Fatalf("the card %v covers the hand %v: %v", p.dlg.at, p.lay.Hand[0], covered)
			}
			r := p.dlg.handAt
			if !c.showHand {
				if r.W > 0 {
					t.Errorf("the card shows the hand at %v though the hand is in sight", r)
				}
				return
			}
			if r.H < 24*p.lay.U || r.X < p.dlg.at.X || r.Y < p.dlg.at.Y || r.X+r.W > p.dlg.at.X+p.dlg.at.W || r.Bottom() > p.dlg.at.Bottom() {
				t.Fatalf("the card %v shows the hand at %v: not on it, or too small", p.dlg.at, r)
			}
			for _, h := range p.ctl.Hits {
				if !h.ID.IsZero() && ui.Overlaps(h.R, r) && h.R.Y >= p.dlg.at.Y && h.R.Bottom() <= p.dlg.at.Bottom() && h.R.X >= p.dlg.at.X {
					t.Errorf("the hand's row %v lies under the choice %v", r, h.R)
				}
			}
		})
	}
}
