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
// wide: lit, grained ground; rivers as one body of water whose banks run from each river space to
// its river neighbours (a space's shape is chosen from them, and rivers run on off the board's
// edge); and a faint grid. It is drawn once per layout.
func PaintMap(dst *ebiten.Image, mp *game.Map, x, y, cell, u float64, pal *Palette) {
	w, h := cell*game.Cols, cell*game.Rows
	ground(dst, x, y, w, h, u, pal)
	bank := mix(pal.Land, pal.Grid, 0.55)
	deep := mix(pal.River, color.RGBA{20, 60, 110, 255}, 0.25)
	fleck := engine.RGBA(255, 255, 255, 70) // the water's ripples
	// in space the rivers are asteroid belts: a dust halo, dark rock, lit dust, and rocks for ripples
	if pal.Space {
		bank = mix(pal.Land, pal.River, 0.35)
		deep = mix(pal.River, color.RGBA{30, 20, 24, 255}, 0.45)
		fleck = engine.RGBA(230, 210, 190, 150)
		systems(dst, mp, x, y, cell, u, pal)
	}
	river := func(c, r int) bool {
		if c < 0 || r < 0 || c >= game.Cols || r >= game.Rows {
			return true // off the board: a river at the edge flows on
		}
		return mp.River[r*game.Cols+c]
	}
	// three passes, each over every river space: the bank, the deep water, the lit surface
	// (each pass draws one anti-aliased rounded square once, then stamps it on every river space:
	// dozens of path fills on one frame cost more than the whole board's drawing)
	for pass, inset := range []float64{0.02, 0.09, 0.16} {
		col := []color.Color{bank, deep, pal.River}[pass]
		side := cell - 2*inset*cell
		body := ebiten.NewImage(int(math.Ceil(side)), int(math.Ceil(side)))
		engine.RoundRect(body, 0, 0, side, side, side*0.42, color.White)
		for i := 0; i < game.NCells; i++ {
			if !mp.River[i] {
				continue
			}
			c, r := i%game.Cols, i/game.Cols
			water(dst, body, x+float64(c)*cell, y+float64(r)*cell, cell, inset*cell, col,
				[4]bool{river(c, r-1), river(c+1, r), river(c, r+1), river(c-1, r)},
				[4]bool{river(c+1, r-1), river(c+1, r+1), river(c-1, r+1), river(c-1, r-1)})
		}
		body.Deallocate()
	}
	// ripples: short light dashes, placed by each space's number so they never move (plain
	// rectangles: anti-aliased paths spread over the whole board are gathered into one drawing as
	// large as their bounds, too large for a texture on a 4K screen)
	for i := 0; i < game.NCells; i++ {
		if !mp.River[i] {
			continue
		}
		cx, cy := x+float64(i%game.Cols)*cell, y+float64(i/game.Cols)*cell
		for k := 0; k < 2+2*btoi(pal.Space); k++ {
			h := hash(uint32(i*7 + k))
			px := cx + cell*(0.25+0.4*float64(h%100)/100)
			py := cy + cell*(0.3+0.45*float64((h/100)%100)/100)
			if pal.Space {
				k := cell * (0.05 + 0.04*float64(h%3))
				engine.Rect(dst, px, py, k, k, fleck)
				continue
			}
			engine.Rect(dst, px, py, cell*0.16, math.Max(1, u), fleck)
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
		op.ColorScale.ScaleWithColor([]color.Color{color.NRGBA{255, 230, 170, 200}, color.NRGBA{200, 220, 255, 200}, color.NRGBA{255, 190, 150, 200}}[h%3])
		dst.DrawImage(sun, op)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// water paints one river space's part of the river at an inset from its edges: a rounded body,
// joined straight across each side where a river neighbour is, and filled into a corner where the
// two sides and the diagonal space are all river.
func water(dst, body *ebiten.Image, x, y, cell, in float64, col color.Color, side [4]bool, diag [4]bool) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x+in, y+in)
	op.ColorScale.ScaleWithColor(col)
	dst.DrawImage(body, op)
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
// with a soft mottling of larger patches and a fine grain. A shader paints it on the GPU (writing
// a generated picture's pixels would make the GPU finish all the work queued before it, on that
// frame).
func ground(dst *ebiten.Image, x, y, w, h, u float64, pal *Palette) {
	sh, err := groundShader(pal.Space)
	if err != nil { // no shader: the plain colour
		engine.Rect(dst, x, y, w, h, pal.Land)
		return
	}
	op := &ebiten.DrawRectShaderOptions{}
	op.GeoM.Translate(x, y)
	op.Uniforms = map[string]any{
		"Origin": []float32{float32(x), float32(y)},
		"Size":   []float32{float32(w), float32(h)},
		"Land":   []float32{float32(pal.Land.R) / 255, float32(pal.Land.G) / 255, float32(pal.Land.B) / 255},
		"Grain":  float32(math.Max(1, 1.5*u)),
	}
	dst.DrawRectShader(int(math.Ceil(w)), int(math.Ceil(h)), sh, op)
}

var (
	groundOnce [2]sync.Once
	groundSh   [2]*ebiten.Shader
	groundErr  [2]error
)

// groundShader is the land's shader, or space's, compiled when first asked for.
func groundShader(space bool) (*ebiten.Shader, error) {
	k := btoi(space)
	groundOnce[k].Do(func() { groundSh[k], groundErr[k] = ebiten.NewShader([][]byte{groundKage, spaceKage}[k]) })
	return groundSh[k], groundErr[k]
}

// kagePrelude is what both ground shaders begin with: their uniforms, a hash and value noise.
const kagePrelude = `//kage:unit pixels
package main

var Origin vec2
var Size vec2
var Land vec3
var Grain float

func hash(p vec2) float {
	return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453)
}

func noise(p vec2) float {
	i := floor(p)
	f := fract(p)
	s := f * f * (3.0 - 2.0*f)
	a := hash(i)
	b := hash(i + vec2(1.0, 0.0))
	c := hash(i + vec2(0.0, 1.0))
	d := hash(i + vec2(1.0, 1.0))
	return mix(mix(a, b, s.x), mix(c, d, s.x), s.y)
}

`

// groundKage lights and mottles the ground: the same formula the board had as a picture.
var groundKage = []byte(kagePrelude + `func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin() // the image may sit anywhere on a texture atlas
	uv := (pos - Origin) / Size
	light := 1.05 - 0.10*(uv.x+uv.y)/2.0
	edge := min(min(uv.x, 1.0-uv.x), min(uv.y, 1.0-uv.y))
	light *= 0.93 + 0.07*min(1.0, edge*8.0)
	p := uv * vec2(6.9, 4.7)
	n := (noise(p) + 0.5*noise(p*2.0) + 0.25*noise(p*4.0)) / 1.75
	light *= 0.95 + 0.10*n
	light *= 0.985 + 0.03*hash(floor(pos/Grain))
	return vec4(Land*light, 1.0)
}
`)

// spaceKage is deep space: the palette's dark blue, lit towards the upper left, with clouds of
// violet and teal nebula and a scatter of stars of a few sizes.
var spaceKage = []byte(kagePrelude + `func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin()
	uv := (pos - Origin) / Size
	light := 1.15 - 0.30*(uv.x+uv.y)/2.0
	p := uv * vec2(5.3, 3.9)
	n := (noise(p) + 0.5*noise(p*2.0) + 0.25*noise(p*4.0)) / 1.75
	m := noise(p*0.7 + vec2(3.1, 7.7))
	col := Land * light
	col += vec3(0.20, 0.08, 0.26) * smoothstep(0.45, 0.9, n)
	col += vec3(0.02, 0.14, 0.16) * smoothstep(0.5, 0.95, m)
	cell := floor(pos / (Grain * 2.0))
	h := hash(cell)
	star := step(0.993, h) * (0.5 + 0.5*hash(cell+vec2(7.0, 3.0)))
	col += vec3(star)
	return vec4(col, 1.0)
}
`)

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
