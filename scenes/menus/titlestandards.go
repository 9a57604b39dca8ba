package menus

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// The title's four standards: each dynasty's banner in its house colour (Archer ivory, Bull rose,
// Pot turquoise, Lion yellow: the palette's House) hung from a crossbar on a pole, its seal (the
// face its leaders wear, assets.NewSeals) sewn on. In space the pole is a mast and the banner a
// lit pennant. Nothing else is on them: a king's disc there carried a settlement's badge that
// nobody could explain (issue 44).

// standardLook is what a standard is made of in a theme.
type standardLook struct {
	pole, poleLit, finial color.RGBA
}

var (
	woodStandard  = standardLook{pole: engine.RGB(70, 50, 34), poleLit: engine.RGB(200, 160, 104), finial: gilt}
	metalStandard = standardLook{pole: engine.RGB(70, 82, 110), poleLit: engine.RGB(196, 208, 230), finial: engine.RGB(110, 214, 240)}
)

// drawStandards draws the layout's four standards with their seals.
func drawStandards(dst *engine.Shapes, lay sceneLayout, pal *assets.Palette) {
	look := woodStandard
	if pal.Space {
		look = metalStandard
	}
	seals := assets.NewSeals(int(lay.standards[0][2]*0.78), pal)
	defer func() {
		for _, s := range seals {
			s.Deallocate()
		}
	}()
	var at [game.NumDynasties]ui.Rect
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		at[d] = drawStandard(dst, lay.standards[d], pal.House[d], look, pal.Space)
	}
	dst.End() // the seals go over the cloth: one batch of shapes ended for the four, not four
	for d, r := range at {
		ui.DrawSprite(dst.Dst, seals[d], r, 1)
	}
}

// drawStandard draws one standard at (x, foot), its seal s across: its shadow on the ground, the
// pole lit on its left, the finial, the crossbar with its tassels, and the banner with its folds,
// its hem and its swallowtail. It returns where the seal goes on the banner.
func drawStandard(dst *engine.Shapes, at [3]float64, house color.RGBA, look standardLook, space bool) ui.Rect {
	x, foot, s := at[0], at[1], at[2]
	top := foot - s*standardTall
	pole := math.Max(2, s*0.08)
	if !space { // its shadow on the ground, long to the right, away from the low sun
		quad(dst, [4][2]float64{{x, foot - s*0.03}, {x + s*0.9, foot - s*0.02}, {x + s*0.9, foot + s*0.03}, {x, foot + s*0.05}}, ui.Alpha(engine.RGB(30, 18, 14), 60))
	}
	dst.Rect(x-pole/2, top, pole, foot-top, look.pole)
	dst.Rect(x-pole/2, top, pole*0.4, foot-top, ui.Alpha(look.poleLit, 150))
	quad(dst, [4][2]float64{{x, top - s*0.3}, {x + pole*1.3, top - s*0.08}, {x, top + s*0.02}, {x - pole*1.3, top - s*0.08}}, look.finial)
	bar := top + s*0.12
	dst.Line(x-s*0.62, bar, x+s*0.62, bar, math.Max(1.5, s*0.06), look.finial)
	for _, side := range []float64{-1, 1} { // the tassels at the crossbar's ends
		tx := x + side*s*0.6
		dst.Line(tx, bar, tx, bar+s*0.45, math.Max(1, s*0.025), look.finial)
		dst.Circle(tx, bar+s*0.48, math.Max(1.5, s*0.05), look.finial)
	}
	// the banner: three folds lit from the left, a swallowtail at its foot
	x0, x1, y0, y1 := x-s*0.5, x+s*0.5, bar+s*0.02, bar+s*1.95
	var cloth color.Color = house
	if space {
		cloth = ui.Alpha(house, 225)
	}
	var banner vector.Path
	banner.MoveTo(float32(x0), float32(y0))
	for _, q := range [][2]float64{{x1, y0}, {x1, y1 + s*0.3}, {x, y1}, {x0, y1 + s*0.3}} {
		banner.LineTo(float32(q[0]), float32(q[1]))
	}
	banner.Close()
	dst.Fill(&banner, cloth)
	for k, a := range []uint8{14, 26, 18, 30} { // the folds, shaded away from the light
		dst.Rect(x0+s*(0.22+0.24*float64(k)), y0, s*0.14, y1-y0, ui.Alpha(engine.RGB(40, 20, 40), a))
	}
	dst.Rect(x0, y0, s*0.1, y1-y0+s*0.2, ui.Alpha(engine.RGB(255, 250, 235), 70)) // the lit edge
	hem := ui.Mix(house, engine.RGB(30, 20, 16), 0.35)
	if space {
		hem = ui.Mix(house, engine.RGB(255, 255, 255), 0.5)
	}
	dst.Rect(x0, y0, x1-x0, math.Max(1.5, s*0.09), hem)
	dst.Rect(x0, y1-s*0.16, x1-x0, math.Max(1, s*0.05), ui.Alpha(hem, 200))
	sz := s * 0.78
	return ui.Rect{X: x - sz/2, Y: y0 + s*0.28, W: sz, H: sz}
}

// drawFarCity draws a walled city on the horizon beside the ziggurat, on the side with more
// room, hazy with distance: a large picture has room for it.
func drawFarCity(dst *engine.Shapes, lay sceneLayout, w, h float64) {
	hz := h * lay.horizon
	m := lay.monument()
	left, right := lay.picture.X+lay.picture.W*0.1, m.X-lay.size*0.15
	if far := lay.picture.X + lay.picture.W*0.97; far-(m.X+m.W) > right-left {
		left, right = m.X+m.W+lay.size*0.1, far
	}
	if right-left < lay.size*0.6 {
		return
	}
	haze, lit := engine.RGB(156, 100, 88), engine.RGB(220, 160, 120)
	wallH := lay.size * 0.07
	dst.Rect(left, hz-wallH, right-left, wallH+lay.size*0.02, ui.Alpha(haze, 220))
	dst.Rect(left, hz-wallH, right-left, math.Max(1, lay.size*0.008), ui.Alpha(lit, 200))
	n := int((right - left) / (lay.size * 0.12))
	for i := 0; i < n; i++ {
		x := left + (right-left)*(float64(i)+0.5)/float64(n)
		bh := lay.size * (0.05 + 0.07*hash01(i+40))
		bw := lay.size * (0.05 + 0.04*hash01(i+41))
		if i%4 == 1 { // a tower of the wall
			bh, bw = lay.size*0.17, lay.size*0.045
		}
		dst.Rect(x-bw/2, hz-wallH-bh, bw, bh, ui.Alpha(haze, 230))
		dst.Rect(x-bw/2, hz-wallH-bh, bw*0.35, bh, ui.Alpha(lit, 110))
	}
}

// drawFarShips draws a few ships crossing far off in space, their engines trailing light.
func drawFarShips(dst *engine.Shapes, lay sceneLayout, w, h float64) {
	p := lay.picture
	for i := 0; i < 4; i++ {
		x := p.X + p.W*(0.12+0.76*hash01(i+70))
		y := h * lay.horizon * (0.35 + 0.5*hash01(i+71))
		if lay.monument().In(int(x), int(y)) || lay.heading.In(int(x), int(y)) {
			continue
		}
		l := lay.size * (0.25 + 0.3*hash01(i+72))
		dst.Line(x-l, y+l*0.12, x, y, math.Max(1, lay.u*1.2), ui.Alpha(engine.RGB(120, 200, 255), 90))
		dst.Circle(x, y, math.Max(1.5, lay.u*1.8), engine.RGB(230, 240, 255))
	}
}

// DrawStandard draws one dynasty's standard as the title does, its pole at x standing on foot,
// s wide (StandardHeight tall), in the house colour, a mast and pennant in space; it returns
// where the seal goes on the banner. The hot-seat hand-off stands the next player's up large.
func DrawStandard(dst *ebiten.Image, x, foot, s float64, house color.RGBA, space bool) ui.Rect {
	look := woodStandard
	if space {
		look = metalStandard
	}
	sh := &engine.Shapes{Dst: dst}
	r := drawStandard(sh, [3]float64{x, foot, s}, house, look, space)
	sh.End()
	return r
}

// StandardHeight is how tall a standard of width s stands, from its finial to its foot.
func StandardHeight(s float64) float64 { return s * (standardTall + 0.3) }
