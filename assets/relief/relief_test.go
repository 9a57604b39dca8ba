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
	Tile:     [game.NumColors]color.RGBA{rgb8(196, 52, 44), rgb8(40, 104, 184), rgb8(46, 138, 74), rgb8(52, 52, 56)},
	Symbol:   rgb8(250, 244, 228),
	Gold:     rgb8(232, 184, 48),
	House:    houses,
	HouseInk: rgb8(36, 26, 22),
}

// the palettes' houses (assets.Normal's)
var houses = [game.NumDynasties]color.RGBA{rgb8(246, 242, 232), rgb8(240, 110, 160), rgb8(80, 220, 200), rgb8(246, 214, 72)}

// the science-fiction palette (assets.Space)
var space = Colors{
	Space:    true,
	Tile:     [game.NumColors]color.RGBA{rgb8(212, 64, 70), rgb8(48, 128, 220), rgb8(40, 170, 110), rgb8(116, 124, 156)},
	Symbol:   rgb8(236, 244, 255),
	Gold:     rgb8(250, 196, 70),
	House:    houses,
	HouseInk: rgb8(14, 18, 40),
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
	for _, k := range []Kind{Catastrophe, Unification, FaceDown, Treasure, Wonder} {
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
			img := image.NewRGBA(image.Rect(0, 0, px*12, px*15))
			for i := range img.Pix {
				img.Pix[i] = []uint8{set.ground.R, set.ground.G, set.ground.B, 255}[i%4]
			}
			start := time.Now()
			x, y := 0, 0
			for _, p := range ps {
				n := px * p.Cells()
				if x+n > px*12 {
					x, y = 0, y+3*px
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
	for _, px := range []int{23, 40, 64, 96, 120} {
		b.Run(itoa(px), func(b *testing.B) {
			for b.Loop() {
				for _, p := range everyPiece() {
					Bake(p, px, &ancient)
				}
			}
		})
	}
}

// lum is a sprite pixel's brightness over black (premultiplied), 0..255.
func lum(pix []byte, n, x, y int) float64 {
	o := (y*n + x) * 4
	return 0.3*float64(pix[o]) + 0.59*float64(pix[o+1]) + 0.11*float64(pix[o+2])
}

// A tile is lit from the upper left: its upper-left rim is brighter than its lower-right one,
// and its shadow falls on the map to the lower right, not the upper left.
func TestOneLightFromTheUpperLeft(t *testing.T) {
	const n = 64
	for _, cols := range []*Colors{&ancient, &space} {
		pix := Bake(Piece{Kind: Tile, Color: game.Blue}, n, cols)
		// the rims, a little inside the tile's edge, along its diagonal
		ul, lr := lum(pix, n, 6, 6)+lum(pix, n, 7, 7), lum(pix, n, n-7, n-7)+lum(pix, n, n-8, n-8)
		if ul <= lr*1.15 {
			t.Fatalf("space %v: the upper-left rim (%.0f) is not brighter than the lower-right one (%.0f)", cols.Space, ul, lr)
		}
		alpha := func(x, y int) byte { return pix[(y*n+x)*4+3] }
		if below, above := alpha(n/2, n-2), alpha(n/2, 1); below < 60 || int(above)*3 > int(below) {
			t.Fatalf("space %v: the shadow's cover is %d at the lower right and %d at the upper left", cols.Space, below, above)
		}
	}
}

// The palace, a black building on a black tile, stands out from it: a good share of its
// outline is much lighter than the tile beneath.
func TestPalaceReadsOnItsTile(t *testing.T) {
	for _, n := range []int{23, 48} {
		tile := Bake(Piece{Kind: Tile, Color: game.Black}, n, &ancient)
		palace := Bake(Piece{Kind: Building, Color: game.Black}, n, &ancient)
		light := 0
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				o := (y*n + x) * 4
				if palace[o+3] < 200 {
					continue
				}
				if lum(palace, n, x, y) > lum(tile, n, x, y)+90 {
					light++
				}
			}
		}
		if light < n*n/40 {
			t.Fatalf("%d px: only %d pixels of the palace stand out from its tile", n, light)
		}
	}
}

// Every piece of both editions bakes at a phone's size and a large one to a square of its size
// with something opaque in it, its premultiplied colour never over its cover.
func TestEveryPieceBakes(t *testing.T) {
	for _, cols := range []*Colors{&ancient, &space} {
		for _, px := range []int{23, 70} {
			for _, p := range everyPiece() {
				pix := Bake(p, px, cols)
				n := px * p.Cells()
				if len(pix) != n*n*4 {
					t.Fatalf("%+v at %d px: %d bytes", p, px, len(pix))
				}
				opaque := 0
				for i := 0; i < len(pix); i += 4 {
					if pix[i] > pix[i+3] || pix[i+1] > pix[i+3] || pix[i+2] > pix[i+3] {
						t.Fatalf("%+v at %d px: a colour over its cover at %d", p, px, i/4)
					}
					if pix[i+3] == 255 {
						opaque++
					}
				}
				if opaque < n*n/50 {
					t.Fatalf("%+v at %d px: only %d opaque pixels", p, px, opaque)
				}
			}
		}
	}
}

// Each building reads on its tile at a phone's size and a desktop's: it stands over most of the
// tile, its pale walls much lighter than a tile of any colour, and a good share of it is glazed in
// the building's own colour. A small building in the tile's corner was hard to tell on the
// board (issue 44).
func TestBuildingsFillTheirTile(t *testing.T) {
	for _, cols := range []*Colors{&ancient, &space} {
		for _, n := range []int{23, 48} {
			for c := game.Color(0); c < game.NumColors; c++ {
				pix := Bake(Piece{Kind: Building, Color: c}, n, cols)
				tc := cols.Tile[c]
				body, wall, glazed := 0, 0, 0
				for y := 0; y < n; y++ {
					for x := 0; x < n; x++ {
						o := (y*n + x) * 4
						if pix[o+3] < 230 {
							continue
						}
						body++
						if lum(pix, n, x, y) > 0.3*float64(tc.R)+0.59*float64(tc.G)+0.11*float64(tc.B)+60 {
							wall++
						}
						dr, dg, db := int(pix[o])-int(tc.R), int(pix[o+1])-int(tc.G), int(pix[o+2])-int(tc.B)
						if dr*dr+dg*dg+db*db < 70*70 {
							glazed++
						}
					}
				}
				if body < n*n/2 || wall < n*n/12 || glazed < n*n/12 {
					t.Errorf("space %v, %d px, the %s: %d pixels opaque, %d of pale wall, %d glazed in its colour, of %d", cols.Space, n, c.BuildingName(), body, wall, glazed, n*n)
				}
			}
		}
	}
}
