package relief

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tigris/game"
)

var ancient = Colors{
	Tile:   [game.NumColors]color.RGBA{rgb8(196, 52, 44), rgb8(40, 104, 184), rgb8(46, 138, 74), rgb8(52, 52, 56)},
	Symbol: rgb8(250, 244, 228),
	Gold:   rgb8(232, 184, 48),
}

var space = Colors{
	Space:  true,
	Tile:   [game.NumColors]color.RGBA{rgb8(212, 64, 70), rgb8(48, 128, 220), rgb8(40, 170, 110), rgb8(64, 66, 82)},
	Symbol: rgb8(236, 244, 255),
	Gold:   rgb8(250, 196, 70),
}

// every piece of a set, in the order of a sheet
func everyPiece() []Piece {
	var ps []Piece
	for c := game.Color(0); c < game.NumColors; c++ {
		ps = append(ps, Piece{Kind: Tile, Color: c}, Piece{Kind: Building, Color: c})
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			ps = append(ps, Piece{Kind: Leader, Color: c, Dynasty: d})
		}
	}
	for _, k := range []Kind{Catastrophe, Unification, FaceDown, Treasure, WonderPart, WonderCentre} {
		ps = append(ps, Piece{Kind: k})
	}
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		ps = append(ps, Piece{Kind: Monument, Monument: m})
	}
	return ps
}

// over composites premultiplied sprite pixels on an opaque picture at (x, y).
func over(dst *image.RGBA, pix []byte, n, x, y int) {
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			o := (j*n + i) * 4
			d := dst.PixOffset(x+i, y+j)
			a := 255 - int(pix[o+3])
			for k := 0; k < 3; k++ {
				dst.Pix[d+k] = uint8(min(255, int(pix[o+k])+int(dst.Pix[d+k])*a/255))
			}
		}
	}
}

// TestSheet writes every piece of both editions at three sizes to TIGRIS_SHEET, to look at.
func TestSheet(t *testing.T) {
	dir := os.Getenv("TIGRIS_SHEET")
	if dir == "" {
		t.Skip("TIGRIS_SHEET names the folder for the sheets")
	}
	for _, set := range []struct {
		name   string
		cols   *Colors
		ground color.RGBA
	}{{"ancient", &ancient, rgb8(222, 204, 160)}, {"space", &space, rgb8(20, 26, 52)}} {
		for _, px := range []int{23, 40, 64} {
			ps := everyPiece()
			img := image.NewRGBA(image.Rect(0, 0, px*12, px*8))
			for i := range img.Pix {
				img.Pix[i] = []uint8{set.ground.R, set.ground.G, set.ground.B, 255}[i%4]
			}
			start := time.Now()
			x, y := 0, 0
			for _, p := range ps {
				n := px * p.Cells()
				if x+n > px*12 {
					x, y = 0, y+2*px
				}
				if p.Kind == Building || p.Kind == Unification || p.Kind == Treasure {
					over(img, Bake(Piece{Kind: Tile, Color: p.Color}, px, set.cols), px, x, y)
				}
				over(img, Bake(p, px, set.cols), n, x, y)
				x += n
			}
			t.Logf("%s %d px: %v", set.name, px, time.Since(start))
			f, err := os.Create(filepath.Join(dir, set.name+"-"+itoa(px)+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

func itoa(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// BenchmarkBakeSet bakes every piece of a set at the sizes the board shows.
func BenchmarkBakeSet(b *testing.B) {
	for _, px := range []int{23, 40, 64, 96} {
		b.Run(itoa(px), func(b *testing.B) {
			for b.Loop() {
				for _, p := range everyPiece() {
					Bake(p, px, &ancient)
				}
			}
		})
	}
}
