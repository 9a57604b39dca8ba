//go:build !js

package remote

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
)

// heard reports whether a chat line of text has reached the session.
func heard(c *Chat, text string) bool {
	for _, l := range c.Lines() {
		if l.Text == text {
			return true
		}
	}
	return false
}

// The chat line between two seats: a line is text (markup stays letters), refused here in words
// when it is not one visible line, never counted as a decision of the game; a muted seat's
// lines stop reaching the seat that muted it.
func TestChatBetweenSeats(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bt, err := client.Join(ctx, base, tk.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	a := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	b := Dial(Config{Base: base, Game: bt.Game, Token: bt.Token})
	defer a.Close()
	defer b.Close()
	until(t, a, "Anna's game", func() bool { return a.Arrived() && a.Chat().CanSay() })
	until(t, b, "Bo's game", func() bool { return b.Arrived() && b.Chat().CanSay() })
	decided := b.Decisions()

	if err := a.Chat().Say("two\nlines"); err == nil || !strings.Contains(err.Error(), "one line") {
		t.Fatalf("a line break: %v", err)
	}
	if err := a.Chat().Say("<b>good luck</b>"); err != nil {
		t.Fatal(err)
	}
	until(t, b, "Anna's line at Bo's", func() bool { return heard(b.Chat(), "<b>good luck</b>") })
	l := b.Chat().Lines()[len(b.Chat().Lines())-1]
	if l.Name != "Anna" || l.Seat != 0 || b.Decisions() != decided || heard(b.Chat(), "two\nlines") {
		t.Fatalf("the line %+v; decisions %d → %d", l, decided, b.Decisions())
	}
	if got := b.Chat().People(); len(got) != 1 || got[0] != 0 {
		t.Fatalf("Bo may mute %v", got)
	}

	if err := b.Chat().Mute(0, true); err != nil {
		t.Fatal(err)
	}
	until(t, b, "the mute answered", func() bool { return b.Chat().Muted(0) })
	if err := a.Chat().Say("still there?"); err != nil {
		t.Fatal(err)
	}
	if err := b.Chat().Say("ping"); err != nil {
		t.Fatal(err)
	}
	until(t, a, "Bo's line at Anna's", func() bool { return heard(a.Chat(), "ping") })
	until(t, b, "Bo's own line", func() bool { return heard(b.Chat(), "ping") })
	if heard(b.Chat(), "still there?") {
		t.Fatal("a muted seat's line reached the seat that muted it")
	}
}

// A watch link opens the game as a spectator: the board arrives, with no hand and no points,
// nothing to decide, no hint, and the chat read only.
func TestWatchAsSpectator(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "bot", Level: "easy"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	wl, err := client.WatchLink(ctx, base, tk.Game, tk.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	a := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer a.Close()
	until(t, a, "Anna's game", func() bool { return a.Arrived() && a.Chat().CanSay() })
	if err := a.Chat().Say("hello watchers"); err != nil {
		t.Fatal(err)
	}
	w := Dial(Config{Base: base, Game: tk.Game, Opener: Opener{WatchKey: wl.Key}})
	defer w.Close()
	until(t, w, "the spectator's game", func() bool { return w.Arrived() && heard(w.Chat(), "hello watchers") })
	v := w.g.View // as the server sent it
	if w.Viewer() != -1 || w.View() != nil || v.Me != -1 || v.Hand != [4]int8{} || v.Score != [4]int16{} || w.HumanToDecide() || w.Chat().CanSay() {
		t.Fatalf("the spectator sees: viewer %d, me %d, hand %v, score %v, decides %v", w.Viewer(), v.Me, v.Hand, v.Score, w.HumanToDecide())
	}
	if _, ok := <-w.StartHint(); ok {
		t.Fatal("a spectator was given a hint")
	}
	if err := w.Chat().Say("hi"); err == nil {
		t.Fatal("a spectator spoke")
	}
}

// Lines refused as said too fast come back to the screen, each the line it was, so a player who
// floods loses nothing typed; the lines told are not given back.
func TestChatLinesRefusedComeBack(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"})
	a := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer a.Close()
	until(t, a, "Anna's game", func() bool { return a.Arrived() && a.Chat().CanSay() })
	const lines = 9 // the burst allowed is 5: however slow this machine, some are refused
	for i := range lines {
		if err := a.Chat().Say(fmt.Sprintf("line %d", i)); err != nil {
			t.Fatal(err)
		}
	}
	var back []string
	told := func() (n int) {
		for i := range lines {
			if heard(a.Chat(), fmt.Sprintf("line %d", i)) {
				n++
			}
		}
		return n
	}
	until(t, a, "every line answered", func() bool {
		back = append(back, a.Chat().Refused()...)
		return told()+len(back) == lines
	})
	if len(back) == 0 {
		t.Fatalf("%d lines at once and none refused", lines)
	}
	for _, l := range back {
		if heard(a.Chat(), l) {
			t.Fatalf("%q was told and given back", l)
		}
	}
	if !slices.IsSorted(back) || back[len(back)-1] != fmt.Sprintf("line %d", lines-1) {
		t.Fatalf("given back %q: not the last lines, in order", back)
	}
}
