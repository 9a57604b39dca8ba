//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/engine"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Started without sound (-mute), Settings shows Volume − and + off, their tip says why, and they
// change nothing; with sound they change the volume by a tenth.
func TestVolumeOffWithoutSound(t *testing.T) {
	drawtest.Start(t)
	for _, sound := range []*engine.Sound{nil, {}} { // {}: a sound with no device, clips never played
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Sound: sound}
		d := &driver{t: t, ctx: contextFor(t, screenSize{"desktop-1280x800", 1280, 800, 1}), scene: sh.Title()}
		d.click("settings")
		before := sh.Settings.Volume
		if sound == nil {
			d.look("settings-without-sound")
			for _, id := range []string{"volume-", "volume+"} {
				if d.enabled(id) {
					t.Errorf("%s is live in a game started without sound", id)
				}
				for _, c := range d.ctl().Hits {
					if c.ID.String() == id && !strings.Contains(c.Tip, "started without sound") {
						t.Errorf("%s's tip does not say why it is off: %q", id, c.Tip)
					}
				}
			}
			continue
		}
		if !d.enabled("volume-") || !d.enabled("volume+") {
			t.Fatal("the volume buttons are off in a game with sound")
		}
		d.click("volume-")
		if got := sh.Settings.Volume; got < before-0.11 || got > before-0.09 {
			t.Errorf("volume − took %.2f to %.2f", before, got)
		}
	}
}
