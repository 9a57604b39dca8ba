//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// The frames that show what the last decision changed go round a built monument's whole square,
// and a turn's end, whose monument points change no space, frames nothing: a frame on the
// monument's top-left space alone, left by its points at every turn's end, read as a kingdom's
// outline cut through the monument (review 3).
func TestFramesOfTheLastDecisionKeepMonumentsWhole(t *testing.T) {
	drawtest.Start(t)
	d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1})}
	p := hotSeatAt(t, d, "monument-built.pos", 0)
	defer func() { d.free() }()
	try := func(line string) {
		t.Helper()
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.sess.Try(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		d.step(0, 0, false)
	}
	try("archer pass")
	scored := false
	for _, e := range p.sess.Events() {
		scored = scored || (e.Kind == game.EvScored && e.Player == 0)
	}
	if !scored {
		t.Fatal("Archer's priest scored no monument point at the turn's end: the test shows nothing")
	}
	if len(p.touched) != 0 {
		t.Errorf("a turn's end that changed no space frames %v", p.touched)
	}
	// Bo lays the fourth green of a square and builds the green-black monument on it
	d.click("ready")
	try("bull tile g J6")
	try("bull monument gk")
	square := []int{mustSpace(t, "I5"), mustSpace(t, "J5"), mustSpace(t, "I6"), mustSpace(t, "J6")}
	framed := false
	for _, cells := range p.touched {
		if len(cells) == 4 {
			framed = true
			for k, c := range cells {
				framed = framed && c == square[k]
			}
		}
		for _, c := range cells {
			if len(cells) == 1 && (c == square[0] || c == square[1]) {
				t.Errorf("the monument's space %s is framed alone", game.SpaceName(c))
			}
		}
	}
	if !framed {
		t.Errorf("the monument built at I5 is not framed whole: %v", p.touched)
	}
	d.look("touched-monument")
}
