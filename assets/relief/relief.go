// Package relief renders the game's pieces as objects: each piece is modelled as a relief (a height, a material and a coverage
// per pixel, built from signed-distance shapes in units of one board space), then lit by the one
// light from the upper left (diffuse, a little specular, ambient occlusion in hollows and a
// soft shadow cast on the map). It runs on the CPU, once per piece and cell size: a frame only
// draws the baked sprites, and the bake needs no GPU, so it can run off the frame and be tested
// anywhere.
package relief

import (
	"image/color"
	"math"
)

// material is how a surface takes the light.
type material struct {
	col   [3]float32 // its colour, 0..1
	spec  float32    // the specular highlight's strength
	shine float32    // and its sharpness
	glow  float32    // light of its own: this share of its colour is never shaded
	grain int8       // its texture: none, clay, wood, stone, metal
}

const (
	plain = iota
	clay
	wood
	stone
	metal
)

func rgb(c color.Color) [3]float32 {
	r, g, b, _ := c.RGBA()
	return [3]float32{float32(r) / 65535, float32(g) / 65535, float32(b) / 65535}
}

func mat(c color.Color, grain int8) material {
	m := material{col: rgb(c), grain: grain, spec: 0.10, shine: 12}
	switch grain {
	case wood:
		m.spec, m.shine = 0.16, 18
	case stone:
		m.spec, m.shine = 0.06, 8
	case metal:
		m.spec, m.shine = 0.75, 36
	}
	return m
}

// relief is a piece being modelled: per pixel its height (in units of a space), material and
// coverage, at ss pixels per sprite pixel.
type relief struct {
	w, h, ss int
	unit     float64 // pixels per unit at the modelling scale
	hgt      []float32
	cov      []float32
	m        []material
	glow     []float32 // light the piece throws on the map round it (premultiplied RGBA), or nil
}

func newRelief(px, cells, ss int) *relief {
	n := px * cells * ss
	return &relief{w: n, h: n, ss: ss, unit: float64(px * ss), hgt: make([]float32, n*n), cov: make([]float32, n*n), m: make([]material, n*n)}
}

// each calls f with each pixel's index, centre in units and distance to s, for the pixels within
// reach units of the shape.
func (r *relief) each(s shape, reach float64, f func(i int, x, y, d float64)) {
	x0 := max(0, int((s.x0-reach)*r.unit))
	y0 := max(0, int((s.y0-reach)*r.unit))
	x1 := min(r.w, int(math.Ceil((s.x1+reach)*r.unit)))
	y1 := min(r.h, int(math.Ceil((s.y1+reach)*r.unit)))
	for py := y0; py < y1; py++ {
		y := (float64(py) + 0.5) / r.unit
		for px := x0; px < x1; px++ {
			x := (float64(px) + 0.5) / r.unit
			f(py*r.w+px, x, y, s.d(x, y))
		}
	}
}

// lay puts height hh of material m on pixel i where a shape covers c of it, blending with what
// lies there at the shape's antialiased edge.
func (r *relief) lay(i int, c, hh float32, m material) {
	if c >= 1 || r.cov[i] == 0 {
		r.hgt[i], r.m[i] = hh, m
	} else {
		r.hgt[i] = r.hgt[i]*(1-c) + hh*c
		r.m[i] = blend(r.m[i], m, c)
	}
	r.cov[i] = max(r.cov[i], c)
}

// cover is how much of a pixel at distance d (units) a shape covers.
func (r *relief) cover(d float64) float32 {
	return float32(fmax(0, fmin(1, 0.5-d*r.unit)))
}

// solid sets a body of shape s on what lies under it (base) or on the ground: height top
// above base, its edges rounded over bevel units.
func (r *relief) solid(s shape, base, top, bevel float64, m material) {
	r.each(s, 1/r.unit, func(i int, _, _, d float64) {
		c := r.cover(d)
		if c <= 0 {
			return
		}
		t := fmax(0, fmin(1, -d/bevel))
		hh := float32(base + top*math.Sqrt(1-(1-t)*(1-t)))
		r.lay(i, c, hh, m)
	})
}

// onTop sets a body of shape s on the surface already there: height top above it.
func (r *relief) onTop(s shape, top, bevel float64, m material) {
	r.each(s, 1/r.unit, func(i int, _, _, d float64) {
		c := r.cover(d)
		if c <= 0 {
			return
		}
		t := fmax(0, fmin(1, -d/bevel))
		r.hgt[i] += float32(top*math.Sqrt(1-(1-t)*(1-t))) * c
		r.m[i] = blend(r.m[i], m, c)
		r.cov[i] = max(r.cov[i], c)
	})
}

// press sinks shape s into the surface by depth, its walls sloping over wall units, and inks its
// floor (nil: the surface's own material, darker).
func (r *relief) press(s shape, depth, wall float64, ink *material) {
	r.each(s, 1/r.unit, func(i int, _, _, d float64) {
		c := r.cover(d)
		if c <= 0 || r.cov[i] == 0 {
			return
		}
		t := fmax(0, fmin(1, (-d+0.5/r.unit)/wall))
		r.hgt[i] -= float32(depth * t * t * (3 - 2*t))
		if ink != nil {
			r.m[i] = blend(r.m[i], *ink, c)
		}
	})
}

// paint colours shape s on the surface with material m, leaving its height.
func (r *relief) paint(s shape, m material, alpha float32) {
	r.each(s, 1/r.unit, func(i int, _, _, d float64) {
		if c := r.cover(d) * alpha; c > 0 && r.cov[i] > 0 {
			r.m[i] = blend(r.m[i], m, c)
		}
	})
}

func blend(a, b material, t float32) material {
	for k := range a.col {
		a.col[k] += (b.col[k] - a.col[k]) * t
	}
	a.spec += (b.spec - a.spec) * t
	a.shine += (b.shine - a.shine) * t
	a.glow += (b.glow - a.glow) * t
	if t >= 0.5 {
		a.grain = b.grain
	}
	return a
}

// The light: from the upper left, 50° above the board.
var lightDir = func() [3]float64 {
	x, y, z := -0.55, -0.62, 0.95
	n := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / n, y / n, z / n}
}()

// noise is a smooth value noise in [-1, 1] at (x, y), the same on every run.
func noise(x, y float64) float64 {
	xi, yi := math.Floor(x), math.Floor(y)
	fx, fy := x-xi, y-yi
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	h := func(i, j float64) float64 {
		n := uint32(int32(i)*374761393 + int32(j)*668265263)
		n = (n ^ n>>13) * 1274126177
		return float64(n^n>>16)/float64(math.MaxUint32)*2 - 1
	}
	a, b := h(xi, yi), h(xi+1, yi)
	c, d := h(xi, yi+1), h(xi+1, yi+1)
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

// texture is a material's surface variation at (x, y) in units: a factor on its colour.
func texture(grain int8, x, y float64) float64 {
	switch grain {
	case clay:
		return 1 + 0.05*noise(x*9, y*9) + 0.03*noise(x*31, y*31)
	case wood: // grain running across the disc, wavering
		w := x*1.4 + 0.18*noise(x*3, y*6)
		return 1 + 0.06*math.Sin(w*70) + 0.04*noise(x*4, y*20)
	case stone:
		return 1 + 0.06*noise(x*12, y*12) + 0.04*noise(x*40, y*40)
	case metal: // brushed
		return 1 + 0.04*noise(x*2, y*60)
	}
	return 1
}

// lit is the material's colour under the light: shade is how lit its surface is, spec its
// highlight, tx its grain's texture; glow is lit whatever the light, and metal keeps more of its
// colour in its highlights.
func (m material) lit(shade, spec, tx float64) [3]float64 {
	var out [3]float64
	gl := float64(m.glow)
	for k := range out {
		base := float64(m.col[k]) * tx
		v := base*(shade*(1-gl)+gl) + spec*(0.55+0.45*base)
		if m.grain == metal {
			v = base*(shade*0.92*(1-gl)+gl) + spec*(0.25+0.75*base)
		}
		out[k] = fmin(1, v)
	}
	return out
}

// bake lights the relief and returns its pixels (premultiplied RGBA, ss times smaller than the
// model).
func (r *relief) bake() []byte {
	w, h := r.w, r.h
	n := w * h
	hp := make([]float32, n) // heights in pixels
	for i, v := range r.hgt {
		hp[i] = v * float32(r.unit)
	}
	at := func(x, y int) float32 {
		x, y = max(0, min(w-1, x)), max(0, min(h-1, y))
		return hp[y*w+x]
	}
	// hollows: how far each pixel lies below its neighbourhood, for the ambient occlusion
	rad := max(1, int(r.unit*0.05))
	blur := boxBlur(boxBlur(hp, w, h, rad), w, h, rad)
	cblur := boxBlur(boxBlur(r.cov, w, h, rad*2), w, h, rad*2)
	var maxH float32
	for _, v := range hp {
		maxH = max(maxH, v)
	}
	L := lightDir
	lxy := hypot(L[0], L[1])
	sx, sy := L[0]/lxy, L[1]/lxy // one pixel's step towards the light
	rise := L[2] / lxy           // the ray's rise per pixel
	hx, hy, hz := L[0], L[1], L[2]+1
	hn := math.Sqrt(hx*hx + hy*hy + hz*hz)
	hx, hy, hz = hx/hn, hy/hn, hz/hn
	softK := 5.0 / (r.unit * 0.02)
	// shadow is how lit a point at height z is (0..1), marching towards the light
	step := fmax(1, r.unit/40) // pixels a step: large sprites march coarser, their shadows are soft
	shadow := func(x, y int, z float64) float64 {
		lit := 1.0
		steps := int(float64(maxH)/(rise*step)) + 2
		for k := 1; k <= steps; k++ {
			t := float64(k) * step
			ry := z + t*rise
			if ry > float64(maxH) {
				break
			}
			fx, fy := float64(x)+sx*t, float64(y)+sy*t
			g := float64(at(int(fx+0.5), int(fy+0.5)))
			lit = fmin(lit, softK*(ry-g)/t)
			if lit <= 0 {
				return 0
			}
		}
		return fmax(0, fmin(1, lit))
	}
	out := make([]float32, n*4)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			c := r.cov[i]
			var pr, pg, pb, pa float32
			if c > 0 {
				m := r.m[i]
				nx := -float64(at(x+1, y)-at(x-1, y)) / 2
				ny := -float64(at(x, y+1)-at(x, y-1)) / 2
				nn := math.Sqrt(nx*nx + ny*ny + 1)
				nx, ny, nz := nx/nn, ny/nn, 1/nn
				dif := fmax(0, nx*L[0]+ny*L[1]+nz*L[2]) / L[2]
				sh := shadow(x, y, float64(hp[i]))
				occ := fmax(0, float64(blur[i]-hp[i])) / (r.unit * 0.03)
				ao := 1 - 0.55*fmin(1, occ)
				// the foot of a piece is darker than its top: light reaches it less
				ao *= 0.78 + 0.22*fmin(1, float64(hp[i])/(r.unit*0.05))
				shade := 0.34*ao + 0.66*dif*(0.25+0.75*sh)
				ndh := fmax(0, nx*hx+ny*hy+nz*hz)
				spec := 0.0
				if ndh > 0.75 { // below, the highlight is nil at any of the materials' sharpness
					spec = float64(m.spec) * math.Pow(ndh, float64(m.shine)) * sh
				}
				tx := texture(m.grain, (float64(x)+0.5)/r.unit, (float64(y)+0.5)/r.unit)
				lit := m.lit(shade, spec, tx)
				pr, pg, pb = float32(lit[0])*c, float32(lit[1])*c, float32(lit[2])*c
				pa = c
			}
			if c < 1 && maxH > 0 {
				// the map under the piece: its cast shadow and the dusk at its foot
				sh := shadow(x, y, 0)
				a := float32(0.42*(1-sh)) + 0.22*cblur[i]
				pa += (1 - c) * min(0.55, a)
			}
			if r.glow != nil && c < 1 {
				g := r.glow[i*4 : i*4+4]
				pr, pg, pb, pa = pr+(1-c)*g[0], pg+(1-c)*g[1], pb+(1-c)*g[2], pa+(1-c)*g[3]*(1-pa)
			}
			o := i * 4
			out[o], out[o+1], out[o+2], out[o+3] = pr, pg, pb, pa
		}
	}
	// down to the sprite's pixels, averaging each ss×ss block
	ss := r.ss
	sw, sh := w/ss, h/ss
	pix := make([]byte, sw*sh*4)
	k := float32(255) / float32(ss*ss)
	for y := 0; y < sh; y++ {
		for x := 0; x < sw; x++ {
			var acc [4]float32
			for dy := 0; dy < ss; dy++ {
				for dx := 0; dx < ss; dx++ {
					o := ((y*ss+dy)*w + x*ss + dx) * 4
					acc[0] += out[o]
					acc[1] += out[o+1]
					acc[2] += out[o+2]
					acc[3] += out[o+3]
				}
			}
			o := (y*sw + x) * 4
			a := min(255, acc[3]*k+0.5)
			pix[o+3] = byte(a)
			for j := 0; j < 3; j++ {
				pix[o+j] = byte(min(a, acc[j]*k+0.5)) // premultiplied: never brighter than opaque
			}
		}
	}
	return pix
}

// boxBlur averages each value with its neighbours within rad, across then down.
func boxBlur(v []float32, w, h, rad int) []float32 {
	tmp := make([]float32, len(v))
	out := make([]float32, len(v))
	inv := 1 / float32(2*rad+1)
	for y := 0; y < h; y++ {
		var s float32
		row := v[y*w : y*w+w]
		get := func(x int) float32 { return row[max(0, min(w-1, x))] }
		for x := -rad; x <= rad; x++ {
			s += get(x)
		}
		for x := 0; x < w; x++ {
			tmp[y*w+x] = s * inv
			s += get(x+rad+1) - get(x-rad)
		}
	}
	for x := 0; x < w; x++ {
		get := func(y int) float32 { return tmp[max(0, min(h-1, y))*w+x] }
		var s float32
		for y := -rad; y <= rad; y++ {
			s += get(y)
		}
		for y := 0; y < h; y++ {
			out[y*w+x] = s * inv
			s += get(y+rad+1) - get(y-rad)
		}
	}
	return out
}

// ridge sets a body whose height rises in straight slopes from its edge to a crest (a crystal's
// facets, a pyramid), at most top above the ground, reached bevel units in.
func (r *relief) ridge(s shape, top, bevel float64, m material) {
	r.each(s, 1/r.unit, func(i int, _, _, d float64) {
		c := r.cover(d)
		if c <= 0 {
			return
		}
		hh := float32(top * fmax(0, fmin(1, -d/bevel)))
		r.hgt[i] = max(r.hgt[i]*(1-c), hh)
		r.m[i] = blend(r.m[i], m, c)
		r.cov[i] = max(r.cov[i], c)
	})
}

// halo lights the map round a glowing piece: colour col at most alpha, fading over spread units
// outside shape s.
func (r *relief) halo(s shape, spread float64, col color.Color, alpha float32) {
	if r.glow == nil {
		r.glow = make([]float32, r.w*r.h*4)
	}
	k := rgb(col)
	r.each(s, spread, func(i int, _, _, d float64) {
		a := alpha * float32(fmax(0, fmin(1, 1-d/spread)))
		a *= a
		if a > r.glow[i*4+3] {
			r.glow[i*4], r.glow[i*4+1], r.glow[i*4+2], r.glow[i*4+3] = k[0]*a, k[1]*a, k[2]*a, a
		}
	})
}
