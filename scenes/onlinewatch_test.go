//go:build display

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/storage"
)

// A watch link opens the game read-only at a desktop's sizes and a phone's: the board and the
// public pieces, no hand, no points held, no hint and nothing to decide (no End turn, Swap or
// Undo offered); the chat is read, not written.
func TestWatchOnTheBoard(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "bot", Level: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	wl, err := client.WatchLink(ctx, ls.URL, tk.Game, tk.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range placeSizes {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
		d := &driver{t: t, ctx: contextFor(t, size), scene: sh.WatchOnline(tk.Game, wl.Key)}
		d.frames("the board", func() bool { _, ok := d.scene.(*Play); return ok })
		p := d.scene.(*Play)
		if p.sess.Viewer() != -1 || p.sess.View() != nil {
			t.Fatalf("the spectator holds a seat: viewer %d, view %v", p.sess.Viewer(), p.sess.View())
		}
		d.look("watch-" + size.name)
		for _, id := range []string{"end", "swap", "undo", "hint", "chat-send"} {
			if d.enabled(id) {
				t.Errorf("%s: a spectator is offered %q", size.name, id)
			}
		}
		p.sess.Reader.(interface{ Close() }).Close()
	}
}

// A watch link made from the board's menu with a delay chosen there shows the game that many
// decisions late: the real server welcomes its spectator at the game's step less the delay.
func TestWatchLinkDelayFromTheMenu(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "bot", Level: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	// on a phone, where the menu has least room for the choice
	d := &driver{t: t, ctx: contextFor(t, placeSizes[2]), scene: sh.TakeSeat(tk.Game, tk.Token)}
	d.frames("the board", func() bool { _, ok := d.scene.(*Play); return ok })
	p := d.scene.(*Play)
	r := p.sess.Reader.(*remote.Session)
	defer p.closeOnline()
	// Anna passes her turns until the game stands more decisions in than the delay
	step := 0
	for {
		d.frames("Anna to decide", r.HumanToDecide)
		if step = len(r.Record().Moves()); step > 5 {
			break
		}
		if err := r.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
		d.frames("her pass applied", func() bool { return len(r.Record().Moves()) > step })
	}
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	d.click("watch-delay")
	d.click("watch-delay")
	if p.watch.behind != 5 {
		t.Fatalf("two clicks on the delay chose %d decisions behind", p.watch.behind)
	}
	d.fits("watch-delay")
	d.fits("watch-link")
	d.look("watch-delay-menu-phone")
	d.click("watch-link")
	d.frames("the watch link", func() bool { return strings.Contains(p.menu.msg, "#watch=") })
	_, frag, _ := strings.Cut(p.menu.msg, "#")
	gid, key, ok := protocol.ParseWatchFragment(strings.Fields(frag)[0])
	if !ok || gid != tk.Game {
		t.Fatalf("the menu's watch link reads %q", p.menu.msg)
	}
	c, err := client.DialWatch(ctx, ls.URL, gid, key, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w, ok := m.(*protocol.Welcome)
	if !ok || w.Seat != -1 || w.Step != step-5 {
		t.Fatalf("the watch link 5 behind, at step %d, was welcomed with %+v", step, m)
	}
}
