//go:build display

package scenes

import (
	"testing"

	"tigris/engine"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The empty seed field's words fit inside it at every screen size: none is cut at its edge.
func TestSeedHintFits(t *testing.T) {
	drawtest.Start(t)
	for _, size := range everySize {
		ctx := contextFor(t, size)
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
		d := &driver{t: t, ctx: ctx, scene: sh.Title()}
		d.click("new")
		setup := d.scene.(*menus.Setup)
		// the whole page in sight: the field's width follows the screen's width alone (the title
		// before it is drawn at the screen's own height: its painted picture is a screen's pixels)
		ctx.H = int(1600 * size.device)
		d.look("seedhint-" + size.name)
		found := false
		for _, c := range d.ctl().Hits {
			if c.ID.String() != "seed" {
				continue
			}
			found = true
			// the field writes from 8 units in, plus 2 for the hint, and clips 4 units short of its edge
			room := c.R.W - 8*ctx.Scale - 2*ctx.Scale - 4*ctx.Scale
			if w := engine.VerbatimWidth(setup.SeedHint(), ui.Face(ctx, 15, false)); w > room {
				t.Errorf("%s: the seed field's %q is %.0f px wide in %.0f px", size.name, setup.SeedHint(), w, room)
			}
		}
		if !found {
			t.Errorf("%s: no seed field on the setup", size.name)
		}
	}
}
