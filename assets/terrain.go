package assets

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/riverfield"
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
		plainSpaces(dst, mp, x, y, cell, pal)
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

// PaintPlainMap paints the map as PaintWater does without its painting: plain land, the river
// spaces as water and the etched grid, at once (the stand-in while the painted map is prepared).
func PaintPlainMap(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	plainSpaces(dst, mp, x, y, cell, pal)
	etchGrid(dst, x, y, cell, u, pal)
}

func plainSpaces(dst *ebiten.Image, mp *game.Map, x, y, cell float64, pal *Palette) {
	engine.Rect(dst, x, y, cell*game.Cols, cell*game.Rows, pal.Land)
	for i := 0; i < game.NCells; i++ {
		if mp.River[i] {
			engine.Rect(dst, x+float64(i%game.Cols)*cell, y+float64(i/game.Cols)*cell, cell, cell, pal.River)
		}
	}
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
	if w == nil {
		return
	}
	w.DrawMapped(dst, func(px, py float64) (float64, float64) { return ox + w.x + px, oy + w.y + py }, t)
}

// DrawMapped paints the moving surface, t seconds into its motion, with each point of the board as
// painted (px, py from its top-left space's corner) drawn at to(px, py): a board turned a quarter
// on a phone held upright has its rivers turned with it.
func (w *Water) DrawMapped(dst *ebiten.Image, to func(px, py float64) (float64, float64), t float64) {
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
			x, y := to(px, py)
			w.vs = append(w.vs, ebiten.Vertex{DstX: float32(x), DstY: float32(y),
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

// waterField is the signed distance from each pixel of a w x h board to the rivers' banks (negative
// on the water): the map's prepared field enlarged smoothly.
func waterField(mp *game.Map, w, h int, cell float64) *ebiten.Image {
	small := engine.NewImage(riverfield.W, riverfield.H)
	defer small.Deallocate()
	small.WritePixels(riverfield.For(mp, yieldToFrames).Pixels())
	big := engine.NewImage(w, h)
	s := cell / riverfield.K
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(-s, -s)
	big.DrawImage(small, op)
	return big
}

// PrepareMap starts preparing mp's painted map off the frame, if nobody has: its field (once per
// map, whatever the sizes it is painted at) and the shaders that paint it. A program calls it as
// it starts, so the map is ready by the time it is shown.
func PrepareMap(mp *game.Map) {
	riverfield.For(mp, yieldToFrames)
	warmOnce.Do(func() {
		go func() {
			warmShaders()
			close(warmed)
		}()
	})
}

// MapReady prepares mp's painted map as PrepareMap does and reports whether it is ready: then
// PaintWater and PaintFrame cost a frame only the drawing (until then they wait for it).
func MapReady(mp *game.Map) bool {
	PrepareMap(mp)
	select {
	case <-warmed:
		return riverfield.For(mp, yieldToFrames).Ready()
	default:
		return false
	}
}

// AwaitMap prepares mp's painted map and waits until it is ready (for a program that may wait:
// a test that looks at the map).
func AwaitMap(mp *game.Map) {
	PrepareMap(mp)
	<-warmed
	riverfield.For(mp, yieldToFrames).Pixels()
}

var (
	warmOnce sync.Once
	warmed   = make(chan struct{})
)

// warmShaders compiles the painted map's shaders, and Ebitengine's for anti-aliased shapes (the
// special spaces' studs), which it compiles, with the buffers it fills them in, when shapes are
// first drawn on a picture: one the size of a board, or the board's first picture pays for them.
func warmShaders() {
	for _, compile := range []func(){
		func() { mapShader(false) }, func() { mapShader(true) }, func() { waterShader() }, func() { frameShader() },
	} {
		compile()
		yieldToFrames()
	}
	shape, dst := engine.NewImage(1024, 768), engine.NewImage(8, 8)
	for i := 0; i < 40; i++ {
		engine.Circle(shape, float64(20+i*24), float64(20+i*17), 3, color.White)
	}
	dst.DrawImage(shape, nil) // a shape is filled when the picture holding it is first drawn
	shape.Deallocate()
	dst.Deallocate()
}

// hasSystem is whether land space i shows a solar system: about one space in four, scattered by
// its number. A sun on every space made the empty board look full of markers and hid the
// legal-drop dots among them (issue 44's review).
func hasSystem(i int) bool { return hash(uint32(i*7+3))%4 == 0 }

// systems marks some land spaces (hasSystem) as solar systems: a small sun in a faint orbit, off
// centre by the space's number (one ring image stamped on each, not a path per space).
func systems(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	r := cell * 0.16
	n := int(math.Ceil(2*r + 4))
	ring := engine.NewImage(n, n)
	defer ring.Deallocate()
	engine.Ring(ring, float64(n)/2, float64(n)/2, r, math.Max(1, 0.8*u), color.White)
	sun := engine.NewImage(n, n)
	defer sun.Deallocate()
	engine.Circle(sun, float64(n)/2, float64(n)/2, r*0.28, color.White)
	glow := engine.NewImage(n, n)
	defer glow.Deallocate()
	engine.Circle(glow, float64(n)/2, float64(n)/2, r*0.6, color.NRGBA{255, 255, 255, 40})
	for i := 0; i < game.NCells; i++ {
		if mp.River[i] || !hasSystem(i) {
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
	sh, err := frameShader()
	if err != nil {
		PaintPlainFrame(dst, x, y, w, h, band, u, pal)
		return
	}
	ox, oy, ow, oh := x-band, y-band, w+2*band, h+2*band
	frameShadow(dst, ox, oy, ow, oh, u)
	wood, bead := frameColours(pal)
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
	dst.DrawRectShader(int(math.Ceil(ox+ow-x0)), int(math.Ceil(oy+oh-y0)), sh, op)
}

// PaintPlainFrame paints the board's frame as PaintFrame does without its carving: its shadow
// and the plain wood (or metal), at once (the stand-in while the painted map is prepared).
func PaintPlainFrame(dst *ebiten.Image, x, y, w, h, band, u float64, pal *Palette) {
	ox, oy, ow, oh := x-band, y-band, w+2*band, h+2*band
	frameShadow(dst, ox, oy, ow, oh, u)
	wood, _ := frameColours(pal)
	engine.Rect(dst, ox, oy, ow, oh, engine.RGB(uint8(wood[0]*255), uint8(wood[1]*255), uint8(wood[2]*255)))
}

// frameShadow is the frame's soft shadow on the table below and right of it.
func frameShadow(dst *ebiten.Image, ox, oy, ow, oh, u float64) {
	engine.Rect(dst, ox+u, oy+u, ow+u, oh+u, color.NRGBA{0, 0, 0, 70})
	engine.Rect(dst, ox+2*u, oy+2*u, ow, oh, color.NRGBA{0, 0, 0, 60})
}

// frameColours are the frame's wood and its bead's gilt (in space, metal and a lit bead).
func frameColours(pal *Palette) (wood, bead []float32) {
	if pal.Space {
		return []float32{0.26, 0.30, 0.40}, []float32{0.45, 0.75, 0.95}
	}
	return []float32{0.42, 0.26, 0.14}, rgb(pal.Gold)
}

// frameShader paints the board's frame, compiled when first asked for.
func frameShader() (*ebiten.Shader, error) {
	frameOnce.Do(func() { frameSh, frameErr = ebiten.NewShader(frameKage) })
	return frameSh, frameErr
}
