package relief

import (
	"math"

	"tigris/game"
)

// The ancient edition's pieces as objects: fired-clay tiles with the symbol pressed in, wooden
// leader discs with the dynasty's emblem carved and painted, a struck gold coin, buildings
// standing on their tile, stepped stone monuments and the wonder as a ziggurat. Coordinates are
// in units of one space, (0, 0) its top-left corner; heights too.

// symbolShape is a tile colour's symbol in the square of side z at (ox, oy).
func (s *maker) symbolShape(c game.Color, ox, oy, z float64) shape {
	if s.Pal.Space {
		return spaceSymbolShape(c, ox, oy, z)
	}
	P := func(x, y float64) [2]float64 { return [2]float64{ox + z*x, oy + z*y} }
	switch c {
	case game.Red: // temple: a stepped ziggurat
		var ss []shape
		for i, w := range []float64{0.56, 0.40, 0.24} {
			y := 0.66 - 0.14*float64(i)
			ss = append(ss, box(ox+z*(0.5-w/2), oy+z*y, z*w, z*0.13, z*0.015))
		}
		return union(ss...)
	case game.Blue: // farm: three furrows of water
		var ss []shape
		for i := 0; i < 3; i++ {
			y := 0.32 + 0.17*float64(i)
			pts := append(quad(P(0.22, y), P(0.36, y-0.10), P(0.5, y)), quad(P(0.5, y), P(0.64, y+0.10), P(0.78, y))[1:]...)
			ss = append(ss, stroke(z*0.085, pts...))
		}
		return union(ss...)
	case game.Green: // market: a balance with two pans
		ss := []shape{
			capsule(ox+z*0.5, oy+z*0.22, ox+z*0.5, oy+z*0.74, z*0.075),
			capsule(ox+z*0.24, oy+z*0.33, ox+z*0.76, oy+z*0.33, z*0.075),
			capsule(ox+z*0.34, oy+z*0.77, ox+z*0.66, oy+z*0.77, z*0.085),
		}
		for _, x := range []float64{0.29, 0.71} {
			bowl := append([][2]float64{P(x-0.14, 0.52), P(x+0.14, 0.52)}, quad(P(x+0.14, 0.52), P(x, 0.70), P(x-0.14, 0.52))[1:]...)
			ss = append(ss, poly(bowl...), capsule(ox+z*x, oy+z*0.33, ox+z*x, oy+z*0.53, z*0.04))
		}
		return union(ss...)
	default: // settlement: a house with a door
		house := poly(P(0.5, 0.20), P(0.80, 0.46), P(0.71, 0.46), P(0.71, 0.78), P(0.29, 0.78), P(0.29, 0.46), P(0.20, 0.46))
		return minus(house, box(ox+z*0.43, oy+z*0.57, z*0.14, z*0.23, 0))
	}
}

// emblemShape is a dynasty's emblem in a disc of radius r at (cx, cy).
func emblemShape(d game.Dynasty, cx, cy, r float64) shape {
	P := func(x, y float64) [2]float64 { return [2]float64{cx + r*x, cy + r*y} }
	w := r * 0.17
	switch d {
	case game.Archer: // a drawn bow and an arrow
		return union(
			stroke(w, arc(cx+r*0.45, cy, r*0.66, math.Pi*0.63, math.Pi*1.37)...),
			capsule(cx-r*0.06, cy-r*0.58, cx-r*0.06, cy+r*0.58, w*0.55),
			capsule(cx-r*0.6, cy, cx+r*0.45, cy, w*0.8),
			poly(P(0.68, 0), P(0.36, -0.22), P(0.36, 0.22)),
		)
	case game.Bull: // a head with two horns
		return union(
			circle(cx, cy+r*0.15, r*0.34),
			stroke(w*1.1, quad(P(-0.22, 0), P(-0.75, -0.05), P(-0.58, -0.6))...),
			stroke(w*1.1, quad(P(0.22, 0), P(0.75, -0.05), P(0.58, -0.6))...),
		)
	case game.Pot: // an urn
		pts := [][2]float64{P(-0.24, -0.6), P(0.24, -0.6), P(0.17, -0.36)}
		pts = append(pts, quad(P(0.17, -0.36), P(0.68, 0), P(0.24, 0.58))[1:]...)
		pts = append(pts, P(-0.24, 0.58))
		pts = append(pts, quad(P(-0.24, 0.58), P(-0.68, 0), P(-0.17, -0.36))[1:]...)
		return poly(pts...)
	default: // lion: a face in a mane of rays
		ss := []shape{ring(circle(cx, cy, r*0.25), r*0.13)}
		for k := 0; k < 10; k++ {
			a := float64(k) * math.Pi / 5
			ss = append(ss, capsule(cx+math.Cos(a)*r*0.36, cy+math.Sin(a)*r*0.36, cx+math.Cos(a)*r*0.64, cy+math.Sin(a)*r*0.64, w*0.95))
		}
		return union(ss...)
	}
}

func (s *maker) ink() *material {
	m := mat(s.Pal.Symbol, plain)
	return &m
}

// tileModel: a fired-clay tile lying on the map, thick, with rounded edges and its symbol pressed
// in and filled with pale slip.
func (s *maker) tileModel(r *relief, c game.Color) {
	if s.Pal.Space {
		s.plateModel(r, s.Pal.Tile[c])
		r.press(s.symbolShape(c, 0.04, 0.04, 0.92), 0.025, 0.02, s.ink())
		return
	}
	s.slab(r, mat(s.Pal.Tile[c], clay))
	r.press(s.symbolShape(c, 0.04, 0.04, 0.92), 0.03, 0.022, s.ink())
}

// slab is a clay tile's body.
func (s *maker) slab(r *relief, m material) {
	const e = 0.06
	r.solid(box(e, e, 1-2*e, 1-2*e, 0.13), 0, 0.10, 0.07, m)
}

// leaderModel: a wooden disc stained in the leader's colour (its kind, R-rules) round an
// enamelled boss in its dynasty's house colour with the dynasty's emblem carved in dark, and the
// colour's symbol on a clay chip (its colour told without hue). Dynasty first: the boss is the
// piece's brightest, largest field, so a board reads "whose" at a glance (issue 44: a small pale
// emblem on the kind's colour read "red disc, blue disc"); the rim still tells the kind.
func (s *maker) leaderModel(r *relief, d game.Dynasty, c game.Color) {
	if s.Pal.Space {
		s.spaceLeaderModel(r, d, c)
		return
	}
	cx, cy, rad := 0.5, 0.5, 0.46
	r.solid(circle(cx, cy, rad), 0, 0.13, 0.08, mat(s.Pal.Tile[c], wood))
	face := circle(cx, cy, houseFace)
	r.onTop(grow(face, 0.025), 0.012, 0.012, *s.houseInk())
	r.onTop(face, 0.012, 0.02, s.house(d))
	r.press(emblemShape(d, cx, cy, houseFace), 0.025, 0.015, s.houseInk())
	s.badge(r, c)
}

// badge is a small pale chip on a leader's lower right with the colour's symbol pressed in and
// inked in that colour: dark on light, it reads at a phone's size where a chip of the disc's own
// colour did not.
func (s *maker) badge(r *relief, c game.Color) {
	k := 0.44
	bx, by := 1-k+0.02, 1-k+0.02
	chip := mat(s.Pal.Symbol, clay)
	if s.Pal.Space {
		chip = mat(s.Pal.Symbol, metal)
		chip.spec = 0.3
	}
	// one flat chip lying on the piece's edge (not following the disc's rounded rim)
	r.solid(box(bx+k*0.06, by+k*0.06, k*0.88, k*0.88, k*0.18), 0.08, 0.05, 0.025, chip)
	ink := mat(s.Pal.Tile[c], plain)
	r.press(grow(s.symbolShape(c, bx, by, k), 0.006), 0.012, 0.01, &ink)
}

// catastropheModel: the space laid waste, a scorched slab split by glowing fissures, with rubble.
func (s *maker) catastropheModel(r *relief) {
	if s.Pal.Space {
		s.strikeModel(r)
		return
	}
	s.slab(r, mat(rgb8(74, 66, 60), stone))
	crack := union(
		stroke(0.07, [2]float64{0.26, 0.2}, [2]float64{0.46, 0.45}, [2]float64{0.36, 0.55}, [2]float64{0.74, 0.82}),
		stroke(0.07, [2]float64{0.74, 0.2}, [2]float64{0.53, 0.42}, [2]float64{0.63, 0.5}, [2]float64{0.26, 0.82}),
	)
	ember := mat(rgb8(255, 130, 40), plain)
	ember.glow = 0.85
	r.press(crack, 0.06, 0.015, &ember)
	for _, b := range [][3]float64{{0.22, 0.72, 0.08}, {0.78, 0.3, 0.07}, {0.7, 0.7, 0.06}} {
		r.onTop(circle(b[0], b[1], b[2]), 0.06, b[2], mat(rgb8(96, 86, 78), stone))
	}
}

// unificationModel: a pale plaque set on the tile with two gold rings linked on it.
func (s *maker) unificationModel(r *relief) {
	plate := mat(rgb8(244, 232, 200), stone)
	if s.Pal.Space {
		plate = mat(rgb8(40, 52, 92), metal)
		plate.spec = 0.4
	}
	r.solid(box(0.16, 0.2, 0.68, 0.6, 0.1), 0, 0.07, 0.04, plate)
	gold := mat(s.Pal.Gold, metal)
	r.onTop(ring(circle(0.40, 0.5, 0.15), 0.07), 0.05, 0.03, gold)
	r.onTop(ring(circle(0.60, 0.5, 0.15), 0.07), 0.05, 0.03, gold)
}

// faceDownModel: a tile's back, plain clay with a pressed lattice.
func (s *maker) faceDownModel(r *relief) {
	if s.Pal.Space {
		s.plateModel(r, rgb8(58, 70, 104))
		r.onTop(circle(0.5, 0.48, 0.1), 0.03, 0.05, mat(rgb8(236, 244, 255), metal))
		return
	}
	s.slab(r, mat(rgb8(156, 116, 74), clay))
	var ss []shape
	for k := 1; k < 4; k++ {
		f := float64(k) / 4
		ss = append(ss, capsule(0.1, f, f, 0.1, 0.03), capsule(f, 0.9, 0.9, f, 0.03))
	}
	r.press(union(ss...), 0.015, 0.015, nil)
}

// treasureModel: a thick gold coin with a raised rim and a struck diamond, on its tile's top
// right corner.
func (s *maker) treasureModel(r *relief) {
	if s.Pal.Space {
		s.relicModel(r)
		return
	}
	cx, cy, rad := 0.75, 0.25, 0.19
	gold := mat(s.Pal.Gold, metal)
	r.solid(circle(cx, cy, rad), 0, 0.07, 0.035, gold)
	r.press(circle(cx, cy, rad*0.74), 0.015, 0.01, nil)
	k := rad * 0.45
	r.onTop(poly([2]float64{cx, cy - k}, [2]float64{cx + k, cy}, [2]float64{cx, cy + k}, [2]float64{cx - k, cy}), 0.02, k*0.6, gold)
}

// monumentModel: a stepped monument over its 2x2 square seen from above: two tiers of its first
// colour and a crowning tier of its second, each casting its shadow on the one below, with the
// colours' symbols pressed into them.
func (s *maker) monumentModel(r *relief, m game.Monument) {
	cs := m.Colors()
	grain := int8(stone)
	if s.Pal.Space {
		grain = metal
	}
	m0, m1 := mat(s.Pal.Tile[cs[0]], grain), mat(s.Pal.Tile[cs[1]], grain)
	if grain == metal {
		m0.spec, m1.spec = 0.35, 0.35
	}
	r.solid(box(0.10, 0.10, 1.80, 1.80, 0.08), 0, 0.14, 0.04, m0)
	r.solid(box(0.40, 0.40, 1.20, 1.20, 0.06), 0.14, 0.14, 0.03, m0)
	r.solid(box(0.70, 0.70, 0.60, 0.60, 0.05), 0.28, 0.16, 0.03, m1)
	r.press(s.symbolShape(cs[1], 0.72, 0.72, 0.56), 0.025, 0.015, s.ink())
	for _, at := range [][2]float64{{0.10, 0.10}, {1.58, 1.58}, {1.58, 0.10}, {0.10, 1.58}} {
		r.press(s.symbolShape(cs[0], at[0], at[1], 0.32), 0.02, 0.012, s.ink())
	}
}
