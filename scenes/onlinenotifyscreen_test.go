//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/online/notify/mail/smtptest"
	"tigris/online/server/servertest"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// TestNotificationsScreen: from Account, signed in on a server that sends e-mail, the player
// opens Notifications, turns chat on, gives an address that is not one (refused in words), then
// one that is, and saves. Opened again after a restart (a new shell on the same storage) the
// screen shows the choice. At a phone's size and a desktop's, every control on screen.
func TestNotificationsScreen(t *testing.T) {
	drawtest.Start(t)
	smtp := smtptest.Start(t)
	base := servertest.Start(t, servertest.Mail(t, smtp.Addr, smtptest.User, smtptest.Password))
	for i, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		st := storage.NewMemory()
		sh := &Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: base}
		o := NewOnline(sh, nil)
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.click("place-account")
		acc := d.scene.(*AccountScreen)
		acc.name.Set([]string{"Anna", "Bo"}[i])
		acc.password.Set("river-of-reeds")
		d.click("sign-up")
		d.frames("the recovery code", func() bool { return acc.code != "" || o.Err != "" })
		d.click("wrote-it")
		d.fits("place-notify")
		d.click("place-notify")
		ns, ok := d.scene.(*NotifyScreen)
		if !ok {
			t.Fatalf("Notifications opened %T", d.scene)
		}
		d.frames("the server's answer", func() bool { return ns.known && o.Busy == "" })
		for _, id := range []string{"notify-turn", "notify-over", "notify-reminder", "notify-started", "notify-chat", "notify-mail", "notify-save"} {
			d.fits(id)
		}
		if ns.choice.On("chat") || !ns.choice.On("turn") {
			t.Fatalf("before any choice: %+v", ns.choice)
		}
		d.click("notify-chat")
		ns.mail.Set("anna@")
		d.click("notify-save")
		if o.Err != "That is not an e-mail address: write it as name@example.org." {
			t.Fatalf("a wrong address: %q", o.Err)
		}
		d.draw("notify-refused-" + size.name)
		ns.mail.Set("anna@example.org")
		d.click("notify-save")
		d.frames("saved", func() bool { return o.Busy == "" && (o.Note != "" || o.Err != "") })
		if o.Err != "" || !strings.HasPrefix(o.Note, "Saved") {
			t.Fatalf("saving: %q %q", o.Err, o.Note)
		}
		d.draw("notify-saved-" + size.name)

		again := NewOnline(&Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: base}, nil)
		d2 := &driver{t: t, ctx: d.ctx, scene: again}
		d2.click("place-account")
		d2.click("place-notify")
		ns2 := d2.scene.(*NotifyScreen)
		d2.frames("the server's answer", func() bool { return ns2.known && again.Busy == "" })
		if !ns2.choice.On("chat") || ns2.mail.String() != "anna@example.org" {
			t.Fatalf("after a restart the screen shows %+v, %q", ns2.choice, ns2.mail.String())
		}
		d2.draw("notify-restarted-" + size.name)
		d.img.Deallocate()
		d2.img.Deallocate()
	}
}
