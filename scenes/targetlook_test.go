//go:build display

package scenes

import (
	"image/color"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
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

// High contrast at a desktop's and a phone's size in both themes, a hand tile carried so its
// targets show (TE_SCREENSHOTS: contrast-<size>-<look>.png, to look at beside the usual look).
func TestHighContrastBoardPictures(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		for _, look := range mapLooks {
			t.Run(size.name+"-"+look.name, func(t *testing.T) {
				p := mapBoard(t, size, game.StandardMap, look.theme, look.contrast)
				ctx := contextFor(t, size)
				waitForPieces(t, &p.boardView)
				for _, slot := range p.lay.Hand {
					hx, hy := centre(slot)
					d := int(ctx.Scale * 20)
					frame(p, ctx, hx, hy, true)
					frame(p, ctx, hx, hy-d, true)
					if p.hand.drag != nil {
						break
					}
					frame(p, ctx, hx, hy-d, false)
				}
				if p.hand.drag == nil || len(p.hand.targets) == 0 {
					t.Fatal("no hand tile carried, or it has nowhere to go")
				}
				to := p.lay.CellRect(p.hand.targets[len(p.hand.targets)/2])
				frame(p, ctx, int(to.X+to.W/2), int(to.Y+to.H/2), true)
				img := render(p, ctx)
				savePicture(img, "contrast-"+size.name+"-"+look.name)
				img.Deallocate()
			})
		}
	}
}
