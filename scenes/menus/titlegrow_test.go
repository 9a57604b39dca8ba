//go:build display

package menus

import (
	"testing"

	"tigris/engine"
)

// The title's card grows with a large screen: at 1920x1080 it takes a larger share of the
// screen's height than at 1280x800 (issue 44: the same small card in a big picture), and still
// fits whole.
func TestTitleCardGrowsOnALargeScreen(t *testing.T) {
	base := newContext(t, 1280, 800, 1) // the drawing thread, taken once a test
	share := func(s shotSize) float64 {
		ctx := *base
		ctx.W, ctx.H = s.w, s.h
		ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), 1)
		title := NewTitle(newTestHost().host())
		draw(&ctx, title).Deallocate()
		c := title.card
		if c.Y < 0 || c.Y+c.H > float64(ctx.H) || c.X < 0 || c.X+c.W > float64(ctx.W) {
			t.Errorf("%s: the card %+v leaves the screen", s.name, c)
		}
		return c.H / float64(ctx.H)
	}
	small := share(shotSize{"1280x800", 1280, 800, 1})
	for _, s := range []shotSize{{"1920x1080", 1920, 1080, 1}, {"2560x1440", 2560, 1440, 1}} {
		if large := share(s); large < small*1.15 {
			t.Errorf("the card is %.0f%% of the screen's height at %s, %.0f%% at 1280x800: it does not grow", large*100, s.name, small*100)
		}
	}
	if k := titleGrowth(1280, 720); k != 1 { // 2560x1440 at a device scale of 2
		t.Errorf("a 1280x720 screen grows the title %.2f times", k)
	}
}
