package relief

import "tigris/game"

// A dynasty's seal alone: the house-coloured face of its leaders with the emblem in dark ink,
// without the kind's rim or the colour's badge. The title's standards carry it: a king's disc
// there showed a settlement's badge nobody could explain (issue 44).

// sealModel models dynasty d's seal filling the piece: an ancient enamelled boss in a dark ring
// with its emblem pressed in, or a science-fiction seal in its own shape with its constellation.
func (s *maker) sealModel(r *relief, d game.Dynasty) {
	const cx, cy = 0.5, 0.5
	if s.Pal.Space {
		seal := sealShape(d, cx, cy, 0.40)
		r.solid(grow(seal, 0.05), 0, 0.05, 0.03, mat(rgb8(210, 220, 236), metal))
		r.onTop(seal, 0.02, 0.02, s.house(d))
		var line [][2]float64
		for _, q := range constellations[d] {
			line = append(line, [2]float64{cx + q[0]*0.25, cy + q[1]*0.25})
		}
		r.press(stroke(0.04, line...), 0.015, 0.012, s.houseInk())
		for _, q := range line {
			r.press(circle(q[0], q[1], 0.045), 0.018, 0.012, s.houseInk())
		}
		return
	}
	const rad = 0.46
	face := circle(cx, cy, rad-0.05)
	r.solid(circle(cx, cy, rad), 0, 0.06, 0.04, *s.houseInk())
	r.onTop(face, 0.015, 0.03, s.house(d))
	r.press(emblemShape(d, cx, cy, rad-0.05), 0.03, 0.018, s.houseInk())
}
