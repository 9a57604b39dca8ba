//go:build display

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/storage"
)

// waitingBoard opens Anna's board of a new game of hers with one invited seat nobody took, its
// menu open.
func waitingBoard(t *testing.T, ls *loopServer) (*driver, *Play, *remote.Session, protocol.Ticket) {
	return waitingBoardAt(t, ls, newContext(t))
}

// waitingBoardAt is waitingBoard drawn on ectx's screen.
func waitingBoardAt(t *testing.T, ls *loopServer, ectx *engine.Context) (*driver, *Play, *remote.Session, protocol.Ticket) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, ls.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	d := &driver{t: t, ctx: ectx, scene: sh.TakeSeat(ann.Game, ann.Token)}
	t.Cleanup(func() { d.free() })
	d.frames("the board", func() bool { p, ok := d.scene.(*Play); return ok && p.sess.Reader.(*remote.Session).Arrived() })
	p := d.scene.(*Play)
	t.Cleanup(p.closeOnline)
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	return d, p, p.sess.Reader.(*remote.Session), ann
}

// While Bo has not come, Anna's menu gives her game a new invitation link (the old one then joins
// nothing) and seats a Medium bot for him; the controls leave the menu once the seat is the bot's.
func TestWaitingGameMenuInvitesAgainAndSeatsABot(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	d, p, r, ann := waitingBoard(t, ls)
	for _, id := range []string{"cancel-game", "new-invite", "seat-bot"} {
		if !d.offers(id) {
			t.Fatalf("the menu of a game waiting for Bo offers no %s", id)
		}
	}
	d.click("new-invite")
	d.frames("the new link", func() bool { return strings.Contains(p.menu.msg, "new invitation link") })
	if p.menu.bad || strings.Contains(p.menu.msg, ann.Link) {
		t.Fatalf("after New invitation link the menu says %q", p.menu.msg)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := client.Join(ctx, ls.URL, ann.Code, "Bo", -1); err == nil || !strings.Contains(err.Error(), "replaced") {
		t.Fatalf("the old code after a new invitation: %v", err)
	}
	d.click("seat-bot")
	d.frames("the bot seated", func() bool { return strings.Contains(p.menu.msg, "Medium bot sits") })
	d.key(ebiten.KeyEscape)
	d.frames("the bot's seat told", func() bool { free, _ := remote.Waiting(r); return free < 0 })
	if !p.menu.open {
		d.key(ebiten.KeyEscape)
		d.frames("the menu again", func() bool { return p.menu.open })
	}
	for _, id := range []string{"cancel-game", "new-invite", "seat-bot"} {
		if d.offers(id) {
			t.Fatalf("with every seat held the menu still offers %s", id)
		}
	}
}

// Cancel this game asks twice, then ends the game for Anna's board, which says it was cancelled.
func TestWaitingGameMenuCancels(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	d, p, r, _ := waitingBoard(t, ls)
	d.click("cancel-game")
	if !strings.Contains(p.menu.msg, "Really cancel") || r.Over() != nil {
		t.Fatalf("one click on Cancel this game: %q", p.menu.msg)
	}
	d.click("cancel-game")
	d.frames("the cancelling answered", func() bool { return strings.Contains(p.menu.msg, "cancelled, for everybody") })
	d.key(ebiten.KeyEscape)
	d.frames("the end told", func() bool { return r.Over() != nil })
	if w := r.EndWords(); !strings.Contains(w, "cancelled") {
		t.Fatalf("the board says %q", w)
	}
}

// The menu with the waiting game's controls (and the watch link's) fits every size: each control
// on the screen, apart and large enough to tap. The pictures (TE_SCREENSHOTS) are the menu at each
// size.
func TestWaitingGameMenuFitsEverySize(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	for _, size := range fitSizes() {
		t.Run(size.name, func(t *testing.T) {
			d, _, _, _ := waitingBoardAt(t, ls, contextFor(t, size))
			if !d.offers("seat-bot") {
				t.Fatal("no Seat a bot for the absent")
			}
			d.look(size.name + "-menu-waiting")
			checkControls(t, d.ctx, "menu-waiting", d.ctl().Hits)
		})
	}
}
