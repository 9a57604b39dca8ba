package server

import (
	"errors"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// The lobby on SQLite: a public game is listed with its map, options, seats and turn limit, an
// unlisted one is not; an open seat is taken in one call and played; a full game leaves the list.
func TestLobbySQLite(t *testing.T) { lobby(t, startServer(t, "", 1e6)) }

// The same on PostgreSQL.
func TestLobbyPostgres(t *testing.T) { lobby(t, onPostgres(t, pgtest.Database(t))) }

func lobby(t *testing.T, ts *testServer) {
	ctx := ctxFor(t)
	pub, err := client.Create(ctx, ts.url, protocol.CreateRequest{Map: "advanced", Options: []string{"buildings"}, TurnLimit: 3600, Public: true,
		Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}, {Kind: "bot", Level: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	unlisted, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	l, err := client.Lobby(ctx, ts.url)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Games) != 1 {
		t.Fatalf("the lobby lists %d games, want the public one: %+v", len(l.Games), l)
	}
	g := l.Games[0]
	checkListed(t, g, pub.Game)
	takeSeat(t, ts, g.Game, unlisted.Game)
}

// checkListed checks the public game lobby made, as listed.
func checkListed(t *testing.T, g protocol.LobbyGame, id string) {
	t.Helper()
	if g.Game != id || g.Map != "advanced" || len(g.Options) != 1 || g.Options[0] != "buildings" || g.TurnLimit != 3600 || g.Open != 1 {
		t.Fatalf("the public game as listed: %+v", g)
	}
	if len(g.Seats) != 3 || g.Seats[0].Name != "Ann" || !g.Seats[0].Claimed || g.Seats[1].Claimed || g.Seats[2].Level != "easy" {
		t.Fatalf("its seats as listed: %+v", g.Seats)
	}
}

// takeSeat takes listed's open seat in one call and plays it; unlisted's is refused.
func takeSeat(t *testing.T, ts *testServer, listed, unlisted string) {
	ctx := ctxFor(t)
	var r *client.Refused
	if _, err := client.Take(ctx, ts.url, unlisted, "Cy", -1); !errors.As(err, &r) || r.Code != protocol.ErrNotFound {
		t.Fatalf("an unlisted game's seat taken by its id: %v", err)
	}
	tk, err := client.Take(ctx, ts.url, listed, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	if tk.Seat != 1 || tk.Game != listed {
		t.Fatalf("the seat taken: %+v", tk)
	}
	b := dial(t, ts.url, tk)
	if !b.g.Seats[1].Claimed || b.g.Seats[1].Name != "Bo" {
		t.Fatalf("the seat as the game shows it: %+v", b.g.Seats[1])
	}
	if _, err := client.Take(ctx, ts.url, listed, "Cy", -1); !errors.As(err, &r) || r.Code != protocol.ErrFull {
		t.Fatalf("a full game's seat taken: %v", err)
	}
	if l, err := client.Lobby(ctx, ts.url); err != nil || len(l.Games) != 0 {
		t.Fatalf("a full game still listed: %+v, %v", l, err)
	}
}

// A quick match: the next two people asking are seated in one 2-player live game; one asking
// alone is offered bots after the wait, and plays one at once when asking with its level.
func TestQuickMatch(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	type answer struct {
		a   protocol.QuickAnswer
		err error
	}
	first := make(chan answer, 1)
	go func() {
		a, err := client.Quick(ctx, ts.url, "Ann", "")
		first <- answer{a, err}
	}()
	poll.Until(t, 10*time.Second, "the first person queued", func() bool { return ts.quick.queue.queued() == 1 })
	second, err := client.Quick(ctx, ts.url, "Bo", "")
	if err != nil {
		t.Fatal(err)
	}
	got := <-first
	if got.err != nil || got.a.Ticket == nil || second.Ticket == nil {
		t.Fatalf("paired: %+v %v / %+v", got.a, got.err, second)
	}
	ta, tb := *got.a.Ticket, *second.Ticket
	if ta.Game != tb.Game || ta.Seat == tb.Seat || ta.Token == tb.Token {
		t.Fatalf("two tickets of one game expected: %+v / %+v", ta, tb)
	}
	a, b := dial(t, ts.url, ta), dial(t, ts.url, tb)
	if b.g.ID != a.g.ID || a.g.Seat == b.g.Seat || a.g.View.Options.Seats == nil || len(a.g.Seats) != 2 || !a.g.Seats[0].Claimed || !a.g.Seats[1].Claimed || a.g.Seats[0].Name != "Ann" || a.g.Seats[1].Name != "Bo" {
		t.Fatalf("the quick match's seats: %+v", a.g.Seats)
	}
	quickAlone(t, ts)
}

// quickAlone: one person asking alone is offered bots after the wait, and plays one at once.
func quickAlone(t *testing.T, ts *testServer) {
	ctx := ctxFor(t)
	type answer struct {
		a   protocol.QuickAnswer
		err error
	}
	first := make(chan answer, 1)
	go func() {
		a, err := client.Quick(ctx, ts.url, "Cy", "")
		first <- answer{a, err}
	}()
	poll.Until(t, 10*time.Second, "the third person queued", func() bool { return ts.quick.queue.queued() == 1 })
	ts.clock.Advance(quickWait)
	got := <-first
	if got.err != nil || got.a.Ticket != nil || !got.a.Waited || len(got.a.Bots) == 0 || ts.quick.queue.queued() != 0 {
		t.Fatalf("after the wait: %+v %v (%d queued)", got.a, got.err, ts.quick.queue.queued())
	}
	vb, err := client.Quick(ctx, ts.url, "Cy", got.a.Bots[0])
	if err != nil || vb.Ticket == nil {
		t.Fatalf("a bot game: %+v %v", vb, err)
	}
	c := dial(t, ts.url, *vb.Ticket)
	if c.g.Seats[1].Kind != "bot" || c.g.Seats[1].Level != got.a.Bots[0] {
		t.Fatalf("the bot game's seats: %+v", c.g.Seats)
	}
}
