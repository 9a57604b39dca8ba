//go:build display

package assets

import (
	"image/color"
	"math"
	"testing"

	"tigris/game"
)

func rgbDist(a, b color.RGBA) float64 {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

// lightness is a colour's perceived lightness, 0..255 (Rec. 601 weights).
func lightness(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// In every palette each dynasty's house colour stands apart from the four kinds' colours (a
// leader's face from its rim) and from the other houses, and the houses differ in lightness too,
// for eyes that confuse hues.
func TestHousesStandApart(t *testing.T) {
	for name, pal := range map[string]*Palette{"normal": &Normal, "high contrast": &HighContrast, "space": &Space, "space high contrast": &SpaceHighContrast} {
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			h := pal.House[d]
			if h.A != 255 {
				t.Errorf("%s: %s has no house colour", name, d)
			}
			for c := game.Color(0); c < game.NumColors; c++ {
				if rgbDist(h, pal.Tile[c]) < 90 {
					t.Errorf("%s: %s's house %v is near the kind colour %v", name, d, h, pal.Tile[c])
				}
			}
			if rgbDist(h, pal.HouseInk) < 150 {
				t.Errorf("%s: %s's emblem ink does not stand out on its house %v", name, d, h)
			}
			for e := d + 1; e < game.NumDynasties; e++ {
				if dd := rgbDist(h, pal.House[e]); dd < 100 {
					t.Errorf("%s: the houses of %s and %s are %.0f apart", name, d, e, dd)
				}
				if dl := math.Abs(lightness(h) - lightness(pal.House[e])); dl < 8 {
					t.Errorf("%s: the houses of %s and %s differ in lightness by %.0f", name, d, e, dl)
				}
			}
		}
	}
}
