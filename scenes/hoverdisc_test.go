//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
)

// With "Revolt strengths on the board" on, pointing at a kingdom puts each leader's strength on a
// disc beside its space in the defence's colour, and leaves the leader's kind badge (the tile at
// its lower right) as it was, for every leader of the kingdom alike: Archer's king on F5 and
// Bull's priest on H5 beside the temple G5. The disc stood over the kind badge, a red "1" a new
// player read as "action 1 of 2" (issue 44, review 3), then in the leader's own upper left corner
// (review 6): it lies over no more than a twentieth of its leader's space. Pictures with
// TE_SCREENSHOTS=folder.
func TestHoverStrengthKeepsTheKindBadge(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p, d := revoltAtAnnasTurn(t, ctx)
			f5, g5, h5 := mustSpace(t, "F5"), mustSpace(t, "G5"), mustSpace(t, "H5")
			grab := func(name string) []byte {
				img := d.draw(name) // named: the full-size pieces, not their drafts
				buf := make([]byte, 4*ctx.W*ctx.H)
				img.ReadPixels(buf)
				return buf
			}
			d.step(0, 0, false)
			before := grab("hover-strength-" + size.name + "-off")
			x, y := p.lay.CellCentre(g5)
			d.step(int(x), int(y), false)
			if got := p.hoverStrengths(p.sess.State(), g5); len(got) != 2 {
				t.Fatalf("the kingdom's leaders show %d strengths, not 2", len(got))
			}
			after := grab("hover-strength-" + size.name)
			u := p.lay.U
			for _, leader := range []int{f5, h5} {
				r := p.lay.CellRect(leader)
				changed, all := 0, 0
				for py := int(r.Y + r.H*0.62); py < int(r.Y+r.H-5*u); py++ {
					for px := int(r.X + r.W*0.62); px < int(r.X+r.W-5*u); px++ {
						i := 4 * (py*ctx.W + px)
						all++
						if differs(before[i:i+3], after[i:i+3], 24) {
							changed++
						}
					}
				}
				if changed > all/20 {
					t.Errorf("pointing at the kingdom changes %d of %d pixels of the kind badge of the leader at %v", changed, all, r)
				}
				spot := hoverSpots(&p.lay, p.sess.State(), hoverNumbers(p.sess.State(), []int{leader}))[0]
				if in := r.Inset(r.W * 0.08); overlapArea(spot, in) > 0.05*in.W*in.H {
					t.Errorf("the strength disc %v lies over its leader's space %v", spot, r)
				}
				cx, cy, rad := spot.X+spot.W/2, spot.Y+spot.H/2, spot.W/2-1.5*u
				px, py := int(cx-rad*0.7), int(cy)
				i := 4 * (py*ctx.W + px)
				if !differs(after[i:i+3], []byte{colDefence.R, colDefence.G, colDefence.B}, 30) {
					continue
				}
				t.Errorf("the strength disc of the leader at %v is %v at (%d, %d), not the defence's colour %v", r, after[i:i+3], px, py, colDefence)
			}
		})
	}
}
