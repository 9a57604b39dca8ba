package relief

import (
	"image/color"
	"math"

	"tigris/game"
)

// The science-fiction edition's pieces (Palette.Space), lit by the same light in their own
// materials: colonists' hull plates with their symbols pressed in, corporations' enamelled
// insignia, glowing crystal relics, a bomber's scorched strike and the beacon.

// spaceSymbolShape is a colonist colour's symbol in the square of side z at (ox, oy): a lab's
// atom, a mine's pick, a port's stacked credits, a habitat's colonist.
func spaceSymbolShape(c game.Color, ox, oy, z float64) shape {
	cx, cy := ox+z/2, oy+z/2
	P := func(x, y float64) [2]float64 { return [2]float64{ox + z*x, oy + z*y} }
	switch c {
	case game.Red: // science: an atom, three orbits round a nucleus
		ss := []shape{circle(cx, cy, z*0.09)}
		for k := 0; k < 3; k++ {
			ss = append(ss, stroke(z*0.055, ellipse(cx, cy, z*0.31, z*0.12, float64(k)*math.Pi/3)...))
		}
		return union(ss...)
	case game.Blue: // mining: a pick, its handle slanting up to a curved double head
		dx, dy := 0.64, -0.77
		tx, ty := ox+z*0.64, oy+z*0.30
		nx, ny := -dy, dx
		return union(
			capsule(ox+z*0.30, oy+z*0.80, tx, ty, z*0.085),
			stroke(z*0.095, quad(
				[2]float64{tx - nx*z*0.30 - dx*z*0.10, ty - ny*z*0.30 - dy*z*0.10},
				[2]float64{tx + dx*z*0.12, ty + dy*z*0.12},
				[2]float64{tx + nx*z*0.30 - dx*z*0.10, ty + ny*z*0.30 - dy*z*0.10})...),
		)
	case game.Green: // trade: three stacked credits
		var ss []shape
		for k := 0; k < 3; k++ {
			y := 0.58 - 0.16*float64(k)
			x := 0.23 + 0.05*float64(k%2)
			ss = append(ss, box(ox+z*x, oy+z*y, z*0.5, z*0.13, z*0.065))
		}
		return union(ss...)
	default: // people: a colonist's head and shoulders
		pts := append(quad(P(0.22, 0.78), P(0.24, 0.50), P(0.5, 0.51)), quad(P(0.5, 0.51), P(0.76, 0.50), P(0.78, 0.78))[1:]...)
		return union(circle(cx, oy+z*0.35, z*0.13), poly(pts...))
	}
}

// ellipse is the points of an ellipse of radii rx, ry turned by angle a round (cx, cy).
func ellipse(cx, cy, rx, ry, a float64) [][2]float64 {
	const n = 28
	pts := make([][2]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		t := 2 * math.Pi * float64(i) / n
		x, y := rx*math.Cos(t), ry*math.Sin(t)
		pts = append(pts, [2]float64{cx + x*math.Cos(a) - y*math.Sin(a), cy + x*math.Sin(a) + y*math.Cos(a)})
	}
	return pts
}

// constellations are the corporations' insignia: Sagitta (the arrow), Taurus (the bull's horns),
// Crater (the cup) and Leo (the lion's sickle), as stars joined by lines in a unit square.
var constellations = [game.NumDynasties][][2]float64{
	game.Archer: {{-0.55, 0.45}, {0.05, -0.05}, {0.50, -0.45}, {0.10, -0.42}, {0.50, -0.45}, {0.47, -0.05}},
	game.Bull:   {{-0.55, -0.55}, {-0.25, -0.05}, {0, 0.40}, {0.25, -0.05}, {0.55, -0.55}},
	game.Pot:    {{-0.50, -0.35}, {-0.30, 0.15}, {0, 0.20}, {0, 0.50}, {0, 0.20}, {0.30, 0.15}, {0.50, -0.35}},
	game.Lion:   {{0.45, -0.40}, {0.15, -0.55}, {-0.10, -0.35}, {0.05, -0.10}, {-0.15, 0.15}, {-0.55, 0.25}, {-0.35, 0.50}, {0.20, 0.40}, {-0.15, 0.15}},
}

// hexagonShape is a regular hexagon with a point at the top.
func hexagonShape(cx, cy, r float64) shape {
	var pts [][2]float64
	for k := 0; k < 6; k++ {
		a := float64(k)*math.Pi/3 - math.Pi/2
		pts = append(pts, [2]float64{cx + math.Cos(a)*r, cy + math.Sin(a)*r})
	}
	return poly(pts...)
}

// plateModel: a hull plate, a thick chamfered slab of painted metal with a rivet in each corner.
func (s *maker) plateModel(r *relief, col color.Color) {
	m := mat(col, metal)
	m.spec, m.shine = 0.3, 24
	const e = 0.06
	r.solid(box(e, e, 1-2*e, 1-2*e, 0.06), 0, 0.09, 0.035, m)
	rivet := mat(rgb8(200, 210, 226), metal)
	for _, p := range [][2]float64{{0.15, 0.15}, {0.85, 0.15}, {0.15, 0.85}, {0.85, 0.85}} {
		r.onTop(circle(p[0], p[1], 0.03), 0.015, 0.03, rivet)
	}
}

// spaceLeaderModel: a corporation's hexagonal insignia, enamel in the leader's colour (its kind)
// in a silver bezel round the corporation's seal, and the colour's symbol on a badge. The seal
// is the house colour in a shape of its own (Sagitta an arrowhead, Taurus a diamond, Crater a
// round cup, Leo a star) with the constellation in dark stars on it: told apart by shape and
// colour at a glance (issue 44: grey-white constellations on the kind's enamel all looked alike).
func (s *maker) spaceLeaderModel(r *relief, d game.Dynasty, c game.Color) {
	cx, cy, rad := 0.5, 0.5, 0.48
	r.solid(hexagonShape(cx, cy, rad), 0, 0.06, 0.03, mat(rgb8(210, 220, 236), metal))
	enamel := mat(s.Pal.Tile[c], plain)
	enamel.spec, enamel.shine = 0.45, 40
	r.solid(hexagonShape(cx, cy, rad*0.92), 0.05, 0.04, 0.02, enamel)
	seal := sealShape(d, cx, cy, 0.3)
	r.onTop(grow(seal, 0.025), 0.01, 0.01, *s.houseInk())
	r.onTop(seal, 0.012, 0.015, s.house(d))
	var line [][2]float64
	for _, q := range constellations[d] {
		line = append(line, [2]float64{cx + q[0]*0.19, cy + q[1]*0.19})
	}
	r.press(stroke(0.03, line...), 0.012, 0.01, s.houseInk())
	for _, q := range line {
		r.press(circle(q[0], q[1], 0.035), 0.015, 0.01, s.houseInk())
	}
	s.badge(r, c)
}

// sealShape is a corporation's seal of radius about rad at (cx, cy), each a shape of its own.
func sealShape(d game.Dynasty, cx, cy, rad float64) shape {
	P := func(x, y float64) [2]float64 { return [2]float64{cx + rad*x, cy + rad*y} }
	switch d {
	case game.Archer: // Sagitta: an arrowhead pointing up
		return poly(P(0, -1.02), P(1.02, 0.78), P(-1.02, 0.78))
	case game.Bull: // Taurus: a diamond
		return poly(P(0, -1.02), P(0.98, 0), P(0, 1.02), P(-0.98, 0))
	case game.Pot: // Crater: a round cup
		return circle(cx, cy, rad*0.9)
	default: // Leo: a five-pointed star, broad so its constellation fits
		var pts [][2]float64
		for k := 0; k < 10; k++ {
			a := float64(k)*math.Pi/5 - math.Pi/2
			rr := 1.0
			if k%2 == 1 {
				rr = 0.62
			}
			pts = append(pts, P(math.Cos(a)*rr, math.Sin(a)*rr))
		}
		return poly(pts...)
	}
}

// relicModel: an alien relic, a faceted crystal glowing on its colony's top-right corner.
func (s *maker) relicModel(r *relief) {
	cx, cy, rad := 0.75, 0.25, 0.21
	crystal := poly([2]float64{cx, cy - rad}, [2]float64{cx + rad*0.66, cy - rad*0.2}, [2]float64{cx, cy + rad}, [2]float64{cx - rad*0.66, cy - rad*0.2})
	r.halo(crystal, 0.12, rgb8(120, 240, 255), 0.7)
	m := mat(rgb8(70, 210, 236), plain)
	m.spec, m.shine, m.glow = 0.9, 50, 0.35
	r.ridge(crystal, 0.12, rad*0.5, m)
}

// strikeModel: a system a bomber destroyed, a scorched plate with a burst glowing in it.
func (s *maker) strikeModel(r *relief) {
	s.plateModel(r, rgb8(52, 46, 58))
	var pts [][2]float64
	for k := 0; k < 16; k++ {
		a := float64(k)*math.Pi/8 - math.Pi/2
		rr := 0.36
		if k%2 == 1 {
			rr = 0.15
		}
		pts = append(pts, [2]float64{0.5 + math.Cos(a)*rr, 0.48 + math.Sin(a)*rr})
	}
	burst := mat(rgb8(255, 150, 50), plain)
	burst.glow = 0.85
	r.press(poly(pts...), 0.04, 0.02, &burst)
	core := mat(rgb8(255, 240, 170), plain)
	core.glow = 1
	r.paint(circle(0.5, 0.48, 0.09), core, 1)
}
