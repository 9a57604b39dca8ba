package engine

// KageNoise is a Kage shader's value noise (hash and noise of a vec2), written once for every
// shader that textures what it paints (the map's, the slabs', the title's); Kage has no
// imports, so a shader's source splices it in.
const KageNoise = `func hash(p vec2) float {
	return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453)
}

func noise(p vec2) float {
	i := floor(p)
	f := fract(p)
	s := f * f * (3.0 - 2.0*f)
	a := hash(i)
	b := hash(i + vec2(1.0, 0.0))
	c := hash(i + vec2(0.0, 1.0))
	d := hash(i + vec2(1.0, 1.0))
	return mix(mix(a, b, s.x), mix(c, d, s.x), s.y)
}
`
