package relief

import "math"

// The wonder whole, modelled over the 3x3 square round its cross of five spaces (units of one
// space, 0..3): one building rising to its centre, not five squares side by side (a new player
// saw five stacked pallets, issue 44).

// crossShape is the wonder's cross inset by in from the square's edge, its arms arm wide.
func crossShape(in, arm, round float64) shape {
	a := (3 - arm) / 2
	return union(box(a, in, arm, 3-2*in, round), box(in, a, 3-2*in, arm, round))
}

// armAxes are the wonder's four arms as the point at each arm's end and the unit step from it
// towards the centre.
var armAxes = [4][4]float64{{1.5, 0, 0, 1}, {3, 1.5, -1, 0}, {1.5, 3, 0, -1}, {0, 1.5, 1, 0}}

// wonderModel: a ziggurat of sun-dried brick on a cross-shaped plinth, terraces of lighter
// brick rising to a gold-roofed shrine, a stair climbing each arm to the top, gold trimming each
// terrace. Its heights cast long shadows down the terraces: a building, read at a glance even on
// a phone.
func (s *maker) wonderModel(r *relief) {
	if s.Pal.Space {
		s.beaconModel(r)
		return
	}
	brick := func(cr, cg, cb uint8) material { return mat(rgb8(cr, cg, cb), stone) }
	gold := mat(s.Pal.Gold, metal)
	r.solid(crossShape(0.05, 0.94, 0.04), 0, 0.09, 0.02, brick(150, 98, 54))
	r.onTop(ring(crossShape(0.1, 0.84, 0.03), 0.035), 0.012, 0.01, gold)
	r.solid(crossShape(0.2, 0.7, 0.03), 0.09, 0.09, 0.02, brick(192, 134, 74))
	r.solid(box(0.66, 0.66, 1.68, 1.68, 0.04), 0.18, 0.11, 0.02, brick(204, 150, 86))
	r.onTop(ring(box(0.72, 0.72, 1.56, 1.56, 0.03), 0.035), 0.012, 0.01, gold)
	r.solid(box(0.94, 0.94, 1.12, 1.12, 0.04), 0.29, 0.11, 0.02, brick(224, 182, 118))
	// the shrine: glazed walls of lapis under a gold roof
	r.solid(box(1.16, 1.16, 0.68, 0.68, 0.04), 0.40, 0.09, 0.02, mat(rgb8(44, 82, 156), plain))
	r.solid(box(1.22, 1.22, 0.56, 0.56, 0.06), 0.49, 0.07, 0.05, gold)
	r.onTop(circle(1.5, 1.5, 0.1), 0.04, 0.06, gold)
	steps := brick(228, 192, 134)
	for _, a := range armAxes {
		// from the arm's end up to the second terrace's edge, between low parapets
		x0, y0 := a[0]+a[2]*0.12, a[1]+a[3]*0.12
		x1, y1 := a[0]+a[2]*0.96, a[1]+a[3]*0.96
		nx, ny := a[3]*0.16, a[2]*0.16
		flight := poly([2]float64{x0 - nx, y0 - ny}, [2]float64{x0 + nx, y0 + ny}, [2]float64{x1 + nx, y1 + ny}, [2]float64{x1 - nx, y1 - ny})
		r.stairs(flight, x0, y0, x1, y1, 0.05, 0.29, 7, steps)
		// each step's edge a fine groove, so the flights lit head-on read as steps too
		var edges []shape
		for k := 1; k < 7; k++ {
			f := float64(k) / 7
			ex, ey := x0+(x1-x0)*f, y0+(y1-y0)*f
			edges = append(edges, capsule(ex-nx, ey-ny, ex+nx, ey+ny, 0.022))
		}
		r.press(union(edges...), 0.012, 0.006, nil)
	}
}

// beaconModel: the science-fiction edition's wonder, a station in the shape of the cross: a dark
// hull with gold-framed arms lit along their length by running lights, rising in rings to the
// beacon's tower and its glowing core, which lights the space round it.
func (s *maker) beaconModel(r *relief) {
	hull := func(cr, cg, cb uint8) material {
		m := mat(rgb8(cr, cg, cb), metal)
		m.spec = 0.35
		return m
	}
	gold := mat(s.Pal.Gold, metal)
	lamp := mat(rgb8(120, 236, 255), plain)
	lamp.glow = 0.9
	amber := mat(rgb8(255, 214, 120), plain)
	amber.glow = 0.9
	r.halo(circle(1.5, 1.5, 0.5), 0.6, rgb8(120, 220, 255), 0.45)
	r.solid(crossShape(0.05, 0.94, 0.06), 0, 0.08, 0.03, hull(52, 60, 98))
	r.onTop(ring(crossShape(0.11, 0.82, 0.04), 0.04), 0.012, 0.01, gold)
	r.solid(crossShape(0.22, 0.62, 0.05), 0.08, 0.08, 0.03, hull(84, 96, 142))
	for _, a := range armAxes {
		// the running lights down each arm's spine, towards the core
		x0, y0 := a[0]+a[2]*0.3, a[1]+a[3]*0.3
		r.press(capsule(x0, y0, a[0]+a[2]*0.9, a[1]+a[3]*0.9, 0.09), 0.02, 0.01, &lamp)
		for k := 0; k < 2; k++ {
			f := 0.36 + 0.3*float64(k)
			nx, ny := a[3]*0.2, a[2]*0.2
			cx, cy := a[0]+a[2]*f, a[1]+a[3]*f
			r.onTop(capsule(cx-nx, cy-ny, cx+nx, cy+ny, 0.05), 0.02, 0.01, hull(170, 180, 210))
		}
	}
	r.solid(circle(1.5, 1.5, 0.78), 0.16, 0.1, 0.04, hull(110, 122, 168))
	r.press(ring(circle(1.5, 1.5, 0.62), 0.06), 0.02, 0.01, &amber)
	r.solid(circle(1.5, 1.5, 0.5), 0.26, 0.1, 0.04, hull(176, 186, 214))
	r.onTop(ring(circle(1.5, 1.5, 0.44), 0.04), 0.012, 0.01, gold)
	r.solid(circle(1.5, 1.5, 0.3), 0.36, 0.12, 0.08, hull(214, 222, 240))
	core := mat(rgb8(220, 250, 255), plain)
	core.glow = 1
	r.onTop(circle(1.5, 1.5, 0.15), 0.03, 0.08, core)
}

// stairs sets a flight of n steps over shape s, rising from height h0 at (ax, ay) to h1 at
// (bx, by): each step's edge catches the light.
func (r *relief) stairs(s shape, ax, ay, bx, by, h0, h1 float64, n int, m material) {
	ex, ey := bx-ax, by-ay
	ee := ex*ex + ey*ey
	r.each(s, 1/r.unit, func(i int, x, y, d float64) {
		c := r.cover(d)
		if c <= 0 {
			return
		}
		t := fmax(0, fmin(1, ((x-ax)*ex+(y-ay)*ey)/ee))
		hh := float32(h0 + (h1-h0)*math.Ceil(t*float64(n))/float64(n))
		r.lay(i, c, hh, m)
	})
}
