//go:build display

package menus

import (
	"fmt"
	"testing"

	"tigris/assets"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// The title's monument is seen at every size, in both themes: beside the card on a desktop,
// below it on a phone held upright (it stood behind the card there). The pictures are kept for a
// person to look at (TE_SCREENSHOTS), a high-density laptop among them.
func TestTitleMonumentSeenAtEverySize(t *testing.T) {
	sizes := append(append([]shotSize(nil), shotSizes...), shotSize{"1280x800-2x", 1280, 800, 2}, shotSize{"1024x768", 1024, 768, 1}, shotSize{"tablet-768x1024-2x", 768, 1024, 2})
	for _, size := range sizes {
		for _, theme := range []int{0, settings.Space} {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				title := NewTitle(h.host())
				img := draw(ctx, title)
				saveShot(t, img, fmt.Sprintf("title-%s-%s", size.name, settings.ThemeNames[theme]))
				img.Deallocate()
				m := titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale).monument()
				if ui.Overlaps(m, title.card) {
					t.Errorf("%s %s: the monument %v lies under the card %v", size.name, settings.ThemeNames[theme], m, title.card)
				}
				if m.X < 0 || m.Y < 0 || m.X+m.W > float64(ctx.W) || m.Bottom() > float64(ctx.H) {
					t.Errorf("%s %s: the monument %v leaves the screen", size.name, settings.ThemeNames[theme], m)
				}
			})
		}
	}
}
