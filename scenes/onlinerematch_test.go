//go:build display

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Anna's game is over (Bo resigned); she opens the menu and taps Rematch. The server deals it at
// once, and the menu she is looking at must then offer to open it: it said "A rematch is asked
// for" until she closed it and opened it again, the server's answer unheard behind the menu.
// Open the rematch then takes her to the new deal.
func TestRematchAskedFromTheMenuIsOfferedThere(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := client.Join(ctx, ls.URL, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	d := &driver{t: t, ctx: newContext(t), scene: sh.TakeSeat(ann.Game, ann.Token)}
	defer func() { d.img.Deallocate() }()
	d.frames("the board", func() bool { _, ok := d.scene.(*Play); return ok })
	p := d.scene.(*Play)
	r := p.sess.Reader.(*remote.Session)
	defer func() { p.closeOnline() }()
	resign(t, ls.URL, bo)
	d.frames("the end", func() bool { return r.Over() != nil })
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	d.click("rematch")
	if !strings.Contains(p.menu.msg, "asked for") {
		t.Fatalf("after Rematch the menu says %q", p.menu.msg)
	}
	d.frames("the rematch dealt, said on the open menu", func() bool { return r.Rematched() != nil })
	if !p.menu.open || !strings.Contains(p.menu.msg, "dealt") {
		t.Fatalf("the rematch came: menu open %v, saying %q", p.menu.open, p.menu.msg)
	}
	d.click("rematch") // now Open the rematch
	d.frames("the rematch's board", func() bool {
		q, ok := d.scene.(*Play)
		if !ok || q == p {
			return false
		}
		rr, ok := q.sess.Reader.(*remote.Session)
		return ok && rr.Arrived() && rr.Over() == nil
	})
	q := d.scene.(*Play)
	defer q.closeOnline()
	if g := q.sess.Reader.(*remote.Session).Code(); g == ann.Code {
		t.Fatalf("Open the rematch opened the finished game %s again", g)
	}
}
