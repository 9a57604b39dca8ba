package hyphen

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// ink is a glyph's drawn width and its advance, at 100 units to the em.
func ink(t *testing.T, ttf []byte, r rune) (width, advance fixed.Int26_6) {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	g, err := f.GlyphIndex(&b, r)
	if err != nil || g == 0 {
		t.Fatalf("no glyph for %q: %v", r, err)
	}
	bounds, adv, err := f.GlyphBounds(&b, g, fixed.I(100), font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	return bounds.Max.X - bounds.Min.X, adv
}

// The Go fonts' hyphen is drawn longer than their en dash; after Short it is the short hyphen,
// and no other glyph changed.
func TestHyphenIsShorterThanADash(t *testing.T) {
	for name, ttf := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF} {
		before, _ := ink(t, ttf, '-')
		dash, _ := ink(t, ttf, '–')
		if before <= dash {
			t.Fatalf("%s: the font's hyphen (%v) is no longer than its en dash (%v): nothing to fix", name, before, dash)
		}
		fixed, err := Short(ttf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		after, adv := ink(t, fixed, '-')
		soft, softAdv := ink(t, ttf, '\u00ad')
		if after != soft || adv != softAdv || after >= dash*3/4 {
			t.Errorf("%s: the hyphen is %v wide advancing %v; the soft hyphen %v advancing %v, the en dash %v", name, after, adv, soft, softAdv, dash)
		}
		for _, r := range "–—n0A." {
			w0, a0 := ink(t, ttf, r)
			w1, a1 := ink(t, fixed, r)
			if w0 != w1 || a0 != a1 {
				t.Errorf("%s: %q changed from %v/%v to %v/%v", name, r, w0, a0, w1, a1)
			}
		}
		if again, _ := ink(t, ttf, '-'); again != before {
			t.Errorf("%s: the font given was changed", name)
		}
	}
}
