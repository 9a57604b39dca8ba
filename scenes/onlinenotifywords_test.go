//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/online/server/servertest"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// In the browser, the Notifications screen tells how to turn them on: by the online screen's
// button, named as that screen shows it at this size. It named "Tell me when it's my turn", the
// wide screen's words, where a phone's and a 1280-wide window's footer say "Notify my turns":
// a player looked for a button that was not there.
func TestNotificationsScreenNamesTheButtonShown(t *testing.T) {
	drawtest.Start(t)
	base := servertest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: base, Notify: &fakePush{}}
		o := NewOnline(sh, nil)
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.look("")
		if o.notifyLabel != "Notify my turns" {
			t.Fatalf("%s: the online screen's footer says %q", size.name, o.notifyLabel)
		}
		d.openAccount()
		d.click("place-notify")
		ns, ok := d.scene.(*NotifyScreen)
		if !ok {
			t.Fatalf("%s: Notifications opened %T", size.name, d.scene)
		}
		if w := ns.where(); !strings.Contains(w, `"Notify my turns"`) {
			t.Errorf("%s: the screen says %q", size.name, w)
		}
		d.free()
	}
}
