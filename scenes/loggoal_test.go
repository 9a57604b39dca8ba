//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
)

// Before the first moves a tablet's log column holds more than one line in a large empty box: the
// foot of the box says what a turn is and how one scores (review 6, t01), inside the box and
// below its lines; a phone, whose log is a tab, draws no such card.
func TestEmptyLogSaysHowToPlay(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"tablet-820x1180-2x", 820, 1180, 2}, {"tablet-portrait-2x", 768, 1024, 2}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			p, d := annaAndBo(t, size)
			defer func() { d.free() }()
			d.look("")
			d.click("ready")
			img := d.draw("log-goal-" + size.name)
			l := &p.lay
			if size.device == 3 {
				if p.log.goalAt.H > 0 {
					t.Errorf("a phone draws the card of how to play at %v", p.log.goalAt)
				}
				return
			}
			// the lower half of the box is not the box's bare ground
			th := p.theme()
			differ, all := 0, 0
			for y := int(l.Log.Y + l.Log.H/2); y < int(l.Log.Bottom()-8*l.U); y += 3 {
				for x := int(l.Log.X + 8*l.U); x < int(l.Log.X+l.Log.W-8*l.U); x += 3 {
					all++
					if !near(img.At(x, y), th.Log, 10) {
						differ++
					}
				}
			}
			if differ*20 < all {
				t.Fatalf("the lower half of the log's box %v is empty: %d of %d points drawn", l.Log, differ, all)
			}
			g := p.log.goalAt
			if g.Y < l.Log.Y || g.Bottom() > l.Log.Bottom() || g.X < l.Log.X || g.X+g.W > l.Log.X+l.Log.W {
				t.Errorf("the card %v is not inside the log's box %v", g, l.Log)
			}
		})
	}
}
