package assets

import "tigris/engine"

// The map's shaders. Each reads the distance to the rivers' banks from the field PaintWater
// computes (image 0, as large as the board), so the painted water and its moving surface agree.

// kageMapPrelude: uniforms, a hash, value noise, a few octaves of it, and the distance to the
// banks in spaces (negative on the water), its edge wavering a little so the banks look worn.
const kageMapPrelude = `//kage:unit pixels
package main

var Cell float
var Size vec2

` + engine.KageNoise + `
func fbm(p vec2) float {
	return (noise(p) + 0.5*noise(p*2.03+vec2(1.7, 9.2)) + 0.25*noise(p*4.01+vec2(8.3, 2.8))) / 1.75
}

func dist(pos vec2) float {
	q := clamp(pos, vec2(0.0), Size-vec2(1.0))
	f := imageSrc0At(q + imageSrc0Origin())
	coarse := f.r*3.0 - 0.5
	fine := (f.g - 0.5) / 2.5
	d := mix(fine, coarse, smoothstep(0.15, 0.19, abs(fine)))
	return d + (noise(q/Cell*2.7)-0.5)*0.05
}

`

// mapKage paints the ancient map: dry plain, fertile land near the rivers, reeds at the banks,
// low hills lit from the upper left, and water lighter in the shallows than in the middle.
var mapKage = []byte(kageMapPrelude + `var Land vec3
var River vec3
var Grain float
var Texture float

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := srcPos - imageSrc0Origin()
	uv := pos / Size
	cp := pos / Cell
	px := 1.0 / Cell
	d := dist(pos)

	light := 1.05 - 0.10*(uv.x+uv.y)/2.0
	edge := min(min(uv.x, 1.0-uv.x), min(uv.y, 1.0-uv.y))
	light *= 0.93 + 0.07*min(1.0, edge*8.0)
	land := vec3(0.0)
	water := vec3(0.0)

	if d > -px {
		// low hills: the slopes rising to the lower right face the light
		hp := cp * 0.7
		h0 := noise(hp)
		slope := clamp((noise(hp+vec2(0.04, 0.0))+noise(hp+vec2(0.0, 0.04))-2.0*h0)/0.04, -1.5, 1.5)
		hill := 1.0 + 0.03*Texture*slope

		// dry plain: sand with paler and ochre patches
		q := cp*0.55 + vec2(3.0, 1.0)
		mott := (noise(q) + 0.5*noise(q*2.03+vec2(1.7, 9.2))) / 1.5
		dry := Land * mix(vec3(0.975, 0.955, 0.90), vec3(1.02, 1.02, 1.04), mott)

		// fertile land along the water, its edge broken
		f := cp*1.2 + vec2(7.0, 2.0)
		fn := (noise(f) + 0.5*noise(f*2.1+vec2(4.0, 4.0))) / 1.5
		fert := smoothstep(1.7, 0.2, d+(fn-0.5)*0.9)
		green := mix(vec3(0.50, 0.47, 0.30), vec3(0.54, 0.60, 0.34), noise(cp*2.2+vec2(1.0, 5.0)))
		if Texture < 0.9 {
			green = mix(green, Land, 0.45)
		}
		ground := mix(dry, green, fert*0.85)
		// shrubs dotted over the fertile land
		sp := pos / (Cell * 0.11)
		sq := fract(sp) - 0.5
		shrub := step(0.93, hash(floor(sp))) * smoothstep(0.3, 0.6, fert) * smoothstep(0.16, 0.06, length(sq))
		ground = mix(ground, vec3(0.30, 0.36, 0.18), 0.55*shrub*Texture)

		if d < 0.17 {
			// reeds along the bank: thin upright strokes, and wet mud at the waterline
			rb := smoothstep(0.17, 0.05, d) * step(0.0, d)
			stroke := noise(vec2(pos.x/(Grain*1.2), pos.y/(Grain*6.0)))
			reed := smoothstep(0.5, 0.68, stroke) * rb * (0.55 + 0.45*noise(cp*4.0))
			reedCol := mix(vec3(0.26, 0.34, 0.15), vec3(0.58, 0.62, 0.30), noise(pos/(Grain*3.0)))
			ground = mix(ground, reedCol, reed*0.9*min(1.0, Texture+0.2))
			wet := smoothstep(0.05, 0.0, d)
			ground = mix(ground, ground*vec3(0.70, 0.66, 0.58), wet*0.7)
		}
		land = ground * light * hill
	}

	if d < px {
		// water: light shallows at the banks, deep in the middle, shaded by the bank towards the light
		depth := smoothstep(0.0, 0.32, -d)
		shallow := mix(River, vec3(0.66, 0.80, 0.70), 0.3) * 1.04
		deep := River * vec3(0.48, 0.68, 0.78) // teal beside the farms' royal blue
		if Texture < 0.9 {
			deep = mix(deep, River, 0.5)
		}
		water = mix(shallow, deep, depth)
		ds := dist(pos - vec2(1.0, 1.0)*Cell*0.07)
		water *= 1.0 - 0.22*smoothstep(-0.02, 0.06, ds)
		sv := vec2((cp.x+cp.y)*1.6, (cp.x-cp.y)*5.0)
		streak := (noise(sv) + 0.5*noise(sv*2.03+vec2(1.7, 9.2))) / 1.5
		water *= 0.96 + 0.08*streak*Texture
		water *= light
	}

	col := mix(water, land, smoothstep(-px, px, d))
	col *= 0.985 + 0.03*Texture*hash(floor(pos/Grain))
	return vec4(col, 1.0)
}
`)

// spaceMapKage paints deep space: dark blue lit towards the upper left, violet and teal nebula, a
// scatter of stars, and the asteroid belts: a dust halo, a dusty band and boulders lit from the
// upper left.
var spaceMapKage = []byte(kageMapPrelude + `var Land vec3
var River vec3
var Grain float
var Texture float

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := srcPos - imageSrc0Origin()
	uv := pos / Size
	cp := pos / Cell
	d := dist(pos)

	light := 1.15 - 0.30*(uv.x+uv.y)/2.0
	p := uv * vec2(5.3, 3.9)
	n := fbm(p)
	m := noise(p*0.7 + vec2(3.1, 7.7))
	col := Land * light
	col += vec3(0.20, 0.08, 0.26) * smoothstep(0.45, 0.9, n) * Texture
	col += vec3(0.02, 0.14, 0.16) * smoothstep(0.5, 0.95, m) * Texture
	sg := Grain * 4.0
	cell := floor(pos / sg)
	h := hash(cell)
	so := (pos/sg - cell - 0.5) * 2.0
	glow := smoothstep(0.5, 0.0, length(so))
	col += vec3(step(0.975, h) * (0.4 + 0.6*hash(cell+vec2(7.0, 3.0))) * glow)

	// the belt's dust: a halo round it and a band, denser in the middle
	halo := smoothstep(0.7, 0.0, d) * (0.5 + 0.5*noise(cp*3.0))
	col += River * 0.35 * halo
	band := smoothstep(0.06, -0.08, d)
	dust := River * (0.55 + 0.7*fbm(cp*2.6)) * light
	dust = mix(dust, River*0.42, smoothstep(0.0, 0.3, -d)*0.35)
	col = mix(col, dust, band*0.9)

	// boulders, one at most in each small square, shaded as balls
	rc := Cell * 0.2
	g := floor(pos / rc)
	ctr := (g + 0.3 + 0.4*vec2(hash(g+vec2(1.3, 7.1)), hash(g+vec2(9.2, 3.4)))) * rc
	rad := rc * (0.16 + 0.22*hash(g+vec2(4.4, 2.2)))
	q := (pos - ctr) / rad
	r2 := dot(q, q)
	if hash(g+vec2(5.0, 11.0)) > 0.4 && r2 < 1.0 && dist(ctr) < -0.05 {
		nz := sqrt(1.0 - r2)
		lit := clamp(dot(vec3(q.x, q.y, nz), normalize(vec3(-0.6, -0.6, 0.55))), 0.0, 1.0)
		rock := vec3(0.52, 0.46, 0.42) * (0.22 + 0.95*lit)
		col = mix(col, rock, smoothstep(1.0, 0.8, r2))
	}
	return vec4(col, 1.0)
}
`)

// waterKage is the rivers' moving surface, drawn over the river spaces on each frame: two noise
// layers drifting south-east (the rivers run to the Gulf) whose meeting lines glint; in space, the
// belts' dust glinting as boulders turn. Premultiplied light over the picture, nothing on land.
var waterKage = []byte(kageMapPrelude + `var Time float
var Space float
var Glint float

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pos := srcPos - imageSrc0Origin()
	f := imageSrc0At(srcPos)
	d := (f.g - 0.5) / 2.5 // near the banks is enough: the glints fade out there
	if f.g >= 0.5 {
		return vec4(0.0)
	}
	cp := pos / Cell
	if Space > 0.5 {
		sg := Cell * 0.09
		g := floor(pos / sg)
		h := hash(g)
		o := length(pos/sg-g-0.5) * 2.0
		tw := step(0.97, h) * max(0.0, sin(Time*1.5+h*60.0)) * smoothstep(0.6, 0.0, o)
		a := tw * 0.7 * smoothstep(0.0, 0.06, -d)
		return vec4(vec3(1.0, 0.95, 0.85)*a, a)
	}
	flow := vec2(0.30, 0.20) * Time
	n1 := noise(cp*3.1 - flow*2.0)
	n2 := noise(cp*vec2(4.6, 3.7) + flow*vec2(1.1, -0.6) + vec2(5.0, 2.0))
	ridge := 1.0 - abs(n1+n2-1.0)*2.0
	glint := smoothstep(0.84, 0.98, ridge)
	a := glint * Glint * smoothstep(0.0, 0.07, -d)
	return vec4(vec3(1.0)*a, a)
}
`)

// frameKage is the board's frame, a band round the board with mitred corners: carved wood, a
// rounded moulding lit from the upper left with its grain along each side and a gilt bead at the
// board's edge; in space, brushed metal with rivets and a lit bead. Nothing inside the board.
var frameKage = []byte(`//kage:unit pixels
package main

var Inner vec4
var Band float
var Wood vec3
var Bead vec3
var Space float

` + engine.KageNoise + `
func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	p := dstPos.xy - imageDstOrigin()
	l := Inner.x - p.x
	t := Inner.y - p.y
	r := p.x - Inner.z
	b := p.y - Inner.w
	m := max(max(l, t), max(r, b))
	if m < 0.0 {
		return vec4(0.0)
	}
	tt := clamp(m/Band, 0.0, 1.0)
	along := p.x
	s := -1.0
	second := max(l, r)
	if m == l || m == r {
		along = p.y
		second = max(t, b)
	}
	if m == r || m == b {
		s = 1.0
	}
	// the moulding: the side's inner half rises towards the outside, its outer half falls
	shade := 1.0 + 0.38*s*cos(3.14159*tt)
	groove := 1.0 - 0.35*smoothstep(0.09, 0.0, abs(tt-0.62))
	col := vec3(0.0)
	if Space > 0.5 {
		brushed := noise(vec2(along/(Band*6.0), tt*Band*0.8))
		col = Wood * (0.85 + 0.25*brushed)
		rv := fract(along/(Band*4.0)) - 0.5
		rq := vec2(rv*Band*4.0, (tt-0.62)*Band) / (Band*0.11)
		if dot(rq, rq) < 1.0 {
			col = mix(col, vec3(0.85, 0.9, 1.0), 0.35*(1.0-rq.x-rq.y)*0.5)
		}
	} else {
		wave := noise(vec2(along/(Band*5.0), tt*2.0))
		grain := sin((tt*Band*0.9 + wave*7.0) * 3.0)
		knot := noise(vec2(along/(Band*1.5), tt*3.0))
		col = Wood * (0.86 + 0.10*grain + 0.10*knot)
	}
	col *= shade * groove
	// a gilt bead at the board's edge, lit on the sides away from the light
	bead := smoothstep(0.20, 0.12, tt)
	col = mix(col, Bead*(1.0+0.45*s*0.5), bead)
	// the mitre where two sides meet, and a dark outer edge
	col *= 1.0 - 0.35*smoothstep(1.2, 0.0, abs(m-second))
	col *= 1.0 - 0.45*smoothstep(0.9, 1.0, tt)
	return vec4(col, 1.0)
}
`)
