//go:build display

package scenes

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/notify/pushtest"
	"tigris/online/notify/webpush"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/lobby"
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
		d.openAccount()
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
		d.look("notify-refused-" + size.name)
		ns.mail.Set("anna@example.org")
		d.click("notify-save")
		d.frames("saved", func() bool { return o.Busy == "" && (o.Note != "" || o.Err != "") })
		if o.Err != "" || !strings.HasPrefix(o.Note, "Saved") {
			t.Fatalf("saving: %q %q", o.Err, o.Note)
		}
		d.look("notify-saved-" + size.name)

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
		d.free()
		d2.free()
	}
}

// TestNotificationsShowTheServersCopy: the screen shows the choice the server keeps for this
// device when it answers. Before an address is given the server keeps none and the screen says
// the device's own is shown; once saved the two agree; when another device of the account changes
// the address's choice, the screen opened again shows the server's and names the difference, and
// Save keeps it on this device.
func TestNotificationsShowTheServersCopy(t *testing.T) {
	drawtest.Start(t)
	smtp := smtptest.Start(t)
	base := servertest.Start(t, servertest.Mail(t, smtp.Addr, smtptest.User, smtptest.Password))
	for i, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		name, mail := []string{"Cyra", "Dov"}[i], []string{"cyra@example.org", "dov@example.org"}[i]
		st := storage.NewMemory()
		d, ns := signedUpNotify(t, size, st, base, name)
		o := ns.o
		if !strings.HasPrefix(ns.copyWords, "Shown: the choice kept on this device") {
			t.Fatalf("no address yet: %q", ns.copyWords)
		}
		ns.mail.Set(mail)
		d.click("notify-save")
		d.frames("saved", func() bool { return o.Busy == "" && (o.Note != "" || o.Err != "") })
		if o.Err != "" || ns.copyWords != "" {
			t.Fatalf("saving: %q, then %q", o.Err, ns.copyWords)
		}

		open := func() *NotifyScreen {
			t.Helper()
			again := NewOnline(&Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: base}, nil)
			d.scene = again
			d.openAccount()
			d.click("place-notify")
			ns := d.scene.(*NotifyScreen)
			d.frames("the server's answer", func() bool { return ns.known && again.Busy == "" })
			return ns
		}
		if ns := open(); ns.copyWords != "Shown as the server keeps it for this device." || !slices.Equal(ns.choice.Events, []string{"over", "reminder", "turn"}) {
			t.Fatalf("saved, then opened again: %q %v", ns.copyWords, ns.choice.Events)
		}

		// the account's phone chooses otherwise for the same address
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		phone, err := client.SignIn(ctx, base, name, "river-of-reeds", "phone")
		if err == nil {
			_, err = client.PushMail(ctx, base, phone.DeviceKey, mail, nil, []string{"chat", "turn"})
		}
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		ns = open()
		want := "The server keeps another choice for this device: Chat messages on there; A game ends and Before my clock runs out off there. Shown is the server's, what it will tell you; Save keeps it here too."
		if ns.copyWords != want || !slices.Equal(ns.choice.Events, []string{"chat", "turn"}) {
			t.Fatalf("the server's copy changed elsewhere: %q %v", ns.copyWords, ns.choice.Events)
		}
		if kept := lobby.LoadNotify(st, base); !slices.Equal(kept.Events, []string{"over", "reminder", "turn"}) {
			t.Fatalf("the device's copy changed before Save: %v", kept.Events)
		}
		d.look("notify-servers-copy-" + size.name)
		d.click("notify-save")
		d.frames("saved", func() bool { return ns.o.Busy == "" && (ns.o.Note != "" || ns.o.Err != "") })
		if kept := lobby.LoadNotify(st, base); ns.o.Err != "" || ns.copyWords != "" || !slices.Equal(kept.Events, []string{"chat", "turn"}) {
			t.Fatalf("the server's copy saved: %q %q, kept %v", ns.o.Err, ns.copyWords, kept.Events)
		}
		d.free()
	}
}

// TestNotificationsWithTheServerAway: a server that cannot be reached leaves the device's own
// choice on the Notifications screen, said so (not that the server sends none).
func TestNotificationsWithTheServerAway(t *testing.T) {
	drawtest.Start(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	away := "http://" + l.Addr().String()
	l.Close()
	o := NewOnline(&Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: away}, nil)
	d := &driver{t: t, ctx: newContext(t), scene: o}
	defer func() { d.free() }()
	d.openAccount()
	d.click("place-notify")
	ns := d.scene.(*NotifyScreen)
	d.frames("the server's silence", func() bool { return ns.known && o.Busy == "" })
	if ns.copyWords != "The server could not be reached: shown is the choice kept on this device." || o.Note != "" || !ns.choice.On("turn") {
		t.Fatalf("a server away: %q, note %q, %v", ns.copyWords, o.Note, ns.choice.Events)
	}
	d.look("notify-away")
}

// signedUpNotify signs name up on base from the Account screen and opens Notifications.
func signedUpNotify(t *testing.T, size screenSize, st storage.Store, base, name string) (*driver, *NotifyScreen) {
	t.Helper()
	o := NewOnline(&Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: base}, nil)
	d := &driver{t: t, ctx: contextFor(t, size), scene: o}
	d.openAccount()
	acc := d.scene.(*AccountScreen)
	acc.name.Set(name)
	acc.password.Set("river-of-reeds")
	d.click("sign-up")
	d.frames("the recovery code", func() bool { return acc.code != "" || o.Err != "" })
	d.click("wrote-it")
	d.click("place-notify")
	ns := d.scene.(*NotifyScreen)
	d.frames("the server's answer", func() bool { return ns.known && o.Busy == "" })
	return d, ns
}

// browserPush is a browser's Web Push as the page does it (build/web/index.html): On registers a
// real subscription of the stand-in push service on the server, with the seats and events asked;
// Endpoint names it.
type browserPush struct {
	fakePush
	t   *testing.T
	sub webpush.Subscription
}

func (b *browserPush) On(base string, tokens, events []string) <-chan string {
	req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: b.sub.Endpoint}, Tokens: tokens, Events: events}
	req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = b.sub.Keys.P256dh, b.sub.Keys.Auth
	body, _ := json.Marshal(req)
	c := make(chan string, 1)
	resp, err := http.Post(base+"/api/push/subscribe", "application/json", bytes.NewReader(body))
	if err != nil || resp.StatusCode != 200 {
		c <- fmt.Sprintf("refused: %v %v", resp, err)
		return c
	}
	resp.Body.Close()
	b.on = true
	c <- ""
	return c
}

func (b *browserPush) Endpoint() <-chan string {
	c := make(chan string, 1)
	c <- map[bool]string{true: b.sub.Endpoint}[b.on]
	return c
}

// TestNotificationsShowTheBrowsersCopy: in the browser, the screen asks the server by this
// browser's subscription (proven by the device's seat token) and shows the choice kept there,
// naming how it differs from the device's.
func TestNotificationsShowTheBrowsersCopy(t *testing.T) {
	drawtest.Start(t)
	smtp := smtptest.Start(t)
	base := servertest.Start(t, servertest.Mail(t, smtp.Addr, smtptest.User, smtptest.Password))
	svc := pushtest.Start(t)
	push := &browserPush{t: t, sub: svc.Subscribe()}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: base, Notify: push}
	tk := createSeat(t, sh, base, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	if why := <-push.On(base, []string{tk.Token}, []string{"started", "turn"}); why != "" {
		t.Fatal(why)
	}
	o := NewOnline(sh, nil)
	d := &driver{t: t, ctx: contextFor(t, screenSize{"phone-portrait-3x", 390, 844, 3}), scene: o}
	defer func() { d.free() }()
	d.openAccount()
	d.click("place-notify")
	ns := d.scene.(*NotifyScreen)
	d.frames("the server's answer", func() bool { return ns.known && o.Busy == "" })
	want := "The server keeps another choice for this device: A game starts on there; A game ends and Before my clock runs out off there. Shown is the server's, what it will tell you; Save keeps it here too."
	if ns.copyWords != want || !slices.Equal(ns.choice.Events, []string{"started", "turn"}) {
		t.Fatalf("the browser's subscription: %q %v", ns.copyWords, ns.choice.Events)
	}
	d.look("notify-browser-phone-portrait-3x")
}
