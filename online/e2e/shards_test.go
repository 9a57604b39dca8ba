package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/relay/natstest"
	"tigris/online/store/postgres"
	"tigris/online/store/postgres/pgtest"
)

// The games in two shards, two PostgreSQL clusters on two loopback ports, the home database on
// the first: the second cluster stopped mid-play. The game in the first shard goes on and is
// acknowledged; the game in the stopped one waits, its player told why in words; once the
// cluster is started again it goes on, and both games finish with every acknowledged decision.
func TestShardDownOnlyItsGamesWait(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	second, procs, urls := startSharded(ctx, t)
	games, reached := gameInEachShard(ctx, t, urls)
	// each game held as soon as it reaches step 10, until the second shard stops
	held := make(chan int, 2)
	for sh := range games {
		go func() {
			select {
			case <-reached[sh]:
				games[sh].gate.Lock()
				held <- sh
			case <-ctx.Done():
				held <- -1
			}
		}()
	}
	for range games {
		if <-held < 0 {
			t.Fatal("a game did not reach step 10")
		}
	}
	// both games were held mid-play until the cluster stopped, so that both have decisions to
	// make after
	err := second.Down()
	atDown := [2]int{games[0].lastStep(), games[1].lastStep()}
	for _, g := range games {
		g.gate.Unlock()
	}
	if err != nil {
		t.Fatal(err)
	}
	poll.Until(t, 30*time.Second, "the other shard's game going on", func() bool {
		return games[0].lastStep() >= atDown[0]+20 || games[0].ended()
	})
	poll.Until(t, 30*time.Second, "the waiting game's player told why", func() bool {
		return games[1].refusedWith("cannot store this game's decisions")
	})
	// at most a decision stored as the cluster stopped is told after it
	if n := games[1].lastStep(); n > atDown[1]+1 {
		t.Fatalf("the game of the stopped shard went on from step %d to %d", atDown[1], n)
	}
	t.Logf("while shard 1 was down, its game stayed at step %d; shard 0's went from %d to %d", games[1].lastStep(), atDown[0], games[0].lastStep())
	if err := second.Up(); err != nil {
		t.Fatal(err)
	}
	for sh, g := range games {
		n := g.finish(ctx, t)
		g.toldOnce(t)
		t.Logf("the game in shard %d ended after %d decisions", sh, n)
	}
	refusalsToldOnce(t, procs)
}

// refusalsToldOnce checks that each server told the operator once that shard 1 refused, not a
// line a decision between the other shard's writes.
func refusalsToldOnce(t *testing.T, procs []*proc) {
	t.Helper()
	for i, p := range procs {
		p.mu.Lock()
		log := p.stderr.String()
		p.mu.Unlock()
		if n := strings.Count(log, "the store refuses to write"); n > 1 || n == 1 && !strings.Contains(log, `where="shard 1"`) {
			t.Fatalf("server %d told of the refusals %d times:\n%s", i, n, log)
		}
	}
}

// startSharded starts two tigris-server processes over NATS with a home database and two game
// shards: the home and shard 0 on the test binary's cluster, shard 1 on a second cluster of its
// own (returned, to be stopped).
func startSharded(ctx context.Context, t *testing.T) (*pgtest.Cluster, []*proc, []string) {
	t.Helper()
	ns := natstest.Start(t)
	pgtest.Shared(t) // the first cluster: the home database and shard 0
	second, err := pgtest.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(second.Remove)
	home, s0 := pgtest.Database(t), pgtest.Database(t)
	s1, err := second.NewDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	flags := []string{"-shard", s0, "-shard", s1, "-nats", ns.URL}
	procs, urls := startOn(t, home, flags, flags)
	return second, procs, urls
}

// gameInEachShard makes games until each shard has one (the others stay unplayed) and plays
// those two, each with its seats on both servers; reached closes as each reaches step 10.
func gameInEachShard(ctx context.Context, t *testing.T, urls []string) ([2]*played, [2]chan struct{}) {
	t.Helper()
	var tickets [2]*protocol.Ticket
	for i := 0; tickets[0] == nil || tickets[1] == nil; i++ {
		if i == 40 {
			t.Fatal("40 games and not one in each shard: the games are not spread")
		}
		tk, err := client.Create(ctx, urls[i%2], protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
		if err != nil {
			t.Fatal(err)
		}
		if sh := postgres.ShardOf(tk.Game, 2); tickets[sh] == nil {
			tickets[sh] = &tk
		}
	}
	var games [2]*played
	var reached [2]chan struct{}
	for sh, tk := range tickets {
		servers := []string{urls[sh], urls[1-sh]}
		tb, err := client.Join(ctx, servers[1], tk.Code, "Bo", -1)
		if err != nil {
			t.Fatal(err)
		}
		var progress func(int)
		progress, reached[sh] = once(10)
		games[sh] = playTickets(ctx, servers, urls, uint64(3*sh+1), progress, *tk, tb)
	}
	return games, reached
}

// lastStep is the last step either seat was told of.
func (g *played) lastStep() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.last
}

// refusedWith reports whether a seat was refused in words holding words.
func (g *played) refusedWith(words string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, r := range g.refused {
		if strings.Contains(r, words) {
			return true
		}
	}
	return false
}

// ended reports whether a seat was told the game's end.
func (g *played) ended() bool { return len(g.ends) > 0 }
