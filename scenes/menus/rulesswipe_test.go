//go:build display

package menus

import (
	"testing"

	"tigris/engine"
)

// On a phone (390x844 at 3x, touch) a finger swiped to the left turns the rules to the next page
// and one swiped to the right back again; a short or mostly upward drag turns nothing (it scrolls
// the page) (review 3: a horizontal swipe did nothing).
func TestRulesPagesTurnWithASwipe(t *testing.T) {
	ctx := newContext(t, 390*3, 844*3, 3)
	r := NewRules(newTestHost().host(), nil)
	drag := func(x0, y0, x1, y1 int) {
		for _, f := range []engine.Input{
			{X: x0, Y: y0, Down: true, Pressed: true, Touch: true},
			{X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Down: true, Moved: true, Touch: true},
			{X: x1, Y: y1, Released: true, Moved: true, Touch: true},
		} {
			in := f
			ctx.In = &in
			if _, err := r.Update(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	drag(900, 1200, 300, 1250)
	if r.page != 1 {
		t.Fatalf("a swipe to the left left the rules on page %d", r.page+1)
	}
	drag(600, 1200, 560, 1260) // 13 CSS px across: a tap that slipped
	drag(600, 1500, 500, 900)  // up more than across: a scroll
	if r.page != 1 {
		t.Fatalf("a short or upward drag turned the rules to page %d", r.page+1)
	}
	drag(300, 1200, 900, 1180)
	if r.page != 0 {
		t.Fatalf("a swipe to the right left the rules on page %d", r.page+1)
	}
}
