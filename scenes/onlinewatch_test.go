//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
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
		d.draw("watch-" + size.name)
		for _, id := range []string{"end", "swap", "undo", "hint", "chat-send"} {
			if d.enabled(id) {
				t.Errorf("%s: a spectator is offered %q", size.name, id)
			}
		}
		p.sess.(interface{ Close() }).Close()
	}
}
