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
