//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// An invitation (?join=CODE) opens on the one line it needs: the name, then the code and Join, on
// screen at once at a desktop's and a phone's size, and no new game's form below; the server's
// address, given by the page or -server, is not shown to the player.
func TestOnlineInvitationLandsOnJoin(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: "http://127.0.0.1:1"}
		o := sh.JoinOnline("abcd2345")
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.draw("online-invited-" + size.name)
		seen := map[string]bool{}
		for _, c := range o.ctl.Hits {
			seen[c.ID.String()] = true
			if c.ID == idJoin && c.R.Y+c.R.H > float64(d.ctx.H)/2 {
				t.Errorf("%s: Join is at %v, below the screen's upper half", size.name, c.R)
			}
		}
		for _, want := range []string{"name", "code", "join"} {
			if !seen[want] {
				t.Errorf("%s: the invited person is not offered %q", size.name, want)
			}
		}
		for _, not := range []string{"server", "create", "add"} {
			if seen[not] {
				t.Errorf("%s: the invited person is offered %q", size.name, not)
			}
		}
		d.img.Deallocate()
	}
	// on the desktop with no server given, the player chooses it
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.img.Deallocate() }()
	d.click("online")
	if !d.offers("server") || !d.offers("create") {
		t.Fatal("the online screen without a server given offers no address or no new game")
	}
}
