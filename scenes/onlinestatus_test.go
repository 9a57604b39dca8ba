//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The board of an online game says on its status line that the game was given up and who won
// (not whose turn it was), and, when the server is gone, that the connection is lost, before
// everything else; the log's last line says it too, in a player's words.
func TestOnlineStatusLine(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	tk, _ := annAndBo(t, sh, ls.URL)
	r := openArrived(t, sh, ls.URL, tk)
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	if err := r.Resign(); err != nil {
		t.Fatal(err)
	}
	d.frames("the end", func() bool { return r.Over() != nil })
	d.look("online-resigned")
	parts := p.topParts(d.ctx, false)
	if parts[0] != "The game is over: Ann resigned · Bo wins" {
		t.Fatalf("the status line after a resignation: %q", parts)
	}
	ls.stop()
	d.frames("the connection lost", func() bool { return r.Lost() != "" })
	d.look("online-connection-lost")
	parts = p.topParts(d.ctx, false)
	if parts[0] != "Connection lost — reconnecting…" || !strings.HasPrefix(parts[1], "The game is over") {
		t.Fatalf("the status line cut off: %q", parts)
	}
	log := r.Log()
	if log[len(log)-1] != "Connection lost — reconnecting…" {
		t.Fatalf("the log ends %q", log[len(log)-1])
	}
}
