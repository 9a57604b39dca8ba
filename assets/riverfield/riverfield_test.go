package riverfield

import (
	"bytes"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
)

// The field says water at the middle of every river space and land at the middle of every other.
func TestFieldMarksTheRivers(t *testing.T) {
	for _, id := range []game.MapID{game.StandardMap, game.AdvancedMap} {
		mp := game.MapOf(id)
		pix := Pixels(&mp.River, nil)
		for i := 0; i < game.NCells; i++ {
			sx, sy := K*(i%game.Cols)+K/2, K*(i/game.Cols)+K/2
			water := pix[4*(sy*W+sx)+1] < 128 // green is 0.5 at the bank
			if water != mp.River[i] {
				t.Errorf("%v map, space %d: the field says water=%v, the map river=%v", id, i, water, mp.River[i])
			}
		}
	}
}

// Yielding between rows changes nothing in the field.
func TestYieldingKeepsTheField(t *testing.T) {
	mp := game.MapOf(game.StandardMap)
	calls := 0
	yielded := Pixels(&mp.River, func() { calls++ })
	if calls == 0 {
		t.Error("the field never yielded")
	}
	if !bytes.Equal(yielded, Pixels(&mp.River, nil)) {
		t.Error("yielding changed the field")
	}
}

// A map asked for by a screen is prepared off the frame once and kept; what it keeps is the field.
func TestPreparedOnce(t *testing.T) {
	mp := game.MapOf(game.AdvancedMap)
	poll.Until(t, 30*time.Second, "the map's field", func() bool { return For(mp, nil).Ready() })
	a, b := For(mp, nil).Pixels(), For(mp, nil).Pixels()
	if &a[0] != &b[0] {
		t.Error("the field was prepared twice")
	}
	if !bytes.Equal(a, Pixels(&mp.River, nil)) {
		t.Error("the prepared field differs from one computed on the spot")
	}
}

func BenchmarkPixels(b *testing.B) {
	for _, id := range []game.MapID{game.StandardMap, game.AdvancedMap} {
		mp := game.MapOf(id)
		b.Run(id.String(), func(b *testing.B) {
			for b.Loop() {
				Pixels(&mp.River, nil)
			}
		})
	}
}
