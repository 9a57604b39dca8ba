package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Material is what a theme's cards and buttons are made of: flat colour, fired clay with a
// gilt edge (the board game's), or glass over brushed metal (the science-fiction edition's).
type Material uint8

const (
	Flat  Material = iota // plain boxes, as before any material
	Clay                  // fired clay: mottled and specked, its bevel lit from the upper left
	Glass                 // glass over metal: a sheen across it, fine lines, a lit rim
)

// Surface is one slab of material: its colour, its rim's, its corner, how it stands off the
// screen (1 raised, 0 flush, -1 pressed in) and whether it casts a shadow.
type Surface struct {
	Fill, Edge color.RGBA
	Radius     float64 // in device pixels
	Rim        float64 // the rim's width in device pixels, 0 for none
	Lift       float64
	Shadow     bool
	// Woven gives a card its ground: a mat of woven reed in clay, a fine mesh under glass; Inlay,
	// when set, is a thin line of that colour inlaid inside the rim (the board game's gold).
	Woven bool
	Inlay color.RGBA
}

// skinKey is what the kept skin is found under in the context (engine.Context.Keep).
type skinKey struct{}

// skin bakes surfaces with the material shader and keeps the pictures by size, so a card or a
// button is drawn by one image each frame, never made again while its size stays. It belongs
// to a window's context; a bounded number of pictures is kept, the oldest dropped first.
type skin struct {
	shader *ebiten.Shader
	err    error
	baked  map[bakeKey]*ebiten.Image
	order  []bakeKey
}

// bakeKey is one baked picture: a material, a size, a surface and the unit it was drawn at.
type bakeKey struct {
	mat        Material
	w, h       int
	fill, edge color.RGBA
	radius     int
	rim, lift  int8 // in tenths
	shadow     bool
	unit       int16 // the unit in hundredths
	woven      bool
	inlay      color.RGBA
}

// maxBaked bounds the pictures a skin keeps: the screens show a few dozen slabs at once.
const maxBaked = 160

func skinOf(ctx *engine.Context) *skin {
	return ctx.Keep(skinKey{}, func() any {
		sh, err := ebiten.NewShader(materialKage)
		return &skin{shader: sh, err: err, baked: map[bakeKey]*ebiten.Image{}}
	}).(*skin)
}

// margin is the room round a baked slab for its shadow, in units.
const margin = 8

// picture is the baked picture of a surface of w x h device pixels, with margin*u pixels round
// it (nil when the shader cannot be made: the caller draws flat).
func (s *skin) picture(k bakeKey, u float64, sf Surface) *ebiten.Image {
	if s.err != nil {
		return nil
	}
	if img, ok := s.baked[k]; ok {
		return img
	}
	m := math.Ceil(margin * u)
	w, h := k.w+2*int(m), k.h+2*int(m)
	img := engine.NewImage(w, h)
	op := &ebiten.DrawRectShaderOptions{Uniforms: map[string]any{
		"Size":   []float32{float32(w), float32(h)},
		"Margin": float32(m),
		"Radius": float32(sf.Radius),
		"U":      float32(u),
		"Fill":   rgb(sf.Fill),
		"Edge":   rgb(sf.Edge),
		"Mat":    float32(k.mat),
		"Lift":   float32(sf.Lift),
		"Rim":    float32(sf.Rim),
		"Shadow": float32(btof(sf.Shadow)),
		"Woven":  float32(btof(sf.Woven)),
		"Inlay":  rgb(sf.Inlay),
		"Inlaid": float32(btof(sf.Inlay.A > 0)),
	}}
	img.DrawRectShader(w, h, s.shader, op)
	if len(s.order) >= maxBaked {
		old := s.order[0]
		s.order = s.order[1:]
		s.baked[old].Deallocate()
		delete(s.baked, old)
	}
	s.baked[k] = img
	s.order = append(s.order, k)
	return img
}

func rgb(c color.RGBA) []float32 {
	return []float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255}
}

func btof(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// Slab draws a surface of the theme's material over a rectangle (flat where the theme has none):
// the one place cards, panels and buttons get their depth.
func (th *Theme) Slab(dst *ebiten.Image, ctx *engine.Context, r Rect, sf Surface) {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	w, h := int(math.Round(r.X+r.W)-x0), int(math.Round(r.Y+r.H)-y0)
	var img *ebiten.Image
	if th != nil && th.Material != Flat && w > 0 && h > 0 {
		u := ctx.Scale
		k := bakeKey{mat: th.Material, w: w, h: h, fill: sf.Fill, edge: sf.Edge, radius: int(math.Round(sf.Radius)),
			rim: int8(math.Round(sf.Rim * 10)), lift: int8(math.Round(sf.Lift * 10)), shadow: sf.Shadow, unit: int16(math.Round(u * 100)),
			woven: sf.Woven, inlay: sf.Inlay}
		img = skinOf(ctx).picture(k, u, sf)
	}
	if img == nil {
		if sf.Shadow {
			ctx.Stamps.Box(dst, r.X-ctx.Scale, r.Y+2*ctx.Scale, r.W+2*ctx.Scale, r.H+3*ctx.Scale, sf.Radius, Alpha(engine.RGB(0, 0, 0), 110))
		}
		if sf.Rim > 0 {
			ctx.Stamps.Box(dst, r.X, r.Y, r.W, r.H, sf.Radius, sf.Edge)
			ctx.Stamps.Box(dst, r.X+sf.Rim, r.Y+sf.Rim, r.W-2*sf.Rim, r.H-2*sf.Rim, math.Max(0, sf.Radius-sf.Rim), sf.Fill)
			return
		}
		ctx.Stamps.Box(dst, r.X, r.Y, r.W, r.H, sf.Radius, sf.Fill)
		return
	}
	m := math.Ceil(margin * ctx.Scale)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0-m, y0-m)
	dst.DrawImage(img, op)
}

// materialKage bakes one slab: a rounded rectangle with a soft shadow below it, a bevel lit from
// the upper left (the light of the board's pieces), a rim, and the material's own texture made
// from noise (clay) or lines and a sheen (glass).
var materialKage = []byte(`//kage:unit pixels
package main

var Size vec2
var Margin float
var Radius float
var U float
var Fill vec3
var Edge vec3
var Mat float
var Lift float
var Rim float
var Shadow float
var Woven float
var Inlay vec3
var Inlaid float

` + engine.KageNoise + `
func box(p vec2, b vec2, r float) float {
	q := abs(p) - b + vec2(r)
	return length(max(q, vec2(0.0))) + min(max(q.x, q.y), 0.0) - r
}

// reed is a woven reed mat's light at q (in units): reeds 5 units wide in a twill, each passing
// over two and under two so the weave runs in diagonal bands, rounded (lit along its middle),
// split by fine fibres and a little dark where it dips under.
func reed(q vec2) float {
	r := q / 5.0
	cell := floor(r)
	f := fract(r)
	over := step(1.5, mod(cell.x+cell.y, 4.0))
	across := mix(f.y, f.x, over)
	along := mix(r.x, r.y, over)
	round := sin(across * 3.14159)
	fibre := noise(vec2(along*1.5, across*12.0+cell.x*3.1+cell.y*1.7))
	gap := smoothstep(0.0, 0.12, min(across, 1.0-across))
	return (0.90 + 0.10*round + 0.05*(fibre-0.5)) * (0.90 + 0.10*gap)
}

// mesh is a fine diamond mesh under glass at q (in units): thin bright lines, faint.
func mesh(q vec2) float {
	a := abs(fract((q.x+q.y)/8.0) - 0.5)
	b := abs(fract((q.x-q.y)/8.0) - 0.5)
	line := 1.0 - smoothstep(0.03, 0.08, min(a, b))
	return 1.0 + 0.09*line
}

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin() // the picture may lie anywhere in an atlas
	c := Size / 2.0
	half := c - vec2(Margin)
	p := pos - c
	d := box(p, half, Radius)
	ds := box(p-vec2(0.0, 3.0*U), half, Radius)
	sh := Shadow * 0.55 * (1.0 - smoothstep(-4.0*U, 6.0*U, ds))
	a := clamp(0.5-d, 0.0, 1.0)
	if a <= 0.0 {
		return vec4(0.0, 0.0, 0.0, sh)
	}
	t := -d
	e := 0.75
	g := vec2(box(p+vec2(e, 0.0), half, Radius)-box(p-vec2(e, 0.0), half, Radius),
		box(p+vec2(0.0, e), half, Radius)-box(p-vec2(0.0, e), half, Radius))
	n := g / max(length(g), 0.0001)
	facing := dot(n, normalize(vec2(-0.55, -0.85)))
	bevel := 3.5 * U
	k := 1.0 - smoothstep(0.0, bevel, t)
	col := Fill
	y := (pos.y - Margin) / max(Size.y-2.0*Margin, 1.0)
	q := pos / U
	if Mat < 1.5 {
		// clay: mottled at two scales, specks of grit, a slight glaze toward the top
		m := noise(q/3.0)*0.55 + noise(q/13.0)*0.45
		col *= 0.92 + 0.14*m
		speck := step(0.988, hash(floor(q/1.4)))
		col = mix(col, col*0.72, speck*0.7)
		col *= 1.05 - 0.1*y
		if Woven > 0.5 {
			col *= reed(q)
		}
	} else {
		// glass over metal: brushed lines, a diagonal sheen, brighter toward the top
		brush := noise(vec2(q.x/40.0, q.y*1.3))
		col *= 0.95 + 0.08*brush
		sx := (pos.x - pos.y*0.8) / max(Size.x, 1.0)
		sheen := smoothstep(0.12, 0.0, abs(sx-0.18)) * 0.10 + smoothstep(0.05, 0.0, abs(sx-0.32)) * 0.05
		col += vec3(sheen) * (1.0 - y)
		col *= 1.07 - 0.14*y
		if Woven > 0.5 {
			col *= mesh(q)
		}
	}
	col += vec3(Lift * 0.26 * facing * k)
	if Rim > 0.0 {
		rk := 1.0 - smoothstep(Rim-0.6, Rim+0.6, t)
		rc := Edge * (1.0 + 0.45*facing)
		col = mix(col, rc, rk)
		// a fine lit line just inside the rim
		lk := (1.0 - smoothstep(0.0, 1.0, abs(t-Rim-0.8*U))) * max(facing, 0.0) * 0.35 * abs(Lift)
		col += vec3(lk) * Edge
	}
	if Inlaid > 0.5 { // the inlaid line inside the rim, catching the light on the lit side
		at := Rim + 4.0*U
		ik := 1.0 - smoothstep(0.35*U, 0.9*U, abs(t-at))
		col = mix(col, Inlay*(0.85+0.35*facing), ik*0.9)
	}
	col = clamp(col, vec3(0.0), vec3(1.0))
	return vec4(col*a, a) + vec4(0.0, 0.0, 0.0, sh)*(1.0-a)
}
`)
