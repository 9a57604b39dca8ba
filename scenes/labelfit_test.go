//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/settings"
	"tigris/storage"
)

// Every button of a finished game's replay shows its words whole at every size: "Review the game"
// was cut at both edges of its button at 1280x800 (issue 44, seen playing); where the long words
// do not fit, the button says "Review".
func TestReplayButtonsShowTheirWordsWhole(t *testing.T) {
	over := finishedGame(t)
	for i, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2
			d := &driver{t: t, ctx: ctx, scene: sh.show(NewSession(over, over, over)), reuse: true}
			defer func() { d.free() }()
			d.step(0, 0, false)
			d.click("replay")
			d.look(size.name + "-replay-labels")
			ctl := d.ctl()
			found := false
			for _, c := range ctl.Hits {
				if c.Label == "" {
					continue
				}
				found = found || c.ID.String() == "review"
				if !ctl.Theme().LabelFits(ctx, c.Label, c.R.W) {
					t.Errorf("%q does not fit its button %v", c.Label, c.R)
				}
			}
			if !found {
				t.Error("the replay of a finished game offers no review")
			}
		})
	}
}
