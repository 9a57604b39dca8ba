//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// An online game goes on under the in-game menu: with Anna's menu open, Bo's move is applied on
// her board and his chat line arrives, and the menu stays open over them; her board took no
// input meanwhile (issue 44: the board waited until the menu was closed).
func TestOnlineGameGoesOnUnderTheMenu(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	bo, err := client.Join(ctx, ls.URL, tk.Code, "Bo", -1)
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	b := remote.Dial(remote.Config{Base: ls.URL, Game: bo.Game, Token: bo.Token})
	t.Cleanup(b.Close)
	r := sh.OpenOnline(settings.OnlineSeat{Server: ls.URL, Game: tk.Game, Token: tk.Token})
	if !poll.Within(20*time.Second, func() bool {
		r.Poll(time.Now())
		b.Poll(time.Now())
		return r.Arrived() && b.Arrived() && r.Chat().CanSay() && b.Chat().CanSay()
	}) {
		t.Fatalf("the game never came: %q", r.Problem())
	}
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	d.look("")
	if r.HumanToDecide() { // Anna is dealt first: she passes, and it is Bo's turn
		if err := r.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
		d.frames("Anna's pass sent", func() bool { b.Poll(time.Now()); return b.HumanToDecide() })
	}
	poll.Until(t, 20*time.Second, "Bo's turn", func() bool { b.Poll(time.Now()); return b.HumanToDecide() })
	p.menu.show()
	d.look("")
	steps := r.Decisions()
	if err := b.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	if err := b.Chat().Say("your move, Anna"); err != nil {
		t.Fatal(err)
	}
	d.frames("Bo's move and chat line on Anna's board under her menu", func() bool {
		b.Poll(time.Now())
		return r.Decisions() > steps && len(r.Chat().Lines()) == 1
	})
	d.look("menu-over-a-moving-game")
	if !p.menu.open {
		t.Fatal("the menu closed")
	}
	if p.seenMoves != r.Decisions() {
		t.Errorf("the board saw %d decisions of %d: the move was not shown under the menu", p.seenMoves, r.Decisions())
	}
	if p.hand.drag != nil || p.ask != nil {
		t.Error("the board took input under the menu")
	}
}

// A bot's moves go on under the menu of a local game too: its decision, thought in the
// session's worker, is applied while the person has the menu open.
func TestBotMovesUnderTheMenu(t *testing.T) {
	drawtest.Start(t)
	seats := []session.Seat{{Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Archer, Human: true}}
	p, d := localGame(t, seats, 3)
	p.menu.show()
	d.frames("the bot's first move under the menu", func() bool { return p.seenMoves > 0 })
	if !p.menu.open {
		t.Fatal("the menu closed")
	}
}
