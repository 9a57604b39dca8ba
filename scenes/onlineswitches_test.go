//go:build display

package scenes

import (
	"testing"

	"tigris/online/server/servertest"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The online set-up's options are the New game screen's switches, not buttons whose words say
// "Buildings: off" (review 3: the two set-ups looked like two apps), and a switch still turns its
// option on for the game the real server is asked to make; the map is chosen by the New game
// screen's two pictures of the boards.
func TestOnlineOptionsAreSetupSwitches(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: servertest.Start(t)}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.free() }()
	d.click("online")
	o := d.scene.(*Online)
	d.frames("the server's answer", func() bool { return o.Busy == "" })
	d.look("") // the page measured, then scrolled to its foot
	o.page.ScrollTo(1e6)
	d.look("online-switches")
	switches := 0
	for _, c := range d.ctl().Hits {
		for _, id := range []string{idOnlineOpt.At(0).String(), idOnlineOpt.At(3).String(), idListed.String()} {
			if c.ID.String() == id {
				if c.Label != "" {
					t.Errorf("the option %s is a button saying %q, not a switch", id, c.Label)
				}
				switches++
			}
		}
	}
	if switches != 3 {
		t.Fatalf("%d of the 3 options drawn", switches)
	}
	d.click(idOnlineOpt.At(0).String())
	if !o.HasOption(0) {
		t.Fatal("the Buildings switch did not turn the option on")
	}
	// the map is chosen by the two boards' pictures, as on the New game screen
	o.page.ScrollTo(0)
	d.click(idOnlineMap.At(1).String())
	if o.Options.Map != "advanced" {
		t.Fatalf("the advanced map's picture chose %q", o.Options.Map)
	}
	d.click(idOnlineMap.At(1).String())
	if o.Options.Map != "advanced" {
		t.Fatal("a second click on the chosen map changed it")
	}
	d.look("online-maps")
	d.click(idOnlineMap.At(0).String())
	if o.Options.Map != "" {
		t.Fatalf("the standard map's picture chose %q", o.Options.Map)
	}
}
