package menus

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
	"tigris/scenes/ui"
)

// The title's monuments and palms, drawn as shapes lit by the low sun on the left: a ziggurat in
// the manner of Ur's (three terraces seen from the front and the sunlit left, a long stair and
// two side stairs, a shrine with a gilt cornice) and date palms on the river banks; in space a
// station in orbit.

// oblique places a point of a monument (x to the right, up, z into the picture) on the screen:
// depth runs up and to the left, so the front, the left flank (toward the sun) and the tops show.
type oblique struct{ cx, base float64 }

func (o oblique) at(x, up, z float64) [2]float64 {
	return [2]float64{o.cx + x - z*0.55, o.base - up - z*0.30}
}

// terraceColours are a mud-brick mass's faces in the evening light.
type terraceColours struct{ flank, front, top, course color.RGBA }

var (
	brick = terraceColours{flank: engine.RGB(236, 168, 108), front: engine.RGB(170, 112, 78), top: engine.RGB(214, 156, 104), course: engine.RGB(96, 58, 40)}
	gilt  = engine.RGB(240, 190, 64)
	rim   = engine.RGB(255, 222, 170)
)

// block draws a box of brick from x0 to x1, z0 (its front) to z1, up0 to up1: the flank, the top
// and the front, with courses of brick, the buttresses of its front and a sunlit edge.
func (o oblique) block(dst *engine.Shapes, x0, x1, z0, z1, up0, up1, px float64, col terraceColours) {
	quad(dst, [4][2]float64{o.at(x0, up0, z0), o.at(x0, up1, z0), o.at(x0, up1, z1), o.at(x0, up0, z1)}, col.flank)
	quad(dst, [4][2]float64{o.at(x0, up1, z0), o.at(x1, up1, z0), o.at(x1, up1, z1), o.at(x0, up1, z1)}, col.top)
	quad(dst, [4][2]float64{o.at(x0, up0, z0), o.at(x1, up0, z0), o.at(x1, up1, z0), o.at(x0, up1, z0)}, col.front)
	lw := math.Max(1, px)
	courses := int(math.Max(2, (up1-up0)/(px*5)))
	for k := 1; k < courses; k++ { // courses of brick on the front and the flank
		up := up0 + (up1-up0)*float64(k)/float64(courses)
		a, b, c := o.at(x0, up, z1), o.at(x0, up, z0), o.at(x1, up, z0)
		dst.Line(a[0], a[1], b[0], b[1], lw*0.7, ui.Alpha(col.course, 60))
		dst.Line(b[0], b[1], c[0], c[1], lw*0.7, ui.Alpha(col.course, 70))
	}
	// the front's buttresses: recesses in shade, each with a lit left edge
	n := int(math.Max(3, (x1-x0)/(px*16)))
	for k := 1; k < n; k++ {
		x := x0 + (x1-x0)*float64(k)/float64(n)
		a, b := o.at(x, up0, z0), o.at(x, up1, z0)
		dst.Rect(a[0], b[1], px*2.2, a[1]-b[1], ui.Alpha(col.course, 55))
		dst.Line(a[0], a[1], b[0], b[1], lw*0.6, ui.Alpha(rim, 70))
	}
	// the sunlit edges: the front's top and its left corner
	a, b, c := o.at(x0, up0, z0), o.at(x0, up1, z0), o.at(x1, up1, z0)
	dst.Line(a[0], a[1], b[0], b[1], lw*1.2, ui.Alpha(rim, 170))
	dst.Line(b[0], b[1], c[0], c[1], lw*1.4, ui.Alpha(rim, 190))
	d := o.at(x0, up1, z1)
	dst.Line(b[0], b[1], d[0], d[1], lw, ui.Alpha(rim, 120))
}

// terrace is one step of the ziggurat, in shares of its size.
type terrace struct{ halfW, depth, height float64 }

var terraces = []terrace{{0.86, 0.62, 0.30}, {0.62, 0.44, 0.24}, {0.40, 0.30, 0.18}}

// drawZiggurat draws a stepped temple of mud brick standing on the land at (cx, base), about size
// high: three terraces set back one on another, each lit on its left flank and top, a long stair
// up the middle from the land to the second terrace and two side stairs along the first, a shrine
// with a gilt cornice on top, and its shadow cast long to the right by the low sun.
func drawZiggurat(dst *engine.Shapes, cx, base, size float64) {
	o := oblique{cx: cx, base: base}
	px := math.Max(1, size/120) // a brick's measure
	t0 := terraces[0]
	zc := t0.depth * size / 2 // every terrace centred on the same depth
	// the shadow on the land, long and to the right, away from the sun
	quad(dst, [4][2]float64{o.at(t0.halfW*size, 0, 0), o.at(t0.halfW*size+size*1.6, 0, zc*0.2), o.at(t0.halfW*size+size*1.3, 0, zc*2), o.at(t0.halfW*size, 0, zc*2)},
		ui.Alpha(engine.RGB(44, 24, 30), 110))
	up := 0.0
	var fronts []float64 // each terrace's front
	for _, t := range terraces {
		hw, z0 := t.halfW*size, zc-t.depth*size/2
		o.block(dst, -hw, hw, z0, z0+t.depth*size, up, up+t.height*size, px, brick)
		fronts = append(fronts, z0)
		up += t.height * size
	}
	drawSideStairs(dst, o, size, px)
	drawMainStair(dst, o, size, fronts[1], px)
	// the shrine on top, its door in shade and its cornice gilt
	sw, sd, sh := 0.22*size, 0.18*size, 0.15*size
	z0 := zc - sd/2
	o.block(dst, -sw, sw, z0, z0+sd, up, up+sh, px, terraceColours{flank: engine.RGB(242, 186, 126), front: engine.RGB(186, 126, 86), top: engine.RGB(226, 170, 112), course: brick.course})
	d0, d1 := o.at(-sw*0.22, up, z0), o.at(sw*0.22, up+sh*0.62, z0)
	dst.Rect(d0[0], d1[1], d1[0]-d0[0], d0[1]-d1[1], engine.RGB(58, 32, 30))
	c0, c1, c2 := o.at(-sw*1.08, up+sh, z0), o.at(sw*1.08, up+sh, z0), o.at(-sw*1.08, up+sh, z0+sd)
	dst.Line(c0[0], c0[1], c1[0], c1[1], math.Max(1.5, px*2.6), gilt)
	dst.Line(c0[0], c0[1], c2[0], c2[1], math.Max(1.5, px*2.2), ui.Mix(gilt, rim, 0.4))
}

// drawMainStair draws the long stair from the land in front up to the second terrace (its front
// at z1): a lit ramp of steps with its sunlit left wall.
func drawMainStair(dst *engine.Shapes, o oblique, size, z1, px float64) {
	ws := 0.085 * size
	top := (terraces[0].height + terraces[1].height) * size
	run := 0.34 * size // how far in front of the temple it starts
	zs := -run
	// the left wall, where it stands in front of the temple
	atFront := top * run / (run + z1)
	quad(dst, [4][2]float64{o.at(-ws*1.35, 0, zs), o.at(-ws*1.35, atFront+px*3, 0), o.at(-ws*1.35, 0, 0), o.at(-ws*1.35, 0, 0)}, brick.flank)
	quad(dst, [4][2]float64{o.at(-ws*1.35, 0, zs), o.at(-ws*1.35, atFront, 0), o.at(-ws*1.35, top, z1), o.at(-ws*1.35, top+px*3, z1)}, ui.Mix(brick.flank, rim, 0.25))
	quad(dst, [4][2]float64{o.at(-ws, 0, zs), o.at(ws, 0, zs), o.at(ws, top, z1), o.at(-ws, top, z1)}, engine.RGB(204, 148, 100))
	steps := 22
	for k := 1; k < steps; k++ {
		f := float64(k) / float64(steps)
		a, b := o.at(-ws, top*f, zs+(z1-zs)*f), o.at(ws, top*f, zs+(z1-zs)*f)
		dst.Line(a[0], a[1], b[0], b[1], math.Max(1, px*0.9), ui.Alpha(brick.course, 120))
	}
	// the stair's parapets, lit along their tops
	for _, x := range []float64{-ws, ws} {
		a, b := o.at(x, px*3, zs), o.at(x, top+px*3, z1)
		dst.Line(a[0], a[1], b[0], b[1], math.Max(1.5, px*2.4), engine.RGB(226, 168, 112))
	}
	g0, g1 := o.at(-ws*1.3, top, z1), o.at(ws*1.3, top, z1) // the gate at its head
	dst.Rect(g0[0], g0[1]-size*0.07, g1[0]-g0[0], size*0.07, engine.RGB(186, 126, 86))
	dst.Rect(g0[0]+ws*0.8, g0[1]-size*0.05, ws*0.9, size*0.05, engine.RGB(58, 32, 30))
	dst.Line(g0[0], g0[1]-size*0.07, g1[0], g1[1]-size*0.07, math.Max(1, px*1.6), gilt)
}

// drawSideStairs draws the two stairs that climb along the first terrace's front from its outer
// corners to the middle.
func drawSideStairs(dst *engine.Shapes, o oblique, size, px float64) {
	t := terraces[0]
	h := t.height * size
	band := h * 0.22
	for _, s := range []float64{-1, 1} {
		xo, xi := s*t.halfW*size*0.92, s*0.12*size
		quad(dst, [4][2]float64{o.at(xo, 0, -px), o.at(xo, band, -px), o.at(xi, h, -px), o.at(xi, h-band, -px)}, engine.RGB(198, 140, 94))
		for k := 1; k < 12; k++ {
			f := float64(k) / 12
			x := xo + (xi-xo)*f
			a, b := o.at(x, (h-band)*f, -px), o.at(x, (h-band)*f+band, -px)
			dst.Line(a[0], a[1], b[0], b[1], math.Max(1, px*0.8), ui.Alpha(brick.course, 110))
		}
		a, b := o.at(xo, band, -px), o.at(xi, h, -px)
		dst.Line(a[0], a[1], b[0], b[1], math.Max(1, px*1.4), ui.Alpha(rim, 150))
	}
}

// drawPalms draws the layout's date palms whose feet pass keep, leaning alternately.
func drawPalms(dst *engine.Shapes, l sceneLayout, keep func(y float64) bool) {
	for i, p := range l.palms {
		if keep(p[1]) {
			drawPalm(dst, p[0], p[1], p[2], 0.16*float64(1-2*(i%2)))
		}
	}
}

// drawPalm draws a date palm h high rooted at (x, foot), its crown leaning by lean (a share of
// its height, to the right when positive): a ringed trunk that bends, a crown of drooping fronds
// lit on their upper side, and a cluster of dates.
func drawPalm(dst *engine.Shapes, x, foot, h, lean float64) {
	trunk, trunkLit := engine.RGB(74, 52, 40), engine.RGB(150, 108, 72)
	cx, cy := x+lean*h, foot-h
	mx, my := x+lean*h*0.15, foot-h*0.5
	at := func(t float64) (float64, float64) { // the trunk's curve
		a, b, c := (1-t)*(1-t), 2*t*(1-t), t*t
		return a*x + b*mx + c*cx, a*foot + b*my + c*cy
	}
	seg := 14
	for k := 0; k < seg; k++ {
		t0, t1 := float64(k)/float64(seg), float64(k+1)/float64(seg)
		x0, y0 := at(t0)
		x1, y1 := at(t1)
		wd := h * (0.055 - 0.02*t0)
		dst.Line(x0, y0, x1, y1, wd, trunk)
		dst.Line(x0-wd*0.22, y0, x1-wd*0.22, y1, wd*0.4, ui.Alpha(trunkLit, 150)) // the sunlit side
		dst.Line(x1-wd*0.5, y1, x1+wd*0.5, y1+h*0.008, math.Max(1, h*0.006), ui.Alpha(engine.RGB(40, 26, 20), 160))
	}
	// the fronds, from the back ones to the front
	angles := []float64{-2.7, -0.45, -2.2, -0.9, -1.85, -1.25, -3.05, -0.1, -1.55}
	for i, a := range angles {
		shade := engine.RGB(34, 62, 38)
		if i >= 4 {
			shade = engine.RGB(46, 82, 44)
		}
		frond(dst, cx, cy, a, h*(0.42+0.06*float64(i%3)), h, shade)
	}
	for k := 0; k < 3; k++ { // the dates under the crown
		dst.Circle(cx+h*(0.02*float64(k)-0.02), cy+h*0.05+h*0.01*float64(k%2), h*0.022, engine.RGB(150, 82, 40))
	}
}

// frond draws one leaf of a palm from (x, y) toward angle a (radians, screen), length long,
// drooping as it goes; lit on its upper edge.
func frond(dst *engine.Shapes, x, y, a, long, h float64, col color.RGBA) {
	const n = 10
	var top, bot [n + 1][2]float64
	dx, dy := math.Cos(a), math.Sin(a)
	for i := 0; i <= n; i++ {
		t := float64(i) / n
		px, py := x+dx*long*t, y+dy*long*t+long*0.75*t*t // gravity bends it down
		// the leaf's normal, from the curve's direction
		tx, ty := dx*long, dy*long+2*long*0.75*t
		l := math.Hypot(tx, ty)
		nx, ny := -ty/l, tx/l
		if ny > 0 {
			nx, ny = -nx, -ny
		}
		wd := h * 0.05 * math.Sin(math.Pi*math.Min(1, t*1.15))
		top[i] = [2]float64{px + nx*wd, py + ny*wd}
		bot[i] = [2]float64{px - nx*wd*0.6, py - ny*wd*0.6}
	}
	var p vector.Path
	p.MoveTo(float32(top[0][0]), float32(top[0][1]))
	for i := 1; i <= n; i++ {
		p.LineTo(float32(top[i][0]), float32(top[i][1]))
	}
	for i := n; i >= 0; i-- {
		p.LineTo(float32(bot[i][0]), float32(bot[i][1]))
	}
	p.Close()
	dst.Fill(&p, col)
	for i := 1; i <= n; i++ { // the sunlit upper edge and the leaflets' comb below
		dst.Line(top[i-1][0], top[i-1][1], top[i][0], top[i][1], math.Max(1, h*0.008), ui.Alpha(engine.RGB(190, 170, 90), 120))
		dst.Line(bot[i][0], bot[i][1], bot[i][0]+(bot[i][0]-top[i][0])*0.8, bot[i][1]+h*0.03, math.Max(1, h*0.006), ui.Alpha(col, 200))
	}
}

// station is where the title's station hangs: its middle and its size across.
func (l sceneLayout) station() (cx, cy, size float64) {
	return l.cx - l.size*0.15, l.base - l.size*0.62, l.size * 1.1
}

// stationBeacon is the middle and radius of the beacon on the station's mast.
func stationBeacon(l sceneLayout) (x, y, r float64) {
	cx, cy, size := l.station()
	return cx, cy - size*0.5, size * 0.03
}

// drawStation draws a station in orbit at (cx, cy), size across, seen from a little above: a
// ring tilted toward the viewer, its far half behind the mast and its near half before it,
// lit from the upper left, with lit windows, spokes, a mast with a beacon and wings of panels.
func drawStation(dst *engine.Shapes, cx, cy, size float64) {
	r := size * 0.5
	const tilt = -0.18
	ell := func(a, rr float64) (float64, float64) {
		ex, ey := math.Cos(a)*rr, math.Sin(a)*rr*0.36
		return cx + ex*math.Cos(tilt) - ey*math.Sin(tilt), cy + ex*math.Sin(tilt) + ey*math.Cos(tilt)
	}
	drawWings(dst, cx, cy, r, tilt)
	band := math.Max(3, r*0.17)
	ringHalf := func(from float64) {
		const n = 36
		for k := 0; k < n; k++ {
			a0, a1 := from+math.Pi*float64(k)/n, from+math.Pi*float64(k+1)/n
			x0, y0 := ell(a0, r)
			x1, y1 := ell(a1, r)
			lit := 0.5 + 0.5*(-math.Cos(a0)*0.8-math.Sin(a0)*0.3)
			dst.Line(x0, y0, x1, y1, band, ui.Mix(engine.RGB(52, 62, 92), engine.RGB(206, 218, 236), lit))
			if from == 0 && k%3 == 1 { // the near half's windows
				dst.Circle((x0+x1)/2, (y0+y1)/2+band*0.15, math.Max(1, band*0.12), engine.RGB(255, 226, 150))
			}
		}
	}
	ringHalf(math.Pi) // the far half
	for k := 0; k < 6; k++ {
		x, y := ell(float64(k)*math.Pi/3+0.3, r)
		dst.Line(cx, cy, x, y, math.Max(1, size*0.014), engine.RGB(86, 98, 128))
	}
	// the mast through the hub, lit on its left
	mw := r * 0.13
	dst.Rect(cx-mw, cy-r*0.95, mw*2, r*1.65, engine.RGB(80, 92, 122))
	dst.Rect(cx-mw, cy-r*0.95, mw*0.8, r*1.65, engine.RGB(180, 194, 220))
	dst.Circle(cx, cy, r*0.26, engine.RGB(70, 82, 110))
	dst.Circle(cx-r*0.04, cy-r*0.04, r*0.22, engine.RGB(176, 190, 214))
	dst.Circle(cx-r*0.1, cy-r*0.1, r*0.07, engine.RGB(236, 244, 255))
	ringHalf(0) // the near half, before the mast
	bx, by := cx, cy-r*1.0
	dst.Circle(bx, by, size*0.03, engine.RGB(110, 214, 240))
}

// drawWings draws the station's two wings of solar panels on a truss, lit along their edges.
func drawWings(dst *engine.Shapes, cx, cy, r, tilt float64) {
	c, s := math.Cos(tilt), math.Sin(tilt)
	at := func(x, y float64) [2]float64 { return [2]float64{cx + x*c - y*s, cy + x*s + y*c} }
	for _, side := range []float64{-1, 1} {
		a, b := at(side*r*0.2, 0), at(side*r*1.95, 0)
		dst.Line(a[0], a[1], b[0], b[1], math.Max(2, r*0.05), engine.RGB(90, 100, 128))
		x0, x1 := side*r*1.12, side*r*1.9
		quad(dst, [4][2]float64{at(x0, -r*0.26), at(x1, -r*0.32), at(x1, r*0.32), at(x0, r*0.26)}, engine.RGB(34, 62, 124))
		for k := 1; k < 6; k++ {
			x := x0 + (x1-x0)*float64(k)/6
			p, q := at(x, -r*0.28), at(x, r*0.28)
			dst.Line(p[0], p[1], q[0], q[1], math.Max(1, r*0.015), ui.Alpha(engine.RGB(120, 190, 240), 150))
		}
		p, q := at(x0, -r*0.26), at(x1, -r*0.32)
		dst.Line(p[0], p[1], q[0], q[1], math.Max(1, r*0.025), engine.RGB(150, 210, 250))
	}
}
