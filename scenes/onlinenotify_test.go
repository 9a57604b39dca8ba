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

// fakePush is a browser's Web Push as the test answers it.
type fakePush struct {
	asked  [][]string // base, then the tokens, of each On
	offs   int
	answer string
	on     bool
	events []string // of the last On
}

func (f *fakePush) On(base string, tokens, events []string) <-chan string {
	f.events = events
	f.asked = append(f.asked, append([]string{base}, tokens...))
	c := make(chan string, 1)
	c <- f.answer
	return c
}

func (f *fakePush) Off() <-chan string {
	f.offs++
	c := make(chan string, 1)
	c <- ""
	return c
}

func (f *fakePush) State() <-chan bool {
	c := make(chan bool, 1)
	c <- f.on
	return c
}

// TestTellMeWhenItsMyTurn: where the platform can subscribe (the browser), the online screen
// offers "Tell me when it's my turn" once the device keeps a game; nothing is asked of the browser
// before the click; the click asks with this server's seats, and the answer is said: done, or why
// not in the browser's words. Once on, the same button turns it off.
func TestTellMeWhenItsMyTurn(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	push := &fakePush{}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL, Notify: push}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("online")
	if d.offers("notify") && d.enabled("notify") {
		t.Fatal("notifications offered with no game kept")
	}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	var o *Online
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-2x", 390, 844, 2}} {
		d.free()
		d = &driver{t: t, ctx: contextFor(t, size), scene: sh.Title()}
		d.click("online")
		o = d.scene.(*Online)
		d.frames("the list of this device's games", func() bool { return o.Busy == "" && len(o.Mine) == 1 && d.enabled("notify") })
		d.look("online-notify-" + size.name)
		checkControls(t, d.ctx, "online-notify", o.ctl.Hits)
	}
	defer func() { d.free() }()
	if len(push.asked) != 0 {
		t.Fatalf("asked %v before the click", push.asked)
	}
	push.answer = "Notifications are blocked for this page: allow them in the browser's settings for this site, then try again."
	d.click("notify")
	d.frames("the refusal", func() bool { return o.Busy == "" && o.Err == push.answer })
	push.answer = ""
	d.click("notify")
	d.frames("the browser's answer", func() bool { return o.Busy == "" && o.Note != "" })
	if len(push.asked) != 2 || !slices.Equal(push.asked[1], []string{ls.URL, tk.Token}) {
		t.Fatalf("asked %+v, not this server's seat", push.asked)
	}
	if !slices.Equal(push.events, []string{"over", "reminder", "turn"}) {
		t.Fatalf("subscribed for %v, not this device's choice (none made: turn, over, reminder)", push.events)
	}
	if on, _ := sh.push.get(); !on {
		t.Fatal("on, yet the button does not say so")
	}
	d.click("notify") // now "Stop notifying"
	d.frames("turned off", func() bool { return o.Busy == "" && o.Note == "This browser no longer tells you of your turns." })
	if push.offs != 1 || len(push.asked) != 2 {
		t.Fatalf("turning off: %d offs, %d ons", push.offs, len(push.asked))
	}
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
	defer func() { d.free() }()
	d.frames("the board of the game named", func() bool { _, ok := d.scene.(*Play); return ok })
	if r, ok := d.scene.(*Play).Session().Reader.(interface{ Code() string }); !ok || r.Code() != tk.Code {
		t.Fatalf("the board shows another game")
	}
	o := sh.OpenKept("0123456789abcdef0123456789abcdef")
	if o.Err == "" || o.opening != nil {
		t.Fatalf("a game not kept: %q, opening %v", o.Err, o.opening != nil)
	}
	d.look("")
}
