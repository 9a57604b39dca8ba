//go:build display

package menus

import (
	"testing"

	"tigris/lessons"
	"tigris/scenes/ui"
)

// At 1280x800 (and a larger desktop) every lesson's card stands whole above the footer, with
// nothing to scroll (the last three scrolled under the fade: review 6, d02); a phone's list still
// scrolls, its cards as wide as they were.
func TestEveryLessonFitsADesktop(t *testing.T) {
	for _, size := range []shotSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"1024x768", 1024, 768, 1}, {"phone-390x844-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextAt(t, size)
			h := newTestHost()
			h.settings.Lessons = []string{lessons.All[0].ID, lessons.All[1].ID} // a mark of each kind
			l := NewLessonList(h.host())
			img := draw(ctx, l)
			saveShot(t, img, "lessons-fit-"+size.name)
			img.Deallocate()
			var back ui.Rect
			cards := map[int]ui.Rect{}
			for _, c := range l.ctl.Hits {
				if c.ID == idBack {
					back = c.R
				}
				if i, ok := idLesson.Index(c.ID); ok {
					cards[i] = c.R
				}
			}
			phone := size.device > 1
			if phone {
				if l.page.Hidden() == 0 {
					t.Fatal("the phone's list of lessons does not scroll: its cards were squeezed")
				}
				return
			}
			if hidden := l.page.Hidden(); hidden > 0 {
				t.Errorf("%.0f px of the lessons scroll out of sight", hidden)
			}
			for i := range lessons.All {
				r, ok := cards[i]
				if !ok || r.Y+r.H > back.Y || r.X < 0 || r.X+r.W > float64(ctx.W) {
					t.Errorf("lesson %d's card %v (shown %v) is not whole above the footer at %.0f", i+1, r, ok, back.Y)
				}
			}
		})
	}
}
