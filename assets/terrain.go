package assets

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
)

// PaintMap paints the map of a board whose top-left space starts at (x, y), spaces cell pixels
// wide: lit, grained ground; rivers as one body of water whose banks run from each river space to
// its river neighbours (a space's shape is chosen from them, and rivers run on off the board's
// edge); and a faint grid. It is drawn once per layout.
func PaintMap(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	w, h := cell*game.Cols, cell*game.Rows
	ground(dst, x, y, w, h, pal)
	bank := mix(pal.Land, pal.Grid, 0.55)
	deep := mix(pal.River, color.RGBA{20, 60, 110, 255}, 0.25)
	river := func(c, r int) bool {
		if c < 0 || r < 0 || c >= game.Cols || r >= game.Rows {
			return true // off the board: a river at the edge flows on
		}
		return mp.River[r*game.Cols+c]
	}
	// three passes, each over every river space: the bank, the deep water, the lit surface
	for pass, inset := range []float64{0.02, 0.09, 0.16} {
		col := []color.Color{bank, deep, pal.River}[pass]
		for i := 0; i < game.NCells; i++ {
			if !mp.River[i] {
				continue
			}
			c, r := i%game.Cols, i/game.Cols
			water(dst, x+float64(c)*cell, y+float64(r)*cell, cell, inset*cell, col,
				[4]bool{river(c, r-1), river(c+1, r), river(c, r+1), river(c-1, r)},
				[4]bool{river(c+1, r-1), river(c+1, r+1), river(c-1, r+1), river(c-1, r-1)})
		}
	}
	// ripples: short light strokes, placed by each space's number so they never move
	for i := 0; i < game.NCells; i++ {
		if !mp.River[i] {
			continue
		}
		cx, cy := x+float64(i%game.Cols)*cell, y+float64(i/game.Cols)*cell
		for k := 0; k < 2; k++ {
			h := hash(uint32(i*7 + k))
			px := cx + cell*(0.25+0.4*float64(h%100)/100)
			py := cy + cell*(0.3+0.45*float64((h/100)%100)/100)
			engine.Line(dst, px, py, px+cell*0.16, py-cell*0.03, math.Max(1, u), engine.RGBA(255, 255, 255, 70))
		}
	}
	// the grid: thin and faint, a guide rather than a pattern (it shows plainly while dragging)
	grid := color.NRGBA{pal.Grid.R, pal.Grid.G, pal.Grid.B, 120}
	lw := math.Max(1, 0.8*u)
	for c := 0; c <= game.Cols; c++ {
		engine.Rect(dst, math.Round(x+float64(c)*cell-lw/2), y, lw, h, grid)
	}
	for r := 0; r <= game.Rows; r++ {
		engine.Rect(dst, x, math.Round(y+float64(r)*cell-lw/2), w, lw, grid)
	}
}

// water paints one river space's part of the river at an inset from its edges: a rounded body,
// joined straight across each side where a river neighbour is, and filled into a corner where the
// two sides and the diagonal space are all river.
func water(dst *ebiten.Image, x, y, cell, in float64, col color.Color, side [4]bool, diag [4]bool) {
	engine.RoundRect(dst, x+in, y+in, cell-2*in, cell-2*in, (cell-2*in)*0.42, col)
	half := cell / 2
	if side[0] { // up
		engine.Rect(dst, x+in, y, cell-2*in, half, col)
	}
	if side[1] { // right
		engine.Rect(dst, x+half, y+in, half, cell-2*in, col)
	}
	if side[2] { // down
		engine.Rect(dst, x+in, y+half, cell-2*in, half, col)
	}
	if side[3] { // left
		engine.Rect(dst, x, y+in, half, cell-2*in, col)
	}
	corners := [4][2]float64{{half, 0}, {half, half}, {0, half}, {0, 0}} // NE, SE, SW, NW
	sides := [4][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}
	for k, d := range diag {
		if d && side[sides[k][0]] && side[sides[k][1]] {
			engine.Rect(dst, x+corners[k][0], y+corners[k][1], half, half, col)
		}
	}
}

// ground is the land: the palette's colour, lit from the upper left, darker towards the edges,
// with a soft mottling of larger patches and a fine grain, all from a small generated picture
// scaled to the board.
func ground(dst *ebiten.Image, x, y, w, h float64, pal *Palette) {
	const tw, th = 96, 66
	pix := image.NewRGBA(image.Rect(0, 0, tw, th))
	for j := 0; j < th; j++ {
		for i := 0; i < tw; i++ {
			fx, fy := float64(i)/tw, float64(j)/th
			light := 1.05 - 0.10*(fx+fy)/2                                // from the upper left
			edge := math.Min(math.Min(fx, 1-fx), math.Min(fy, 1-fy))      // 0 at an edge
			light *= 0.93 + 0.07*math.Min(1, edge*8)                      // a soft vignette
			light *= 0.95 + 0.10*fbm(float64(i)/14, float64(j)/14)        // patches
			light *= 0.985 + 0.03*float64(hash(uint32(j*tw+i))%1000)/1000 // grain
			pix.SetRGBA(i, j, scaleRGB(pal.Land, light))
		}
	}
	img := ebiten.NewImageFromImage(pix)
	defer img.Deallocate()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/tw, h/th)
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

// fbm is smooth value noise in [0, 1], three octaves.
func fbm(x, y float64) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < 3; o++ {
		sum += amp * valueNoise(x, y, uint32(o))
		norm += amp
		x, y, amp = x*2, y*2, amp/2
	}
	return sum / norm
}

func valueNoise(x, y float64, seed uint32) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	tx, ty := x-x0, y-y0
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	at := func(i, j float64) float64 {
		return float64(hash(uint32(int32(i))*73856093^uint32(int32(j))*19349663^seed*83492791)%1024) / 1023
	}
	a, b := at(x0, y0), at(x0+1, y0)
	c, d := at(x0, y0+1), at(x0+1, y0+1)
	return (a*(1-tx)+b*tx)*(1-ty) + (c*(1-tx)+d*tx)*ty
}

// hash mixes bits (a fixed pattern, the same on every machine).
func hash(v uint32) uint32 {
	v ^= v >> 16
	v *= 0x7feb352d
	v ^= v >> 15
	v *= 0x846ca68b
	v ^= v >> 16
	return v
}

func scaleRGB(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*k))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}
