//go:build display

package engine

import (
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// The fonts with the short hyphen draw the characters the Go fonts draw, and no others: Draws
// asks them, not copies of the originals parsed again.
func TestDrawsAsTheOriginalFonts(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	var orig []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		g, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		orig = append(orig, g)
	}
	var buf sfnt.Buffer
	drawn := 0
	for r := rune(0); r < 0x3000; r++ {
		want := true
		for _, g := range orig {
			if i, err := g.GlyphIndex(&buf, r); err != nil || i == 0 {
				want = false
			}
		}
		if f.Draws(r) != want {
			t.Errorf("Draws(%U) = %v, the Go fonts %v", r, f.Draws(r), want)
		}
		if want {
			drawn++
		}
	}
	if drawn < 600 || !f.Draws('Ж') || f.Draws('李') {
		t.Fatalf("%d characters drawn below U+3000", drawn)
	}
}
