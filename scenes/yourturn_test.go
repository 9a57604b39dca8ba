//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// TestYourTurnSaidEveryFrame: the board of an online game says, every frame its player owes a
// decision, that it is his turn in that game (the hook the tab's title and the desktop's
// notification follow); once he has played it says nothing.
func TestYourTurnSaidEveryFrame(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	var said []string
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL,
		Hooks: Hooks{YourTurn: func(text string, _ bool) { said = append(said, text) }}}
	ann, bo := annAndBo(t, sh, ls.URL)
	first, _ := dealtFirst(t, ls.URL, ann, bo)
	r := openArrived(t, sh, ls.URL, first)
	d := &driver{t: t, ctx: newContext(t), scene: sh.show(NewSession(r, r, r))}
	defer func() {
		if d.img != nil {
			d.free()
		}
	}()
	d.frames("the board says it is this player's turn", func() bool { return len(said) > 0 })
	if said[0] != "Your turn in game "+ann.Code {
		t.Fatalf("the board said %q", said[0])
	}
	if err := r.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	poll.Until(t, 20*time.Second, "the turn played, the board says nothing", func() bool {
		said = nil
		d.step(0, 0, false)
		return len(said) == 0 && r.Decisions() > 0
	})
}

// TestYourTurnSaidOnTheTitle: the title, which counts this device's online games waiting on the
// player, says so to the platform too (the tab's title, the desktop's notification).
func TestYourTurnSaidOnTheTitle(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	var said []string
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL,
		Hooks: Hooks{YourTurn: func(text string, _ bool) { said = append(said, text) }}}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// the bot plays at once when it begins: the game waits on Ann either way
	poll.Until(t, 20*time.Second, "the game waits on Ann", func() bool {
		m, err := client.Mine(ctx, ls.URL, []string{tk.Token})
		return err == nil && len(m.Games) == 1 && m.Games[0].ToMove == tk.Seat
	})
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() {
		if d.img != nil {
			d.free()
		}
	}()
	d.frames("the title says a game waits", func() bool { return len(said) > 0 })
	if said[0] != "Your turn in one of your online games" {
		t.Fatalf("the title said %q", said[0])
	}
}
