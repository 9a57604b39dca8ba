//go:build display

package assets

import (
	"image/color"
	"testing"
	"tigris/internal/wcag"

	"tigris/assets/relief"
	"tigris/game"
)

// High contrast raises the contrast of every piece, in both themes: each kind's symbol stands out
// of its face at least as much as in the ordinary palette, and its edge (the outline) out of the
// land at least as much as its face did. High contrast made the black pieces harder to see (issue
// 44, a reviewer who knows the board game): pure black under a black outline, and the green's
// symbol stood out less than in the ordinary palette in both themes.
func TestHighContrastRaisesEveryPiecesContrast(t *testing.T) {
	for _, pair := range []struct {
		name         string
		normal, bold *Palette
	}{{"ancient", &Normal, &HighContrast}, {"science fiction", &Space, &SpaceHighContrast}} {
		for c := game.Color(0); c < game.NumColors; c++ {
			n, b := pair.normal, pair.bold
			if got, was := wcag.Contrast(b.Symbol, b.Tile[c]), wcag.Contrast(n.Symbol, n.Tile[c]); got < was {
				t.Errorf("%s: the %s symbol stands out of its face %.2f:1 in high contrast, %.2f:1 without", pair.name, c.TileName(), got, was)
			}
			if got, was := wcag.Contrast(b.Outline, b.Land), wcag.Contrast(n.Tile[c], n.Land); got < was {
				t.Errorf("%s: the %s pieces' edge stands out of the land %.2f:1 in high contrast, %.2f:1 without", pair.name, c.TileName(), got, was)
			}
		}
	}
}

// edgeBands are the luminances met along a piece's middle row from its left edge inward, over the
// first fifth of the space (its edge's bands), opaque pixels only.
func edgeBands(pix []byte, n int) []float64 {
	y := n / 2
	var out []float64
	for x := 0; x < n/2 && len(out) < n/5; x++ {
		if i := (y*n + x) * 4; pix[i+3] > 230 {
			out = append(out, wcag.Luminance(color.RGBA{pix[i], pix[i+1], pix[i+2], 255}))
		}
	}
	return out
}

// In high contrast a black piece (a settlement, a king, the black building) shows, inside its edge,
// both a band that stands out of a light land and a band that stands out of its own black face,
// so two black pieces side by side read as two: in the ancient theme a light line inside the dark
// outline, among the stars the light outline. The ordinary palettes have neither.
func TestBlackPiecesKeepTheirEdgeInHighContrast(t *testing.T) {
	for name, pal := range map[string]*Palette{"ancient": &HighContrast, "science fiction": &SpaceHighContrast} {
		face := wcag.Luminance(pal.Tile[game.Black])
		for _, p := range []relief.Piece{{Kind: relief.Tile, Color: game.Black}, {Kind: relief.Leader, Color: game.Black, Dynasty: game.Bull}, {Kind: relief.Building, Color: game.Black}} {
			bands := edgeBands(relief.Bake(p, 64, pal.colors()), 64)
			lightest, darkest := 0.0, 1.0
			for _, l := range bands {
				lightest, darkest = max(lightest, l), min(darkest, l)
			}
			if (lightest+0.05)/(face+0.05) < 3 {
				t.Errorf("%s: a black piece (kind %d) has no edge lighter than its face: lightest %.3f, face %.3f", name, p.Kind, lightest, face)
			}
			if !pal.Space && (wcag.Luminance(pal.Land)+0.05)/(darkest+0.05) < 3 {
				t.Errorf("%s: a black piece (kind %d) has no edge darker than the land: darkest %.3f", name, p.Kind, darkest)
			}
		}
	}
}

// Among the stars every kind's pieces stand out of the land: the black ones (the habitats, the
// governors' rims) at least as much as the weakest of the other three kinds, their symbol out of
// their face as well, and their dark edge no less than a third of the way to the others' (review
// 6, m28: grey on navy, 2.9:1 where the others were 3.8:1 and more, the edge lost in the night).
func TestBlackPiecesStandOutAmongTheStars(t *testing.T) {
	p := &Space
	face, symbol, edge := 99.0, 99.0, 99.0
	for c := game.Color(0); c < game.NumColors; c++ {
		if c != game.Black {
			face = min(face, wcag.Contrast(p.Tile[c], p.Land))
			symbol = min(symbol, wcag.Contrast(p.Symbol, p.Tile[c]))
			edge = min(edge, wcag.Contrast(p.TileDark[c], p.Land))
		}
	}
	b := game.Black
	if got := wcag.Contrast(p.Tile[b], p.Land); got < face {
		t.Errorf("the black face stands out of the land %.2f:1, the weakest other kind %.2f:1", got, face)
	}
	if got := wcag.Contrast(p.Symbol, p.Tile[b]); got < symbol {
		t.Errorf("the black symbol stands out of its face %.2f:1, the weakest other kind's %.2f:1", got, symbol)
	}
	if got := wcag.Contrast(p.TileDark[b], p.Land); got < 1+(edge-1)/3 {
		t.Errorf("the black edge stands out of the land %.2f:1, the others' %.2f:1 and more", got, edge)
	}
}
