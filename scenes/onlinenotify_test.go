//go:build display

package scenes

import (
	"slices"
	"testing"

	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// TestTellMeWhenItsMyTurn: where the platform can subscribe (the browser), the online screen
// offers "Tell me when it's my turn" once the device keeps a game; nothing is asked of the browser
// before the click; the click asks with this server's seats, and the answer is said: done, or why
// not in the browser's words.
func TestTellMeWhenItsMyTurn(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	type ask struct {
		base   string
		tokens []string
	}
	var asked []ask
	answer := ""
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL,
		Notify: func(base string, tokens []string) <-chan string {
			asked = append(asked, ask{base, tokens})
			c := make(chan string, 1)
			c <- answer
			return c
		}}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.img.Deallocate() }()
	d.click("online")
	o := d.scene.(*Online)
	if d.offers("notify") && d.enabled("notify") {
		t.Fatal("notifications offered with no game kept")
	}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-2x", 390, 844, 2}} {
		d.img.Deallocate()
		d = &driver{t: t, ctx: contextFor(t, size), scene: sh.Title()}
		d.click("online")
		o = d.scene.(*Online)
		d.frames("the list of this device's games", func() bool { return o.Busy == "" && len(o.Mine) == 1 })
		d.draw("online-notify-" + size.name)
		checkControls(t, d.ctx, "online-notify", o.ctl.Hits)
	}
	if len(asked) != 0 || !d.enabled("notify") {
		t.Fatalf("asked %v before the click; offered %v", asked, d.enabled("notify"))
	}
	d.click("notify")
	d.frames("the browser's answer", func() bool { return o.Busy == "" && o.Note != "" })
	if len(asked) != 1 || asked[0].base != ls.URL || !slices.Equal(asked[0].tokens, []string{tk.Token}) {
		t.Fatalf("asked %+v, not this server's seat", asked)
	}
	answer = "Notifications are blocked for this page: allow them in the browser's settings for this site, then try again."
	d.click("notify")
	d.frames("the refusal", func() bool { return o.Busy == "" && o.Err == answer })
	d.img.Deallocate()
	d.img = nil
	d = &driver{t: t, ctx: newContext(t), scene: d.scene}
	sh.Notify = nil
	if d.offers("notify") {
		t.Fatal("the desktop (no Web Push) offers the button")
	}
}

// TestNotificationLinkOpensTheGame: a notification's link (?game=ID, the platform's -game) opens
// this device's seat of that game on the board; a game it keeps no seat of is said in words.
func TestNotificationLinkOpensTheGame(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	d := &driver{t: t, ctx: newContext(t), scene: sh.OpenKept(tk.Game)}
	defer func() { d.img.Deallocate() }()
	d.frames("the board of the game named", func() bool { _, ok := d.scene.(*Play); return ok })
	if r, ok := d.scene.(*Play).Session().(interface{ Code() string }); !ok || r.Code() != tk.Code {
		t.Fatalf("the board shows another game")
	}
	o := sh.OpenKept("0123456789abcdef0123456789abcdef")
	if o.Err == "" || o.opening != nil {
		t.Fatalf("a game not kept: %q, opening %v", o.Err, o.opening != nil)
	}
	d.draw("")
}
