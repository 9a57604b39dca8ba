//go:build display

package scenes

import (
	"image/color"
	"testing"

	"tigris/scenes/settings"
	"tigris/storage"
)

func alphaOf(c color.Color) uint32 { _, _, _, a := c.RGBA(); return a }

// High contrast, as the settings give it in both themes, outlines every piece (the palette the
// sprites are baked in carries an outline, the usual one none) and marks the legal targets
// unmistakably: a darker veil on the spaces a piece may not go, a wider rim and an inner one on
// those it may, at every strength of the Highlight setting. Before, the setting only made the
// tiles' colours a little purer (issue 44: "changes almost nothing I can see").
func TestHighContrastPiecesAndTargets(t *testing.T) {
	for _, theme := range []int{0, settings.Space} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings()}
		sh.Settings.Theme = theme
		plain := sh.Palette()
		sh.Settings.HighContrast = true
		bold := sh.Palette()
		if plain.Outline.A != 0 || bold.Outline.A == 0 {
			t.Errorf("theme %d: outline %v without high contrast, %v with", theme, plain.Outline, bold.Outline)
		}
		if !sh.theme().Contrast {
			t.Errorf("theme %d: the screens' look is not the high-contrast one", theme)
		}
		for strength := 1; strength <= 3; strength++ {
			p, b := targetsLook(strength, plain, 1), targetsLook(strength, bold, 1)
			if alphaOf(b.veil) <= alphaOf(p.veil) || b.width <= p.width || !b.doubled {
				t.Errorf("theme %d strength %d: targets not stronger in high contrast: %+v against %+v", theme, strength, b, p)
			}
		}
	}
}
