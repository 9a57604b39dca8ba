//go:build display

package scenes

import (
	"errors"
	"strings"
	"testing"

	"tigris/online/protocol"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// An invitation (?join=CODE) opens on the one line it needs: the name, then the code and Join, on
// screen at once at a desktop's and a phone's size, and no new game's form below; the server's
// address, given by the page or -server, is not shown to the player, and the words say nothing of
// a form that is not there.
func TestOnlineInvitationLandsOnJoin(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: "http://127.0.0.1:1"}
		o := sh.JoinOnline("abcd2345")
		d := &driver{t: t, ctx: contextFor(t, size), scene: o}
		d.look("online-invited-" + size.name)
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
		// the empty list's words promise no form this screen leaves out (review 4, F13)
		if w := gamesWords(o.Lobby, o.invited); strings.Contains(w, "below") || strings.Contains(w, "make one") {
			t.Errorf("%s: an invited person's empty list says %q", size.name, w)
		}
		d.free()
	}
	// on the desktop with no server given, the player chooses it
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.free() }()
	d.click("online")
	if !d.offers("server") {
		t.Fatal("the online screen without a server given offers no address")
	}
	d.scene.(*Online).page.ScrollTo(1e6) // the new game's form, under the maps' pictures
	if !d.offers("create") {
		t.Fatal("the online screen without a server given offers no new game")
	}
}

// settlingClipboard is the browser's clipboard whose tap shares: it keeps the choices armed last
// and gives the outcome the test sets, as the browser says it after the tap.
type settlingClipboard struct {
	tapClipboard
	out   Outcome
	ready bool
}

func (c *settlingClipboard) Handles(key string) bool { return c.armed(key) }
func (c *settlingClipboard) Outcome() (Outcome, bool) {
	o, ok := c.out, c.ready
	c.ready = false
	return o, ok
}

// refusingClipboard refuses every copy, as a browser may.
type refusingClipboard struct{ memoryClipboard }

func (c *refusingClipboard) Copy(string) error {
	return errors.New("the page may not use the clipboard now")
}

// Copy the link opens the share sheet where there is one: the invitation's link is armed for the
// tap itself, as a link, and what the browser did is said; a clipboard that refuses is said too,
// with where to copy the link by hand.
func TestOnlineCopyLinkShares(t *testing.T) {
	drawtest.Start(t)
	link := "https://tigris.example/?join=27PSXSJ2"
	open := func(cb Clipboard) (*driver, *Online) {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: "http://127.0.0.1:1", Clipboard: cb}
		o := NewOnline(sh, nil)
		o.MineFor = o.base() // the list is given, not asked for
		o.Ticket = &protocol.Ticket{Game: "g", Code: "27PSXSJ2", Link: link}
		return &driver{t: t, ctx: newContext(t), scene: o}, o
	}
	cb := &settlingClipboard{}
	d, o := open(cb)
	d.look("")
	if len(cb.offers) != 1 || cb.offers[0].Key != "copy-link" || cb.offers[0].Text != link || !cb.offers[0].Link {
		t.Fatalf("Copy the link armed as %+v", cb.offers)
	}
	d.click("copy-link")
	cb.out, cb.ready = Outcome{Key: "copy-link", Cancelled: true}, true
	d.frames("the browser's answer", func() bool { return o.Note != "" })
	if o.Note != "Nothing shared: the share sheet was closed." || o.Err != "" {
		t.Fatalf("after the share sheet was closed: note %q, err %q", o.Note, o.Err)
	}
	d.free()

	d, o = open(&refusingClipboard{})
	defer func() { d.free() }()
	d.look("")
	d.click("copy-link")
	if !strings.HasPrefix(o.Err, "Nothing copied: ") || !strings.Contains(o.Err, "copy it by hand") {
		t.Fatalf("a refused copy says %q", o.Err)
	}
}
