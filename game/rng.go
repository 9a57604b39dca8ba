package game

// RNG is a small deterministic generator (SplitMix64). The game's shuffles must give the same
// deal on every platform and Go version forever, because saved games replay from their seed.
type RNG struct{ s uint64 }

// NewRNG seeds a generator.
func NewRNG(seed uint64) *RNG { return &RNG{s: seed} }

// Uint64 returns the next value.
func (r *RNG) Uint64() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a value in [0, n) (n > 0), without modulo bias.
func (r *RNG) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		v := r.Uint64()
		if v < limit {
			return int(v % uint64(n))
		}
	}
}

// shuffleColors is a Fisher-Yates shuffle.
func (r *RNG) shuffleColors(t []Color) {
	for i := len(t) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		t[i], t[j] = t[j], t[i]
	}
}
