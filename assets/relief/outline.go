package relief

import "image/color"

// outline paints a band of colour c round the inside of the piece's edge, about a twentieth of a
// space wide (two pixels at the least): the pixels it covers whose neighbourhood is not wholly
// covered. Flat and matte, so the light neither washes it out nor makes it shine.
func (r *relief) outline(c color.RGBA) {
	rad := max(2*r.ss, int(r.unit*0.05))
	spread := boxBlur(boxBlur(r.cov, r.w, r.h, rad), r.w, r.h, rad)
	m := mat(c, plain)
	m.spec, m.glow = 0, 0.6
	for i, cv := range r.cov {
		if cv > 0.5 && spread[i] < 0.995 {
			r.m[i] = m
		}
	}
}

// lightLine paints a band of colour c just inside the outline's band, as wide as half of it: a
// black piece's edge in a dark outline read as one dark mass with the piece beside it and left its
// face no edge (issue 44: high contrast made the black pieces harder to see), so the black
// pieces carry a light line between their outline and their face.
func (r *relief) lightLine(c color.RGBA) {
	rad := max(2*r.ss, int(r.unit*0.05))
	inner := rad + max(r.ss, rad/2)
	edge := boxBlur(boxBlur(r.cov, r.w, r.h, rad), r.w, r.h, rad)
	band := boxBlur(boxBlur(r.cov, r.w, r.h, inner), r.w, r.h, inner)
	m := mat(c, plain)
	m.spec, m.glow = 0, 0.6
	for i, cv := range r.cov {
		if cv > 0.5 && edge[i] >= 0.995 && band[i] < 0.995 {
			r.m[i] = m
		}
	}
}

// darkColor reports a colour nearer black than white: an outline the black pieces' face would
// swallow.
func darkColor(c color.RGBA) bool {
	return int(c.R)*2126+int(c.G)*7152+int(c.B)*722 < 128*10000
}
