//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
)

// On a phone turned sideways a decision's card scrolls its text where it says more than the card
// holds (its words made longer here: a revolt's brief words fit since review 4): Anna's commit card scrolled to
// its foot, her choice made, Bo's commit card opens at its top, its title in sight (review 3: the
// next card opened scrolled as the last was, its title cut off).
func TestEveryNewDialogOpensAtItsTop(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"phone-landscape-3x", 844, 390, 3})
	p, d := revoltAtAnnasTurn(t, ctx)
	if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
		t.Fatal(err)
	}
	d.step(0, 0, false)
	for range 4 {
		p.dlg.cur.Brief = append(p.dlg.cur.Brief, "A line more than the card holds, as a long lesson's words may be.")
	}
	d.look("dialog-top-anna")
	if _, ok := p.mode().(dialogMode); !ok || p.dlg.text.Hidden() == 0 {
		t.Fatalf("the revolt shows %T with %.0f px of its text hidden: want a card that scrolls", p.mode(), p.dlg.text.Hidden())
	}
	p.dlg.text.ScrollTo(p.dlg.text.Hidden())
	d.look("dialog-top-anna-scrolled")
	if p.dlg.text.Off() == 0 {
		t.Fatal("the card did not scroll")
	}
	p.hand.try(p.dlg.cur.Options[0].Move)
	for k := 0; k < 6; k++ {
		d.step(0, 0, false)
		_, handoff := p.mode().(handoffMode)
		if !handoff {
			break
		}
		d.look("dialog-top-handoff")
		d.click("ready")
	}
	d.step(0, 0, false)
	d.look("dialog-top-bo")
	if _, ok := p.mode().(dialogMode); !ok || p.sess.State().Pending().Player != 1 {
		t.Fatalf("after Anna's commitment: %T, %d to decide, want Bo's commit card", p.mode(), p.sess.State().Pending().Player)
	}
	if off := p.dlg.text.Off(); off != 0 {
		t.Errorf("Bo's card opened scrolled %.0f px down", off)
	}
}
