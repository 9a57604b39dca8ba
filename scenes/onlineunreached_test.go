//go:build display

package scenes

import (
	"net"
	"strings"
	"testing"

	"tigris/online/server/servertest"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Play online at an address where no server runs says the server cannot be reached and what to
// do, in the error's colour; at a real server with no games of this device it says there are none
// yet (review 3: the empty lobby's words were said of a closed port).
func TestOnlineSaysTheServerCannotBeReached(t *testing.T) {
	drawtest.Start(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "http://" + ln.Addr().String()
	ln.Close()
	words := func(base, shot string) string {
		t.Helper()
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: base}
		d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
		defer func() { d.free() }()
		d.click("online")
		o := d.scene.(*Online)
		d.frames("the server's answer", func() bool { return o.MineFor == base && o.Busy == "" })
		d.look(shot)
		return gamesWords(o.Lobby, false)
	}
	if w := words(gone, "online-unreached"); !strings.Contains(w, "Nothing answers at "+gone) || !strings.Contains(w, "Refresh") {
		t.Fatalf("at a closed port the screen says %q", w)
	}
	if w := words(servertest.Start(t), "online-empty"); !strings.HasPrefix(w, "None on this server yet") {
		t.Fatalf("at a running server with no games here the screen says %q", w)
	}
}
