//go:build display

package scenes

import (
	"math"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
)

// On a screen held sideways the hand-off's heading, words and Ready stand as a group about the
// screen's middle, beside the standard, with the summary below them: at 1920x1080 they stood in
// the upper third and the lower 40% was empty (review 6, h01/h03).
func TestHandoffGroupStandsMidScreen(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"1024x768", 1024, 768, 1}} {
		t.Run(size.name, func(t *testing.T) {
			p, d := annaAndBo(t, size)
			defer func() { d.free() }()
			d.look("handoff-centre-" + size.name)
			l, _, _ := handoffPage(p, d.ctx)
			ready := controlRect(t, &p.ctl, "ready")
			H := float64(d.ctx.H)
			mid := (l.words.Y + ready.Y + ready.H) / 2
			if math.Abs(mid-H/2) > 0.06*H {
				t.Errorf("the heading, words and Ready stand about y %.0f, not about the middle (%.0f)", mid, H/2)
			}
			if flagMid := l.flagFoot - 0.5*menus.StandardHeight(l.flagS); math.Abs(flagMid-mid) > 0.08*H {
				t.Errorf("the group's middle %.0f is far from the standard's %.0f", mid, flagMid)
			}
			if room := l.summaryRoom; room < 0.3*H {
				t.Errorf("the summary has %.0f px below Ready, less than a third of the screen", room)
			}
		})
	}
}
