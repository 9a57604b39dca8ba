//go:build display

package scenes

import (
	"fmt"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// On a phone each seat of the New game screen is one row: its player's button stands beside its ×,
// not on a row under it (review 4, F4: a row for the emblem and a lone ×, then the player, left
// three seats filling the screen and the map under a scroll).
func TestPhoneSetupSeatIsOneRow(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			d := &driver{t: t, ctx: contextFor(t, size), scene: sh.Title()}
			defer func() { d.img.Deallocate() }()
			d.click("new")
			d.click("add")
			d.draw(size.name + "-setup-rows")
			at := map[string]ui.Rect{}
			for _, c := range d.ctl().Hits {
				at[c.ID.String()] = c.R
			}
			for i := 0; i < 3; i++ {
				who, x := at[fmt.Sprintf("%d-who", i)], at[fmt.Sprintf("%d-remove", i)]
				if who.W == 0 || x.W == 0 {
					t.Fatalf("seat %d: no player button %v or × %v", i, who, x)
				}
				if who.Y != x.Y {
					t.Errorf("seat %d: the player %v stands on another row than its × %v", i, who, x)
				}
			}
		})
	}
}
