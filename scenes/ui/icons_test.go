//go:build display

package ui

import "testing"

// Every icon is a drawing, neither blank nor a filled square, and is drawn once per size.
func TestIconsAreDrawings(t *testing.T) {
	ctx := newContext(t)
	for id := range iconDrawers {
		img := Icon(&ctx.Stamps, Named(id), 24)
		if img == nil || Icon(&ctx.Stamps, Named(id), 24) != img {
			t.Fatalf("%s: no icon, or drawn again", id)
		}
		lit := 0
		for y := 0; y < 24; y++ {
			for x := 0; x < 24; x++ {
				if _, _, _, a := img.At(x, y).RGBA(); a > 0x8000 {
					lit++
				}
			}
		}
		if lit < 24*24/20 || lit > 24*24*8/10 {
			t.Errorf("%s: %d of %d pixels drawn", id, lit, 24*24)
		}
	}
	if Icon(&ctx.Stamps, Named("no-such-control"), 24) != nil {
		t.Error("a control without an icon got one")
	}
}
