package game

import "testing"

// Seeds come from all 64 bits, and the deal depends on every one of them: seeds that differ in a
// single bit, the highest included, deal differently.
func TestSeedsUseAllTheirBits(t *testing.T) {
	high := false
	for i := 0; i < 64; i++ {
		if FreshSeed() >= 1<<40 {
			high = true
		}
	}
	if !high {
		t.Fatal("64 fresh seeds all below 2^40: the seeds come from a small space")
	}
	o := Options{Seats: []Dynasty{Archer, Bull}}
	base, err := NewGame(o, 0x0123456789abcdef)
	if err != nil {
		t.Fatal(err)
	}
	for bit := 0; bit < 64; bit++ {
		other, err := NewGame(o, 0x0123456789abcdef^1<<bit)
		if err != nil {
			t.Fatal(err)
		}
		if other.Equal(base) {
			t.Errorf("seeds differing in bit %d deal the same game", bit)
		}
	}
}
