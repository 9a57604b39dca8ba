package server

import (
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// owned reports whether ts holds game id in memory and runs its bots.
func (ts *testServer) owned(id string) (live, owned bool) {
	ts.mu.Lock()
	t := ts.tables[id]
	ts.mu.Unlock()
	if t == nil {
		return false, false
	}
	t.locked(func() { live, owned = !t.gone, t.owned })
	return
}

// playUntilBot has the person make random decisions until the bot's next decision reaches it.
func playUntilBot(t *testing.T, p *seat, rng *game.RNG) {
	t.Helper()
	for n := 0; n < 500; n++ {
		if p.g.MyDecision() {
			moves := p.g.View.Sample(rng, nil).LegalMoves()
			p.move(moves[rng.Intn(len(moves))])
			continue
		}
		if u, ok := p.want("update").(*protocol.Update); ok && u.ByBot {
			return
		}
	}
	t.Fatal("no decision of the bot in 500")
}

// Two servers hold a game of a person and a bot: one of them runs the bot, the other does not;
// when the one running it lets the game go, the other takes the bot over and the game goes on.
func TestOneServerRunsAGamesBots(t *testing.T) {
	url := pgtest.Database(t)
	A, B := onPostgres(t, url), onPostgres(t, url)
	tk, err := client.Create(ctxFor(t), A.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "bot", Level: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(7)
	p := dial(t, B.url, tk) // the person plays through B; A created the game and holds it too
	playUntilBot(t, p, rng)
	playUntilBot(t, p, rng)
	liveA, ownA := A.owned(tk.Game)
	liveB, ownB := B.owned(tk.Game)
	if !liveA || !liveB || ownA == ownB {
		t.Fatalf("in memory on A %v, on B %v; the bot run by A %v, by B %v: wanted both in memory, one running the bot", liveA, liveB, ownA, ownB)
	}
	owner, other := A, B
	if ownB {
		owner, other = B, A
	}
	// the person moves to the server that does not run the bot, and the one that does lets the
	// game go
	p.c.Close()
	p = dial(t, other.url, tk)
	// the bot's turn may not be over, and the other server may welcome the person at a step it
	// has not yet read again from the store: the person decides once the store's step is theirs
	for !p.g.MyDecision() || p.g.Step < other.stored(t, tk.Game) {
		p.want("update")
	}
	if owner.sweep(0) != 1 {
		t.Fatal("the server running the bot did not let the game go with nobody connected to it")
	}
	playUntilBot(t, p, rng)
	if _, own := other.owned(tk.Game); !own {
		t.Fatal("the bot played, but not by the server left holding the game")
	}

	// the person goes back to the first server, and the one running the bot ends without letting
	// the game go (its connection to the database, and so its lock, end with it)
	p.c.Close()
	p = dial(t, owner.url, tk)
	for !p.g.MyDecision() {
		p.want("update")
	}
	other.Close()
	other.db.Close()
	for p.g.MyDecision() {
		moves := p.g.View.Sample(rng, nil).LegalMoves()
		p.move(moves[rng.Intn(len(moves))])
	}
	// the first server takes the bot at once, or when it tries again if the lock was not yet gone
	// each try asks PostgreSQL again: the lock goes when it sees the connection end
	if !poll.WithinEvery(10*time.Second, 10*time.Millisecond, func() bool {
		if _, own := owner.owned(tk.Game); own {
			return true
		}
		owner.clock.Advance(ownRetry)
		return false
	}) {
		t.Fatal("the bot's game was not taken over after its server ended")
	}
	playUntilBot(t, p, rng)
}
