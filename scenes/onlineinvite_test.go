//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// A game is made with Create at the foot of the form, the column scrolled down to it; its
// invitation (the code, the link, Copy the link) is drawn at the top of the column. The screen
// stayed scrolled: Copy the link peeked under the title, the code and the link out of sight.
// Once made, the column's top must be in view: the name, and under it the invitation.
func TestInvitationInViewOnceMade(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
		d := &driver{t: t, ctx: contextFor(t, size), scene: sh.Title()}
		d.click("online")
		o := d.scene.(*Online)
		d.frames("the screen to be idle", func() bool { return o.Busy == "" })
		d.look("")
		o.page.ScrollTo(1e6)
		d.click("create")
		d.frames("the game to be made", func() bool { return (o.Ticket != nil || o.Err != "") && o.Busy == "" })
		if o.Err != "" {
			t.Fatalf("%s: not made: %s", size.name, o.Err)
		}
		d.look("online-invitation-" + size.name)
		seen := map[string]bool{}
		for _, c := range d.ctl().Hits {
			seen[c.ID.String()] = seen[c.ID.String()] || !c.Clipped && inside(c.R, d.ctx)
		}
		if !seen["name"] { // the column's first line, above the invitation
			t.Errorf("%s: once made, the column's top is out of sight: %v", size.name, seen)
		}
		d.free()
	}
}
