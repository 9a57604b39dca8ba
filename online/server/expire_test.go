package server

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store"
)

// By default (no option set) an address creates DefaultCreatesPerHour games at once and then one
// a minute: the next is refused 429 with the reason and stores nothing.
func TestCreationsBoundedPerAddressByDefault(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	for i := range DefaultCreatesPerHour {
		if _, err := client.Create(ctx, ts.url, twoPeople()); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	var refusal *client.Refused
	if _, err := client.Create(ctx, ts.url, twoPeople()); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate || !strings.Contains(refusal.Message, "the most this server takes") {
		t.Fatalf("game %d within the hour: %v", DefaultCreatesPerHour+1, err)
	}
	games, err := ts.db.(store.Lister).List(ctx, "", 1000)
	if err != nil || len(games) != DefaultCreatesPerHour {
		t.Fatalf("%d games stored, not %d: %v", len(games), DefaultCreatesPerHour, err)
	}
	ts.clock.Advance(time.Hour / DefaultCreatesPerHour)
	if _, err := client.Create(ctx, ts.url, twoPeople()); err != nil {
		t.Fatalf("a minute later: %v", err)
	}
}

// The server's sweeper ends, on its own clock, a game nobody decided in within 7 days of its
// creation and a game with no decision for 30 days; a game played on is left alone.
func TestUnplayedGamesExpire(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	unstarted, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	a, b, started, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	p.move(quietTile(t, p))
	q.want("update")
	a.c.Close()
	b.c.Close()
	over := func(id string) bool {
		g, err := ts.db.Load(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		return g.Over
	}
	ts.clock.Advance(DefaultUnstartedFor - time.Hour)
	if over(unstarted.Game) || over(started.Game) {
		t.Fatalf("a game ended before its time")
	}
	ts.clock.Advance(2 * time.Hour)
	if !over(unstarted.Game) {
		t.Fatalf("a game with no decision for 7 days is not ended")
	}
	if over(started.Game) {
		t.Fatalf("a started game ended after 7 days")
	}
	ts.clock.Advance(DefaultAbandonedFor - DefaultUnstartedFor)
	if !over(started.Game) {
		t.Fatalf("a game with no decision for 30 days is not ended")
	}
}
