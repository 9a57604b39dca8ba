//go:build display

package scenes

import (
	"testing"
	"time"
)

// Points a conflict's card has told are counted at once, and their counter does not tick before
// they land (review 4, F2): held under the card, the tokens still seconds from landing made the
// counter's number tick at six times its size in gold, standing over the player's name in the
// panel until Continue. A tick grows the number within its row at most.
func TestToldPointsTickOnlyAsTheyLand(t *testing.T) {
	now := time.Now()
	a := animations{start: now, scale: 1, now: now.Add(950 * time.Millisecond)} // held at the card
	a.list = []anim{{kind: fly, player: 0, color: 0, n: 3, delay: 1.9, dur: 0.6, told: true, cell: -1, monument: -1}}
	if n, pop := a.counter(0, 0, 3); n != 3 || pop != 0 {
		t.Errorf("under the card, before the told points land: the counter shows %d ticking %.2f, want 3 and no tick", n, pop)
	}
	a.now = now.Add(time.Duration((2.5 + tickDur/2) * float64(time.Second)))
	if _, pop := a.counter(0, 0, 3); pop <= 0 || pop > 1 {
		t.Errorf("as the points land the counter ticks %.2f, want between 0 and 1", pop)
	}
	for _, pop := range []float64{0, 0.5, 1} {
		if s := tickSize(13, pop, 18); s > 18/1.2+1e-9 || s < 13 {
			t.Errorf("a tick of %.1f on a 13 px number in an 18 px row is %.1f px", pop, s)
		}
	}
}

// A token comes into its counter level in the last part of its flight, not down across the
// player's name above the counters' row (review 4, F2): it rose and fell in one arc, the last
// fifth of it over the name.
func TestPointsComeInLevel(t *testing.T) {
	an := anim{kind: fly, x0: 300, y0: 500, x1: 980, y1: 43, size: 28}
	for e := 0.8; e <= 1; e += 0.01 {
		_, y := flyPoint(an, e)
		line := an.y0 + (an.y1-an.y0)*e
		if line-y > 0.3*an.size {
			t.Errorf("at %.2f of its way the token is %.1f px above its line to the counter", e, line-y)
		}
	}
	if _, y := flyPoint(an, 0.4); an.y0+(an.y1-an.y0)*0.4-y < an.size {
		t.Error("the token does not rise off the board")
	}
}
