//go:build display

package scenes

import (
	"testing"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
)

// While a tile is dragged over an open board the space under the pointer is framed plainly at
// every strength of the Highlight setting, in both themes, on a desktop (the default strength on
// 1920x1080 and a phone, where the frame is drawn alike); the others
// are tinted softly below the strongest strength, which keeps its rings (TE_SCREENSHOTS:
// drag-<size>-<theme>-<strength>.png, to look at).
func TestLegalSpacesWhileDragging(t *testing.T) {
	drawtest.Start(t)
	sizes := []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"phone-portrait-3x", 390, 844, 3}}
	for _, size := range sizes {
		for _, look := range []mapLook{mapLooks[0], mapLooks[2]} {
			for strength := 1; strength <= 3; strength++ {
				if size.w != 1280 && strength != 2 {
					continue // every strength on the desktop; the default on the others (the frame is drawn alike)
				}
				name := size.name + "-" + look.name + "-" + settings.HighlightNames[strength]
				t.Run(name, func(t *testing.T) {
					p := mapBoard(t, size, game.StandardMap, look.theme, look.contrast)
					p.host.shell.(menuHost).sh.Settings.Highlight = strength
					ctx := contextFor(t, size)
					waitForPieces(t, &p.boardView)
					slot := p.lay.Hand[0]
					frame(p, ctx, int(slot.X+slot.W/2), int(slot.Y+slot.H/2), true)
					if p.hand.drag == nil || len(p.hand.targets) <= manyTargets {
						t.Fatalf("no tile carried with many legal spaces: %v", p.hand.targets)
					}
					to := p.lay.CellRect(p.hand.targets[len(p.hand.targets)/2])
					frame(p, ctx, int(to.X+to.W/2), int(to.Y+to.H/2), true)
					img := render(p, ctx)
					defer img.Deallocate()
					savePicture(img, "drag-"+name)
					u := p.lay.U
					if px := img.At(int(to.X+u), int(to.Y+to.H/2)); !near(px, engine.RGB(90, 255, 110), 40) {
						t.Errorf("the space under the pointer is not framed in green: %v (space %v, u %v, hover %v)", px, to, u, p.lay.CellRect(p.hoverCell))
					}
				})
			}
		}
	}
}
