//go:build display

package menus

import (
	"fmt"
	"os"
	"testing"

	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
)

// Every rules page whole, as it scrolls, at each size in both themes, kept for a person to look
// at (TE_RULES_SHOTS=folder; not TE_SCREENSHOTS, which build/test.sh sets). It bakes the pieces
// again for every picture at every size, a minute and a half of two processors, so it runs only
// when asked: TestMenuShots draws each page as it first shows and TestRulesPagesDrawTheirPictures
// checks the pictures on a phone.
func TestRulesShots(t *testing.T) {
	dir := os.Getenv("TE_RULES_SHOTS")
	if dir == "" {
		t.Skip("only keeps pictures for a person: set TE_RULES_SHOTS=folder")
	}
	t.Setenv("TE_SCREENSHOTS", dir) // where saveShot keeps them
	for _, size := range shotSizes {
		for _, theme := range []int{0, settings.Space} {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				ctx.H *= 3
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				img := engine.NewImage(ctx.W, ctx.H)
				defer img.Deallocate()
				r := NewRules(h.host(), nil)
				for i := range rulesPages {
					r.page = i
					r.Update(ctx)
					img.Clear()
					r.Draw(img, ctx)
					saveShot(t, img, fmt.Sprintf("%s-%s-rules-%d-whole", size.name, settings.ThemeNames[theme], i+1))
				}
			})
		}
	}
}
