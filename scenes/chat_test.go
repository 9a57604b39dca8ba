//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/storage"
)

// onScreen reports whether the chat's box shows with the log, or behind its tab.
func chatShown(p *Play) bool { return p.chat.box.H > 0 }

// openFoldedLog opens the log (and the chat with it) where a tab folds it away: under a turned
// board on a phone held upright.
func openFoldedLog(d *driver) {
	if !d.has("chat-tab") && d.has("log-tab") {
		d.click("log-tab")
	}
}

// The chat of an online game on the board screen, at a desktop's sizes and a phone's: a line from
// the other player arrives (behind the tab on a narrow box, which counts it as new), markup shown
// as its letters; a line typed is sent with Enter and heard by the other; Space typed into the
// line ends no turn; Mute stops the other's lines.
func TestChatOnTheBoard(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	for _, size := range placeSizes {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
		tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"})
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		bo, err := client.Join(ctx, ls.URL, tk.Code, "Bo", -1)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		b := remote.Dial(remote.Config{Base: ls.URL, Game: bo.Game, Token: bo.Token})
		r := sh.OpenOnline(settings.OnlineSeat{Server: ls.URL, Game: tk.Game, Token: tk.Token})
		if !poll.Within(20*time.Second, func() bool {
			r.Poll(time.Now())
			b.Poll(time.Now())
			return r.Arrived() && r.Chat().CanSay() && b.Chat().CanSay()
		}) {
			t.Fatalf("the game never came: %q", r.Problem())
		}
		p := sh.show(NewSession(r, r, r))
		d := &driver{t: t, ctx: contextFor(t, size), scene: p}
		d.look("")
		if err := b.Chat().Say("<b>hello</b> Anna, good luck"); err != nil {
			t.Fatal(err)
		}
		d.frames("Bo's line", func() bool { return len(r.Chat().Lines()) == 1 })
		if !chatShown(p) {
			d.look("")
			if p.chat.unread() != 1 {
				t.Fatalf("the tab counts %d new lines", p.chat.unread())
			}
			d.look("chat-tab-" + size.name)
			openFoldedLog(d)
			d.click("chat-tab")
		}
		if !chatShown(p) {
			t.Fatalf("%s: the chat is nowhere: log %+v, full %+v", size.name, p.lay.Log, p.chat.full)
		}
		d.fits("chat-send")
		d.fits("chat-mute1")
		d.click("chat-field")
		steps := p.sess.Decisions()
		d.ctx.In.Chars = []rune("gl hf")
		d.key(ebiten.KeySpace)
		d.ctx.In.Chars = nil
		if p.chat.field.String() != "gl hf" || p.sess.Decisions() != steps || p.ask != nil {
			t.Fatalf("typing into the chat: field %q, the board acted: %v", p.chat.field.String(), p.ask != nil)
		}
		d.key(ebiten.KeyEnter)
		if !poll.Within(20*time.Second, func() bool { b.Poll(time.Now()); return len(b.Chat().Lines()) == 2 }) {
			t.Fatalf("Bo never heard Anna: %q", p.chat.err)
		}
		d.frames("Anna's own line", func() bool { return len(r.Chat().Lines()) == 2 })
		d.look("chat-" + size.name)
		d.click("chat-mute1")
		d.frames("Bo muted", func() bool { return r.Chat().Muted(1) })
		d.look("")
		b.Close()
		r.Close()
	}
}
