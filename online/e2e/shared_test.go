package e2e

import (
	"context"
	"sync"
	"syscall"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// startShared starts n tigris-server processes on one PostgreSQL database and returns them with
// their addresses; each sees one another's changes by polling the database.
func startShared(t *testing.T, db string, n int) ([]*proc, []string) {
	t.Helper()
	return startOn(t, db, make([][]string, n)...)
}

// startOn starts a tigris-server process on one PostgreSQL database for each set of extra flags
// given (a NATS address to relay changes by, or none), and returns them with their addresses;
// a failed test shows each server's log.
func startOn(t *testing.T, db string, extra ...[]string) ([]*proc, []string) {
	t.Helper()
	srvBin, _ := binaries(t)
	var procs []*proc
	var urls []string
	for _, flags := range extra {
		args := append([]string{"-addr", "127.0.0.1:0", "-db", db, "-rate", "1000"}, flags...)
		p := start(t, srvBin, args...)
		procs = append(procs, p)
		urls = append(urls, p.url(t))
	}
	t.Cleanup(func() {
		if t.Failed() {
			for i, p := range procs {
				p.mu.Lock()
				t.Logf("server %d's log:\n%s", i, p.stderr)
				p.mu.Unlock()
			}
		}
	})
	return procs, urls
}

// played is a game of two remote random bots, each seat on its own server, falling back on the
// other server: what each seat was told was applied, and how the game ended for each.
type played struct {
	mu    sync.Mutex
	acked map[int]string // step → the decision as its maker was told it was applied
	id    string         // the game's id
	over  *protocol.Over // the end as the first seat was told it (after finish)
	ends  chan *protocol.Over
	errs  chan error
	// told counts the updates each seat was told live (with a view), per step: one a step unless
	// its connection was replaced
	told    map[[2]int]int
	last    int      // the last step either seat was told of
	refused []string // the refusals' words either seat was told
	// gate, held by a test, stops the seats deciding (each waits for it before choosing)
	gate sync.RWMutex
}

// playAcross creates a game on servers[0] (seat 0 plays there) whose seat 1 joins and plays on
// servers[1]; each seat falls back on the others of all; progress is called with each step a
// seat is told of.
func playAcross(ctx context.Context, t *testing.T, servers, all []string, seed uint64, progress func(step int)) *played {
	t.Helper()
	ta, err := client.Create(ctx, servers[0], protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, servers[1], ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	return playTickets(ctx, servers, all, seed, progress, ta, tb)
}

// playTickets plays the game of tickets ta and tb as playAcross does.
func playTickets(ctx context.Context, servers, all []string, seed uint64, progress func(step int), ta, tb protocol.Ticket) *played {
	g := &played{id: ta.Game, acked: map[int]string{}, told: map[[2]int]int{}, ends: make(chan *protocol.Over, 2), errs: make(chan error, 2)}
	for i, tk := range []protocol.Ticket{ta, tb} {
		bot := ai.New(ai.Random, seed+uint64(i))
		var others []string
		for _, u := range all {
			if u != servers[i] {
				others = append(others, u)
			}
		}
		p := &client.Player{Base: servers[i], Others: others, GameID: tk.Game, Token: tk.Token, Retry: 60 * time.Second,
			Choose: func(v *game.View) game.Move {
				g.gate.RLock()
				defer g.gate.RUnlock()
				return bot.Choose(v)
			}}
		p.OnMessage = func(m protocol.Message) {
			if e, ok := m.(*protocol.Error); ok {
				g.mu.Lock()
				g.refused = append(g.refused, e.Message)
				g.mu.Unlock()
			}
			u, ok := m.(*protocol.Update)
			if !ok {
				return
			}
			g.mu.Lock()
			g.last = max(g.last, u.Step)
			if u.Seat == tk.Seat {
				g.acked[u.Step] = u.Move
			}
			if u.View != nil {
				g.told[[2]int{tk.Seat, u.Step}]++
			}
			g.mu.Unlock()
			progress(u.Step)
		}
		go func() {
			o, err := p.Run(ctx)
			if err != nil {
				g.errs <- err
				return
			}
			g.ends <- o
		}()
	}
	return g
}

// finish waits for both seats' ends and checks that they agree and hold every acknowledged
// decision; it returns the number of decisions.
func (g *played) finish(ctx context.Context, t *testing.T) int {
	t.Helper()
	var records []string
	for range 2 {
		select {
		case o := <-g.ends:
			records = append(records, o.Record)
			if g.over == nil {
				g.over = o
			}
		case err := <-g.errs:
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("a game did not finish")
		}
	}
	if records[0] != records[1] {
		t.Fatal("the two seats were told different games")
	}
	rec, err := game.Unmarshal([]byte(records[0]))
	if err != nil || !rec.State().Over() {
		t.Fatalf("the final record: %v", err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for step, mv := range g.acked {
		if step >= len(rec.Moves()) || game.PublicMove(rec.Moves()[step], rec.Moves()[step].Seat) != mv {
			t.Fatalf("decision %d (%s) was acknowledged and is not in the record", step, mv)
		}
	}
	return len(rec.Moves())
}

// once returns a progress function that closes ch the first time a step reaches at.
func once(at int) (func(int), chan struct{}) {
	ch := make(chan struct{})
	var o sync.Once
	return func(step int) {
		if step >= at {
			o.Do(func() { close(ch) })
		}
	}, ch
}

// kill -9 of one of two servers while games are played on both: its players reconnect to the
// other, every game finishes, and nothing acknowledged is lost.
func TestKillOneOfTwoServers(t *testing.T) {
	db := pgtest.Database(t)
	procs, urls := startShared(t, db, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	progress, reached := once(30)
	layouts := [][]string{{urls[0], urls[1]}, {urls[1], urls[0]}, {urls[0], urls[0]}, {urls[1], urls[1]}}
	var games []*played
	for i, l := range layouts {
		games = append(games, playAcross(ctx, t, l, urls, uint64(10*i+1), progress))
	}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 30")
	}
	procs[0].cmd.Process.Signal(syscall.SIGKILL)
	procs[0].exit(t, 10*time.Second)
	for i, g := range games {
		n := g.finish(ctx, t)
		t.Logf("game %d (seats on %v) ended after %d decisions", i, layouts[i], n)
	}
}

// PostgreSQL restarted mid-game: the servers say they are reconnecting, then go on, and the
// games finish with nothing acknowledged lost.
func TestDatabaseRestartedMidGame(t *testing.T) {
	db := pgtest.Database(t)
	cluster := pgtest.Shared(t)
	procs, urls := startShared(t, db, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	progress, reached := once(20)
	games := []*played{playAcross(ctx, t, urls, urls, 1, progress), playAcross(ctx, t, []string{urls[1], urls[0]}, urls, 3, progress)}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 20")
	}
	if err := cluster.Down(); err != nil {
		t.Fatal(err)
	}
	for _, p := range procs {
		p.line(t, `database connection was lost .*reconnecting`, 30*time.Second)
	}
	if err := cluster.Up(); err != nil {
		t.Fatal(err)
	}
	for _, p := range procs {
		p.line(t, `database is back`, 30*time.Second)
	}
	for _, g := range games {
		g.finish(ctx, t)
	}
}
