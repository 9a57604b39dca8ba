package relief

import (
	"math"
	"testing"

	"tigris/game"
)

// meanIn is the mean colour (over black, premultiplied) of the sprite's opaque pixels whose
// distance from its centre, in units of a space, lies in [r0, r1).
func meanIn(pix []byte, n int, r0, r1 float64) [3]float64 {
	var sum [3]float64
	k := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			d := math.Hypot((float64(x)+0.5)/float64(n)-0.5, (float64(y)+0.5)/float64(n)-0.5)
			o := (y*n + x) * 4
			if d < r0 || d >= r1 || pix[o+3] < 250 {
				continue
			}
			for c := range sum {
				sum[c] += float64(pix[o+c])
			}
			k++
		}
	}
	for c := range sum {
		sum[c] /= float64(max(k, 1))
	}
	return sum
}

func dist(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// Whose leader is it, at a phone's size and a desktop's, in both editions: two dynasties' leaders
// of one kind differ in the colour of their heart, the middle of the piece where the eye lands,
// not only in an emblem's few pixels (a pale emblem on the kind's colour: 16-32 apart); and the
// kind still reads from the rim, whose colour is nearest the kind's own of the four.
func TestLeadersTellTheirDynastyAtAGlance(t *testing.T) {
	for _, set := range []struct {
		name   string
		cols   *Colors
		heart  float64 // the radius of the heart: an ancient disc's face, the middle of a space seal
		r0, r1 float64 // the rim: the ring of the disc, the hexagon's enamel inside its bezel
	}{{"ancient", &ancient, 0.28, 0.38, 0.43}, {"space", &space, 0.16, 0.34, 0.375}} {
		for _, px := range []int{22, 33, 64} {
			for c := game.Color(0); c < game.NumColors; c++ {
				var pix [game.NumDynasties][]byte
				for d := range pix {
					pix[d] = Bake(Piece{Kind: Leader, Color: c, Dynasty: game.Dynasty(d)}, px, set.cols)
				}
				for a := 0; a < len(pix); a++ {
					for b := a + 1; b < len(pix); b++ {
						ma, mb := meanIn(pix[a], px, 0, set.heart), meanIn(pix[b], px, 0, set.heart)
						if d := dist(ma, mb); d < 60 {
							t.Errorf("%s %d px, colour %d: dynasties %d and %d have nearly one colour at their heart (%.0f apart: %v, %v)", set.name, px, c, a, b, d, ma, mb)
						}
					}
				}
				for d := range pix {
					rim := meanIn(pix[d], px, set.r0, set.r1)
					best := game.Color(0)
					for k := game.Color(1); k < game.NumColors; k++ {
						if dist(rim, tileRGB(set.cols, k)) < dist(rim, tileRGB(set.cols, best)) {
							best = k
						}
					}
					if best != c {
						t.Errorf("%s %d px: dynasty %d's leader of colour %d has a rim nearest colour %d (%v)", set.name, px, d, c, best, rim)
					}
				}
			}
		}
	}
}

func tileRGB(cols *Colors, c game.Color) [3]float64 {
	t := cols.Tile[c]
	return [3]float64{float64(t.R), float64(t.G), float64(t.B)}
}
