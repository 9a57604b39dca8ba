//go:build display

package menus

import (
	"fmt"
	"os"
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
	// the layout's cases: sideways at two widths and upright on a phone; every size (a tablet too)
	// and both themes when the pictures are kept for a person
	sizes, themeList := []shotSize{shotSizes[0], {"1024x768", 1024, 768, 1}, shotSizes[2]}, []int{0}
	if os.Getenv("TE_SCREENSHOTS") != "" {
		sizes = append(sizes, shotSizes[1], shotSize{"1280x800-2x", 1280, 800, 2}, shotSize{"tablet-768x1024-2x", 768, 1024, 2})
		themeList = append(themeList, settings.Space)
	}
	for _, size := range sizes {
		for _, theme := range themeList {
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
