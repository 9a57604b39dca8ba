//go:build display

package menus

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
)

// Every rules page whole, as it scrolls, at each size in both themes, kept for a person to look
// at (TE_SCREENSHOTS); each picture must lie inside the page's column.
func TestRulesShots(t *testing.T) {
	for _, size := range shotSizes {
		for _, theme := range []int{0, settings.Space} {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				ctx.H *= 3
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				img := ebiten.NewImage(ctx.W, ctx.H)
				defer img.Deallocate()
				r := NewRules(h, nil)
				for i, pg := range rulesPages {
					r.page = i
					r.Update(ctx)
					img.Clear()
					r.Draw(img, ctx)
					for _, f := range r.figs {
						if f.img.Bounds().Dx() > ctx.W {
							t.Errorf("%q: a picture %d px wide on a screen of %d", pg.Title, f.img.Bounds().Dx(), ctx.W)
						}
					}
					saveShot(t, img, fmt.Sprintf("%s-%s-rules-%d-whole", size.name, settings.ThemeNames[theme], i+1))
				}
			})
		}
	}
}
