//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Dee joins Anna's game by her invitation's link (?join=CODE) and plays; the page is reloaded
// (or the phone discards the tab) with that link still in the address. The game must come back,
// not the online screen saying "Not joined: no invited seat is free in this game" (her own seat).
func TestInvitationLinkOpenedAgainOpensTheSeat(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	st := storage.NewMemory()
	boardOf := func(what string, o *Online) *Play {
		t.Helper()
		d := &driver{t: t, ctx: contextFor(t, screenSize{"phone-portrait-3x", 390, 844, 3}), scene: o}
		defer func() {
			if d.img != nil {
				d.free()
			}
		}()
		d.frames(what, func() bool { _, ok := d.scene.(*Play); return ok || o.Err != "" })
		p, ok := d.scene.(*Play)
		if !ok {
			t.Fatalf("%s: the online screen says %q", what, o.Err)
		}
		return p
	}
	sh := &Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	o := sh.JoinOnline(ann.Code)
	o.name.Set("Dee")
	o.join()
	p := boardOf("Dee's board after joining", o)
	seat := p.sess.Reader.(*remote.Session).Seat()
	p.closeOnline()

	again := &Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	q := boardOf("Dee's board after the reload", again.JoinOnline(ann.Code))
	defer q.closeOnline()
	r := q.sess.Reader.(*remote.Session)
	if r.Code() != ann.Code || r.Seat() != seat {
		t.Fatalf("the reload opened game %s seat %d, Dee sat in %s seat %d", r.Code(), r.Seat(), ann.Code, seat)
	}
}
