//go:build display

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Online, another person's turn is that person's turn, never "thinking…" (that is a bot's): the
// seat that waits reads "Bo's turn" in its status line.
func TestAPersonsTurnIsNotThinking(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	ann := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bo, err := client.Join(ctx, ls.URL, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	r := sh.OpenOnline(settings.OnlineSeat{Server: ls.URL, Game: ann.Game, Token: ann.Token})
	defer r.Close()
	if !poll.Within(20*time.Second, func() bool { r.Poll(time.Now()); return r.Arrived() }) {
		t.Fatalf("the game never arrived: %q", r.Problem())
	}
	waiting, other := "Ann", "Bo"
	if r.Pending().Player == ann.Seat { // Ann begins: look from Bo's seat (else from Ann's)
		r.Close()
		r = sh.OpenOnline(settings.OnlineSeat{Server: ls.URL, Game: bo.Game, Token: bo.Token})
		if !poll.Within(20*time.Second, func() bool { r.Poll(time.Now()); return r.Arrived() }) {
			t.Fatalf("Bo's game never arrived: %q", r.Problem())
		}
		waiting, other = "Bo", "Ann"
	}
	if !r.Thinking() {
		t.Fatalf("%s's seat does not wait on %s", waiting, other)
	}
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.img.Deallocate() }()
	d.draw("online-persons-turn")
	parts := strings.Join(p.topParts(d.ctx, false), " · ")
	if strings.Contains(parts, "thinking") || !strings.HasPrefix(parts, other+"'s turn") {
		t.Fatalf("%s's status line while %s plays: %q", waiting, other, parts)
	}
}
