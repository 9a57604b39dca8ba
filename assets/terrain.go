package assets

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
)

// PaintMap paints the map of a board whose top-left space starts at (x, y), spaces cell pixels
// wide, as PaintWater does, for a picture whose water stays still (the title's board).
func PaintMap(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	PaintWater(dst, mp, x, y, cell, u, pal).Deallocate()
}

// PaintWater paints the map once per layout: the ground lit from the upper left, dry plain away
// from the rivers and fertile land along them, reeds at the banks, the rivers as one body of
// water, deeper in the middle, whose banks run from each river space to its river neighbours
// (and on off the board's edge), and an etched grid. In space the ground is deep space with
// nebulae and the rivers are asteroid belts. It returns the rivers' moving surface, which the
// board draws over the picture on each frame (Water.Draw).
func PaintWater(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) *Water {
	w, h := cell*game.Cols, cell*game.Rows
	wt := &Water{x: x, y: y, cell: cell, pal: pal}
	wt.field = waterField(mp, int(math.Ceil(w)), int(math.Ceil(h)), cell)
	if sh, err := mapShader(pal.Space); err == nil {
		op := &ebiten.DrawRectShaderOptions{}
		op.GeoM.Translate(x, y)
		op.Images[0] = wt.field
		op.Uniforms = map[string]any{
			"Cell":    float32(cell),
			"Size":    []float32{float32(w), float32(h)},
			"Land":    rgb(pal.Land),
			"River":   rgb(pal.River),
			"Grain":   float32(math.Max(1, 1.5*u)),
			"Texture": float32(1 - 0.6*float64(btoi(pal.Bold))),
		}
		dst.DrawRectShader(wt.field.Bounds().Dx(), wt.field.Bounds().Dy(), sh, op)
	} else { // no shader: plain land and the river spaces as water
		engine.Rect(dst, x, y, w, h, pal.Land)
		for i := 0; i < game.NCells; i++ {
			if mp.River[i] {
				engine.Rect(dst, x+float64(i%game.Cols)*cell, y+float64(i/game.Cols)*cell, cell, cell, pal.River)
			}
		}
	}
	if pal.Space {
		systems(dst, mp, x, y, cell, u, pal)
	}
	etchGrid(dst, x, y, cell, u, pal)
	for i := 0; i < game.NCells; i++ {
		if mp.River[i] {
			wt.cells = append(wt.cells, i)
		}
	}
	return wt
}

// etchGrid cuts the grid faintly into the ground: a dark groove with a lit lip below and right of
// it, a guide rather than a pattern (it shows plainly while a piece is carried). High contrast
// keeps a plain dark grid.
func etchGrid(dst *ebiten.Image, x, y, cell, u float64, pal *Palette) {
	w, h := cell*game.Cols, cell*game.Rows
	lw := math.Max(1, math.Round(0.8*u))
	groove := color.NRGBA{pal.Grid.R / 2, pal.Grid.G / 2, pal.Grid.B / 2, 70}
	lip := color.NRGBA{255, 250, 235, 28}
	if pal.Space {
		groove, lip.A = color.NRGBA{pal.Grid.R, pal.Grid.G, pal.Grid.B, 70}, 0
	}
	if pal.Bold {
		groove, lip.A = color.NRGBA{pal.Grid.R, pal.Grid.G, pal.Grid.B, 170}, 0
	}
	for c := 0; c <= game.Cols; c++ {
		gx := math.Round(x + float64(c)*cell - lw/2)
		engine.Rect(dst, gx, y, lw, h, groove)
		if lip.A > 0 && c > 0 && c < game.Cols {
			engine.Rect(dst, gx+lw, y, lw, h, lip)
		}
	}
	for r := 0; r <= game.Rows; r++ {
		gy := math.Round(y + float64(r)*cell - lw/2)
		engine.Rect(dst, x, gy, w, lw, groove)
		if lip.A > 0 && r > 0 && r < game.Rows {
			engine.Rect(dst, x, gy+lw, w, lw, lip)
		}
	}
}

// Water is a painted map's moving surface: the rivers' light ripples (in space, the belts' glints),
// drawn over the river spaces only, so a frame pays for them and not for the whole map.
type Water struct {
	field   *ebiten.Image // the distance to the banks over the board, as the map was painted from
	x, y    float64       // where the board's top-left space was painted
	cell    float64
	pal     *Palette
	cells   []int // the river spaces
	vs      []ebiten.Vertex
	is      []uint16
	uniform map[string]any
}

// Draw paints the moving surface, t seconds into its motion, over a board whose picture was drawn
// with (ox, oy) added to where PaintWater painted it.
func (w *Water) Draw(dst *ebiten.Image, ox, oy, t float64) {
	if w == nil || w.field == nil || len(w.cells) == 0 {
		return
	}
	sh, err := waterShader()
	if err != nil {
		return
	}
	w.vs, w.is = w.vs[:0], w.is[:0]
	for _, i := range w.cells {
		sx, sy := float64(i%game.Cols)*w.cell, float64(i/game.Cols)*w.cell
		n := uint16(len(w.vs))
		for _, k := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			px, py := sx+k[0]*w.cell, sy+k[1]*w.cell
			w.vs = append(w.vs, ebiten.Vertex{DstX: float32(ox + w.x + px), DstY: float32(oy + w.y + py),
				SrcX: float32(px), SrcY: float32(py), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
		}
		w.is = append(w.is, n, n+1, n+2, n+1, n+3, n+2)
	}
	if w.uniform == nil {
		b := w.field.Bounds()
		w.uniform = map[string]any{
			"Cell":  float32(w.cell),
			"Size":  []float32{float32(b.Dx()), float32(b.Dy())},
			"Space": float32(btoi(w.pal.Space)),
			"Glint": float32(0.22 + 0.1*float64(btoi(w.pal.Bold))),
		}
	}
	w.uniform["Time"] = float32(t)
	op := &ebiten.DrawTrianglesShaderOptions{Uniforms: w.uniform}
	op.Images[0] = w.field
	dst.DrawTrianglesShader(w.vs, w.is, sh, op)
}

// Deallocate frees the surface's picture; a nil surface is fine.
func (w *Water) Deallocate() {
	if w != nil && w.field != nil {
		w.field.Deallocate()
		w.field = nil
	}
}

// fieldK is how many samples of the distance to the water a space has each way; the shaders
// read it smoothly enlarged to the board's pixels.
const fieldK = 8

// riverHalf is half a river's width, in spaces: the bank between two river spaces' water and a
// land space's edge is what is left of the river space.
const riverHalf = 0.42

// waterField is the signed distance from each pixel of a w x h board to the rivers' banks (negative
// on the water), in two channels: red spans -0.5 to 2.5 spaces, green -0.2 to 0.2 finely for the
// banks' edge. It is computed at fieldK samples a space and enlarged smoothly.
func waterField(mp *game.Map, w, h int, cell float64) *ebiten.Image {
	sk := riverSkeleton(mp)
	fw, fh := game.Cols*fieldK+2, game.Rows*fieldK+2 // a sample's border beyond the board, for the enlarging
	pix := make([]byte, 4*fw*fh)
	for j := 0; j < fh; j++ {
		for i := 0; i < fw; i++ {
			d := sk.distance((float64(i)-0.5)/fieldK, (float64(j)-0.5)/fieldK)
			k := 4 * (j*fw + i)
			pix[k] = unit((d + 0.5) / 3)
			pix[k+1] = unit(0.5 + d*2.5)
			pix[k+3] = 255
		}
	}
	small := ebiten.NewImage(fw, fh)
	defer small.Deallocate()
	small.WritePixels(pix)
	big := ebiten.NewImage(w, h)
	s := cell / fieldK
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(-s, -s)
	big.DrawImage(small, op)
	return big
}

func unit(v float64) byte { return byte(math.Round(255 * math.Max(0, math.Min(1, v)))) }

// skeleton is the rivers' middle line, in spaces: from each river space's centre to its river
// neighbours' (across the board's edge too: rivers run on), and the squares between four river
// spaces, which a river fills.
type skeleton struct {
	segs  [][4]float64
	boxes [][4]float64
}

func riverSkeleton(mp *game.Map) skeleton {
	river := func(c, r int) bool {
		if c < 0 || r < 0 || c >= game.Cols || r >= game.Rows {
			return true
		}
		return mp.River[r*game.Cols+c]
	}
	var sk skeleton
	for i := 0; i < game.NCells; i++ {
		if !mp.River[i] {
			continue
		}
		c, r := i%game.Cols, i/game.Cols
		cx, cy := float64(c)+0.5, float64(r)+0.5
		sk.segs = append(sk.segs, [4]float64{cx, cy, cx, cy})
		for _, n := range [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}} {
			nc, nr := c+n[0], r+n[1]
			onBoard := nc >= 0 && nr >= 0 && nc < game.Cols && nr < game.Rows
			if river(nc, nr) && (n[0]+n[1] > 0 || !onBoard) { // each join once; edges run off
				sk.segs = append(sk.segs, [4]float64{cx, cy, cx + float64(n[0]), cy + float64(n[1])})
			}
		}
		if river(c+1, r) && river(c, r+1) && river(c+1, r+1) && c+1 < game.Cols && r+1 < game.Rows {
			sk.boxes = append(sk.boxes, [4]float64{cx, cy, cx + 1, cy + 1})
		}
	}
	return sk
}

// distance is the signed distance from (px, py) to the water's edge, in spaces.
func (sk *skeleton) distance(px, py float64) float64 {
	d := 1e9
	for _, s := range sk.segs {
		dx, dy := s[2]-s[0], s[3]-s[1]
		t := 0.0
		if l := dx*dx + dy*dy; l > 0 {
			t = math.Max(0, math.Min(1, ((px-s[0])*dx+(py-s[1])*dy)/l))
		}
		d = smoothMin(d, math.Hypot(px-s[0]-t*dx, py-s[1]-t*dy))
	}
	for _, b := range sk.boxes {
		ex := math.Max(0, math.Max(b[0]-px, px-b[2]))
		ey := math.Max(0, math.Max(b[1]-py, py-b[3]))
		d = smoothMin(d, math.Hypot(ex, ey))
	}
	return d - riverHalf
}

// smoothMin joins two distances with a fillet a fifth of a space wide, so a river's bends are
// round on the inside as well as the outside.
func smoothMin(a, b float64) float64 {
	const k = 0.2
	h := math.Max(k-math.Abs(a-b), 0) / k
	return math.Min(a, b) - h*h*k/4
}

// systems marks each land space as a solar system: a small sun in a faint orbit, off centre by
// the space's number (one ring image stamped on every space, not a path per space).
func systems(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	r := cell * 0.16
	n := int(math.Ceil(2*r + 4))
	ring := ebiten.NewImage(n, n)
	defer ring.Deallocate()
	engine.Ring(ring, float64(n)/2, float64(n)/2, r, math.Max(1, 0.8*u), color.White)
	sun := ebiten.NewImage(n, n)
	defer sun.Deallocate()
	engine.Circle(sun, float64(n)/2, float64(n)/2, r*0.28, color.White)
	glow := ebiten.NewImage(n, n)
	defer glow.Deallocate()
	engine.Circle(glow, float64(n)/2, float64(n)/2, r*0.6, color.NRGBA{255, 255, 255, 40})
	for i := 0; i < game.NCells; i++ {
		if mp.River[i] {
			continue
		}
		h := hash(uint32(i*13 + 5))
		cx := x + float64(i%game.Cols)*cell + cell*(0.35+0.3*float64(h%100)/100)
		cy := y + float64(i/game.Cols)*cell + cell*(0.35+0.3*float64((h/100)%100)/100)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(cx-float64(n)/2, cy-float64(n)/2)
		if cell >= 36*u { // on small spaces (a phone) the orbits would be a pattern: the suns alone
			op.ColorScale.ScaleWithColor(color.NRGBA{pal.Grid.R, pal.Grid.G, pal.Grid.B, 70})
			dst.DrawImage(ring, op)
		}
		op.ColorScale.Reset()
		sunCol := []color.Color{color.NRGBA{255, 230, 170, 200}, color.NRGBA{200, 220, 255, 200}, color.NRGBA{255, 190, 150, 200}}[h%3]
		op.ColorScale.ScaleWithColor(sunCol)
		dst.DrawImage(glow, op)
		dst.DrawImage(sun, op)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func rgb(c color.RGBA) []float32 {
	return []float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255}
}

var (
	mapOnce   [2]sync.Once
	mapSh     [2]*ebiten.Shader
	mapErr    [2]error
	waterOnce sync.Once
	waterSh   *ebiten.Shader
	waterErr  error
)

// mapShader paints the map (or space's), compiled when first asked for.
func mapShader(space bool) (*ebiten.Shader, error) {
	k := btoi(space)
	mapOnce[k].Do(func() { mapSh[k], mapErr[k] = ebiten.NewShader([][]byte{mapKage, spaceMapKage}[k]) })
	return mapSh[k], mapErr[k]
}

// waterShader paints the rivers' moving surface, compiled when first asked for.
func waterShader() (*ebiten.Shader, error) {
	waterOnce.Do(func() { waterSh, waterErr = ebiten.NewShader(waterKage) })
	return waterSh, waterErr
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

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

var (
	frameOnce sync.Once
	frameSh   *ebiten.Shader
	frameErr  error
)

// PaintFrame paints the board's frame, a band band pixels wide round the board at (x, y), w x h:
// carved wood with a gilt bead (in space, riveted metal with a lit edge), and a soft shadow on the
// table below and right of it.
func PaintFrame(dst *ebiten.Image, x, y, w, h, band, u float64, pal *Palette) {
	ox, oy, ow, oh := x-band, y-band, w+2*band, h+2*band
	engine.Rect(dst, ox+u, oy+u, ow+u, oh+u, color.NRGBA{0, 0, 0, 70})
	engine.Rect(dst, ox+2*u, oy+2*u, ow, oh, color.NRGBA{0, 0, 0, 60})
	frameOnce.Do(func() { frameSh, frameErr = ebiten.NewShader(frameKage) })
	wood := []float32{0.42, 0.26, 0.14}
	bead := rgb(pal.Gold)
	if pal.Space {
		wood = []float32{0.26, 0.30, 0.40}
		bead = []float32{0.45, 0.75, 0.95}
	}
	if frameErr != nil {
		engine.Rect(dst, ox, oy, ow, oh, engine.RGB(uint8(wood[0]*255), uint8(wood[1]*255), uint8(wood[2]*255)))
		return
	}
	op := &ebiten.DrawRectShaderOptions{}
	x0, y0 := math.Floor(ox), math.Floor(oy)
	op.GeoM.Translate(x0, y0)
	op.Uniforms = map[string]any{
		"Inner": []float32{float32(x), float32(y), float32(x + w), float32(y + h)},
		"Band":  float32(band),
		"Wood":  wood,
		"Bead":  bead,
		"Space": float32(btoi(pal.Space)),
	}
	dst.DrawRectShader(int(math.Ceil(ox+ow-x0)), int(math.Ceil(oy+oh-y0)), frameSh, op)
}
