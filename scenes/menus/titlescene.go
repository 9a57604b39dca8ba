package menus

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/assets"
	"tigris/engine"
)

// The title's picture, painted by code once for a screen size and theme: the land between the
// two rivers at dusk with a ziggurat on the far bank, and the four dynasties' standards in the
// foreground; in space, a nebula crossed by two asteroid belts with a station and the four
// corporations' insignia. The sky, land and water are a shader; the monument and the standards
// are shapes lit from the upper left, as the pieces are.

// titleShaderKey is what the title's shader is kept under in the window's context.
type titleShaderKey struct{}

type titleShader struct {
	sh  *ebiten.Shader
	err error
}

// paintTitleScene paints the picture on img as the layout composes it.
func paintTitleScene(ctx *engine.Context, img *ebiten.Image, lay sceneLayout, pal *assets.Palette) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	ts := ctx.Keep(titleShaderKey{}, func() any {
		sh, err := ebiten.NewShader(titleKage)
		return &titleShader{sh, err}
	}).(*titleShader)
	if ts.err != nil { // no shader: the plain colours of the theme
		img.Fill(pal.Land)
	} else {
		clear := lay.starless()
		op := &ebiten.DrawRectShaderOptions{Uniforms: map[string]any{
			"Size":    []float32{float32(w), float32(h)},
			"Horizon": float32(lay.horizon),
			"Space":   float32(btoi(pal.Space)),
			"Focus":   float32(lay.focus),
			"Spread":  float32(lay.spread),
			"Rim":     float32(lay.rim),
			"Sun":     []float32{float32(lay.sunX), float32(lay.sunY)},
			"Clear":   []float32{float32(clear.X), float32(clear.Y), float32(clear.X + clear.W), float32(clear.Y + clear.H)},
		}}
		img.DrawRectShader(int(w), int(h), ts.sh, op)
	}
	dst := &engine.Shapes{Dst: img} // a thousand shapes, drawn in short batches
	if pal.Space {
		sx, sy, ss := lay.station()
		drawStation(dst, sx, sy, ss)
		if lay.far {
			drawFarShips(dst, lay, w, h)
		}
	} else {
		if lay.far {
			drawFarCity(dst, lay, w, h)
		}
		drawPalms(dst, lay, func(y float64) bool { return y <= lay.base }) // the far palms behind the monument
		drawZiggurat(dst, lay.cx, lay.base, lay.size)
		drawPalms(dst, lay, func(y float64) bool { return y > lay.base })
	}
	drawStandards(dst, lay, pal)
	dst.End()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// quad fills a four-cornered shape.
func quad(dst *engine.Shapes, pts [4][2]float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(pts[0][0]), float32(pts[0][1]))
	for _, q := range pts[1:] {
		p.LineTo(float32(q[0]), float32(q[1]))
	}
	p.Close()
	dst.Fill(&p, c)
}

// titleKage paints the sky, the land and the two rivers in perspective (or, in space, the
// nebula, the stars and two asteroid belts over a planet's rim).
var titleKage = []byte(`//kage:unit pixels
package main

var Size vec2
var Horizon float
var Space float
var Focus float
var Spread float
var Rim float
var Sun vec2
var Clear vec4 // the box kept clear of stars, its corners in pixels

` + engine.KageNoise + `
func fbm(p vec2) float {
	return (noise(p) + 0.5*noise(p*2.03+vec2(1.7, 9.2)) + 0.25*noise(p*4.01+vec2(8.3, 2.8))) / 1.75
}

func belt(p vec2, y0 float, amp float, k float, width float) float {
	c := y0 + amp*sin(p.x*k+y0*7.0)
	return abs(p.y-c) / width
}

func space(uv vec2, pos vec2, asp float) vec4 {
	col := mix(vec3(0.02, 0.03, 0.09), vec3(0.06, 0.05, 0.16), uv.y)
	n := fbm(vec2(uv.x*asp, uv.y)*3.0)
	col += vec3(0.35, 0.10, 0.45) * smoothstep(0.45, 0.9, n) * 0.6
	col += vec3(0.05, 0.35, 0.45) * smoothstep(0.55, 0.95, fbm(vec2(uv.x*asp, uv.y)*2.0+vec2(5.0, 1.0))) * 0.5
	cell := floor(pos / 3.0)
	st := hash(cell)
	out := max(max(Clear.x-pos.x, pos.x-Clear.z), max(Clear.y-pos.y, pos.y-Clear.w))
	col += vec3(step(0.996, st)) * (0.5 + 0.5*hash(cell+vec2(3.0, 1.0))) * smoothstep(0.0, 12.0, out)
	// the planet's rim below
	pc := vec2(Focus*asp, Rim+1.25)
	d := length(vec2(uv.x*asp, uv.y) - pc)
	if d < 1.25 {
		lit := clamp(1.0-(uv.x*asp-0.2)*0.4, 0.2, 1.0)
		col = mix(vec3(0.08, 0.12, 0.26), vec3(0.20, 0.32, 0.55), fbm(vec2(uv.x*asp*6.0, uv.y*30.0))) * lit
	}
	col += vec3(0.25, 0.6, 0.9) * exp(-abs(d-1.25)*60.0) * 0.7
	// two belts of rocks
	p := vec2(uv.x*asp, uv.y)
	for i := 0; i < 2; i++ {
		y0 := 0.30 + float(i)*0.28
		b := belt(p, y0, 0.07, 2.2+float(i), 0.05)
		if b < 1.0 {
			q := pos / (3.0 + float(i))
			r := hash(floor(q))
			rock := step(0.80+0.15*b, r) * (0.5 + 0.5*hash(floor(q)+vec2(7.0, 2.0)))
			col = mix(col, vec3(0.55, 0.48, 0.42)*rock+col*0.5, rock)
			col += vec3(0.06, 0.05, 0.04) * (1.0 - b)
		}
	}
	return vec4(col, 1.0)
}

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin()
	uv := pos / Size
	asp := Size.x / Size.y
	if Space > 0.5 {
		return space(uv, pos, asp)
	}
	hz := Horizon
	if uv.y < hz {
		t := uv.y / hz
		col := mix(vec3(0.14, 0.16, 0.34), vec3(0.80, 0.46, 0.30), smoothstep(0.0, 0.8, t))
		col = mix(col, vec3(0.98, 0.78, 0.50), smoothstep(0.75, 1.0, t))
		sp := vec2(Sun.x*asp, Sun.y)
		d := length(vec2(uv.x*asp, uv.y) - sp)
		col += vec3(1.0, 0.82, 0.52) * (smoothstep(0.065, 0.055, d)*0.7 + exp(-d*8.0)*0.35)
		c := noise(vec2(uv.x*5.0, uv.y*38.0))
		col = mix(col, vec3(1.0, 0.86, 0.72), smoothstep(0.62, 0.9, c)*0.22*t)
		hill := hz - 0.035*fbm(vec2(uv.x*4.0, 1.0)) - 0.012*noise(vec2(uv.x*23.0, 3.0))
		if uv.y > hill {
			col = mix(col, vec3(0.52, 0.36, 0.34), 0.55)
		}
		return vec4(col, 1.0)
	}
	d := uv.y - hz
	wz := 0.3 / d
	wx := (uv.x - Focus) * asp * 0.3 * Spread / d
	c1 := -1.2 + 0.55*sin(wz*0.9+0.4)
	c2 := 1.05 + 0.5*sin(wz*0.7+2.2)
	dr := min(abs(wx-c1), abs(wx-c2))
	rw := 0.30
	sand := vec3(0.80, 0.64, 0.42)
	fertile := vec3(0.40, 0.50, 0.24)
	g := fbm(vec2(wx*1.5, wz*1.5))
	col := mix(fertile, sand, smoothstep(rw+0.15, rw+1.4, dr+g*0.4))
	col *= 0.86 + 0.24*noise(vec2(wx*4.0, wz*4.0))
	if dr < rw+0.09 && dr >= rw {
		col = mix(vec3(0.22, 0.36, 0.16), vec3(0.34, 0.46, 0.20), noise(vec2(wx*30.0, wz*4.0)))
	}
	if dr < rw {
		deep := vec3(0.16, 0.32, 0.50)
		sky := vec3(0.92, 0.66, 0.44)
		ref := clamp(exp(-d*9.0), 0.0, 1.0)
		col = mix(deep, sky, ref*0.8)
		col += vec3(0.12) * smoothstep(0.7, 0.95, noise(vec2(wx*6.0, wz*40.0)))
		col *= 0.85 + 0.15*smoothstep(0.0, rw, rw-dr)
	}
	col = mix(col, vec3(0.92, 0.72, 0.54), exp(-d*16.0)*0.85)
	col *= 1.0 - 0.35*smoothstep(0.25, 0.55, d)
	return vec4(col, 1.0)
}
`)
