//go:build display

package scenes

import (
	"image"
	"image/color"
	"sort"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// A catastrophe carried over the board marks the spaces it may not fall on (R8.1: the leaders,
// the treasures, the monument's square, the building, the wonder and the catastrophe already
// there), each with a no-entry sign, and leaves the many spaces it may go as they were: it rang
// every empty space and tile, rings that said nothing (issue 44). A drop on a forbidden space is
// refused with its reason. In both themes; pictures with TE_SCREENSHOTS=folder.
func TestACatastropheMarksWhereItMayNotGo(t *testing.T) {
	drawtest.Start(t)
	want := []string{
		"H5", "I6", // the leaders
		"K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11", // the treasures
		"F5", "G5", "F6", "G6", // the monument's square
		"J4",                             // the building
		"C9", "B10", "C10", "D10", "C11", // the wonder
		"L5", // the catastrophe
	}
	for theme, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := hotSeatAt(t, d, "catastrophes.pos", theme)
			defer func() { d.free() }()
			empty := mustSpace(t, "N10") // land, empty, far from the pointer and from any river
			first := d.draw("")
			before := crop(first, part(p.lay.CellRect(empty), 0.2, 0.8))
			corners := map[string]bool{}
			for _, sp := range []string{"H5", "J4", "L5", "C10", "C9"} { // none of them red
				corners[sp] = hasRed(first, part(p.lay.CellRect(mustSpace(t, sp)), 0, 0.35))
			}
			c := p.lay.Catas
			d.step(int(c.X+c.W/2), int(c.Y+c.H/2), true)
			x, y := p.lay.CellCentre(mustSpace(t, "C6"))
			d.step(int(x), int(y), true)
			img := d.draw("catastrophe-barred-" + size.name)
			if p.hand.drag == nil {
				t.Fatal("no catastrophe in hand")
			}
			var got []string
			for _, i := range p.hand.barred(p.sess.State()) {
				got = append(got, game.SpaceName(i))
			}
			sort.Strings(got)
			sort.Strings(want)
			if len(got) != len(want) || len(got) == 0 {
				t.Fatalf("the catastrophe bars %v, want %v", got, want)
			}
			for k := range got {
				if got[k] != want[k] {
					t.Fatalf("the catastrophe bars %v, want %v", got, want)
				}
			}
			if after := crop(img, part(p.lay.CellRect(empty), 0.2, 0.8)); !sameImage(before, after, 12) {
				t.Errorf("an empty space the catastrophe may fall on is marked (a ring): %s", "N10")
			}
			for sp, red := range corners {
				if red || !hasRed(img, part(p.lay.CellRect(mustSpace(t, sp)), 0, 0.35)) {
					t.Errorf("%s, where a catastrophe may not go, has no no-entry sign (red before it: %v)", sp, red)
				}
			}
			// dropped on Bull's priest: refused, the reason said
			hx, hy := p.lay.CellCentre(mustSpace(t, "H5"))
			d.step(int(hx), int(hy), true)
			d.step(int(hx), int(hy), false)
			if p.sess.State().Cell(mustSpace(t, "H5")).Kind != game.Leader || p.banner.text == "" {
				t.Errorf("a catastrophe dropped on a leader: %v, said %q", p.sess.State().Cell(mustSpace(t, "H5")).Kind, p.banner.text)
			}
			t.Logf("refused: %q", p.banner.text)
		})
	}
}

// part is the part of r from a to b of its width and height, in whole pixels.
func part(r ui.Rect, a, b float64) image.Rectangle {
	return image.Rect(int(r.X+r.W*a), int(r.Y+r.H*a), int(r.X+r.W*b), int(r.Y+r.H*b))
}

// crop copies the part r of img.
func crop(img interface {
	At(x, y int) color.Color
}, r image.Rectangle) *image.RGBA {
	out := image.NewRGBA(r)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// sameImage reports that a and b differ by at most tol in every channel of every pixel.
func sameImage(a, b *image.RGBA, tol int) bool {
	if a.Rect != b.Rect {
		return false
	}
	for k := range a.Pix {
		if d := int(a.Pix[k]) - int(b.Pix[k]); d > tol || d < -tol {
			return false
		}
	}
	return true
}

// hasRed reports a pixel of the no-entry sign's red in r of img.
func hasRed(img interface {
	At(x, y int) color.Color
}, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if c.R > 180 && c.G < 70 && c.B < 60 {
				return true
			}
		}
	}
	return false
}
