//go:build display

package scenes

import (
	"context"
	"slices"
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

// In a game of three Anna resigns from the menu: a bot plays her seat out and the game goes on,
// so the menu she opens again offers neither Resign nor the seat to hand to a bot (both would
// only be refused), and still Quit.
func TestResignedSeatsMenuOffersNoSeatChoices(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Bo", "Cy"} {
		if _, err := client.Join(ctx, ls.URL, ann.Code, name, -1); err != nil {
			t.Fatal(err)
		}
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	d := &driver{t: t, ctx: newContext(t), scene: sh.TakeSeat(ann.Game, ann.Token)}
	defer func() {
		if d.img != nil {
			d.img.Deallocate()
		}
	}()
	d.frames("the board", func() bool { p, ok := d.scene.(*Play); return ok && p.sess.Reader.(*remote.Session).Arrived() })
	p := d.scene.(*Play)
	r := p.sess.Reader.(*remote.Session)
	defer func() { p.closeOnline() }()
	ids := func() []string {
		d.draw("")
		var out []string
		for _, c := range d.ctl().Hits {
			out = append(out, c.ID.String())
		}
		return out
	}
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	if got := ids(); !slices.Contains(got, "resign") || !slices.Contains(got, "to-bot") {
		t.Fatalf("before resigning the menu offers %q", got)
	}
	d.click("resign")
	d.draw("")
	d.click("resign") // Really resign?
	if p.menu.open {
		d.key(ebiten.KeyEscape)
	}
	d.frames("the resignation told", func() bool { return slices.Contains(r.Resigned(), 0) })
	if r.Over() != nil {
		t.Fatal("a game of three ended with one resignation")
	}
	d.key(ebiten.KeyEscape)
	d.frames("the menu again", func() bool { return p.menu.open })
	if got := ids(); slices.Contains(got, "to-bot") || !slices.Contains(got, "title") {
		t.Fatalf("after resigning the menu offers %q", got)
	}
}
