//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// While a farm is carried onto the river at M1, which would join Anna's trader's kingdom (K2,
// markets on L1 and L2) to Bo's (his trader in the board's corner at P1, markets on N1 and O1),
// the preview's caption stands away from the drop's space and the squares round it, from both
// leaders and from their badges, over no piece; and each badge covers no piece but its own
// leader's corner (issue 44, review 3: the caption lay over the squares below the drop and
// "Defence 0" over the pieces beside the leader in the corner). Pictures with TE_SCREENSHOTS.
func TestWarPreviewKeepsOffItsSpaces(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := hotSeatAt(t, d, "warpreview.pos", 0)
			defer func() { d.free() }()
			m1, k2, p1 := mustSpace(t, "M1"), mustSpace(t, "K2"), mustSpace(t, "P1")
			d.look("")
			slot := -1
			for i := range p.lay.Hand {
				if c, ok := p.hand.tile(i); ok && c == game.Blue {
					slot = i
					break
				}
			}
			hr := p.lay.Hand[slot]
			x, y := p.lay.CellCentre(m1)
			d.step(int(hr.X+hr.W/2), int(hr.Y+hr.H/2), true)
			d.step(int(x), int(y), true)
			d.step(int(x), int(y), true)
			d.look("war-preview-" + size.name)
			pv := &p.hand.preview
			if len(pv.clashes) != 1 || !pv.clashes[0].War || len(pv.badges) != 2 || pv.box.W == 0 {
				t.Fatalf("no war previewed at M1: %+v", pv)
			}
			st := p.sess.State()
			covered := func(r ui.Rect, except int) []string {
				var out []string
				for i := 0; i < game.NCells; i++ {
					c := p.lay.CellRect(i)
					if i != except && st.Cell(i).Kind != game.Empty && ui.Overlaps(r, c.Inset(c.W*0.1)) {
						out = append(out, game.SpaceName(i))
					}
				}
				return out
			}
			for i, b := range pv.badges {
				if on := covered(b, []int{k2, p1}[i]); len(on) > 0 {
					t.Errorf("the badge at %v covers the pieces on %v", b, on)
				}
			}
			box := pv.box
			if on := covered(box, -1); len(on) > 0 {
				t.Errorf("the caption at %v covers the pieces on %v", box, on)
			}
			cr := p.lay.CellRect(m1)
			keepOff := append([]ui.Rect{cr.Inset(-p.lay.Cell + 2), p.lay.CellRect(k2), p.lay.CellRect(p1)}, pv.badges...)
			for _, r := range keepOff {
				if ui.Overlaps(box, r) {
					t.Errorf("the caption at %v stands over %v (the drop's squares, the leaders or their badges)", box, r)
				}
			}
			d.step(int(x), int(y), false)
		})
	}
}
