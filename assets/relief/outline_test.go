package relief

import (
	"testing"

	"tigris/game"
)

// edgeLum is the mean luminance of the first opaque pixels met from the left along a piece's
// middle row: its edge's colour.
func edgeLum(pix []byte, n int) float64 {
	y := n / 2
	sum, k := 0.0, 0
	for x := 0; x < n && k < 3; x++ {
		if pix[(y*n+x)*4+3] > 230 {
			sum += lum(pix, n, x, y)
			k++
		}
	}
	return sum / float64(max(1, k))
}

// The high-contrast palettes' outline edges every piece: a tile, a leader and a monument baked with
// a dark outline are darker at their edge than without, and with a light one (the stars' side)
// lighter; without an outline nothing changes.
func TestOutlineEdgesEveryPiece(t *testing.T) {
	dark, light := ancient, space
	dark.Outline, light.Outline = rgb8(10, 8, 6), rgb8(236, 242, 255)
	for _, p := range []Piece{{Kind: Tile, Color: game.Blue}, {Kind: Leader, Color: game.Red, Dynasty: game.Bull}, {Kind: Monument}} {
		n := 40 * p.Cells()
		plainA, withA := edgeLum(Bake(p, 40, &ancient), n), edgeLum(Bake(p, 40, &dark), n)
		if withA > plainA*0.6 {
			t.Errorf("kind %d: the dark outline's edge %.3f, without %.3f", p.Kind, withA, plainA)
		}
		plainS, withS := edgeLum(Bake(p, 40, &space), n), edgeLum(Bake(p, 40, &light), n)
		if withS < plainS+40 {
			t.Errorf("kind %d: the light outline's edge %.3f, without %.3f", p.Kind, withS, plainS)
		}
	}
}
