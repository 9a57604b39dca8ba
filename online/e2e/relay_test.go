package e2e

import (
	"context"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/relay/natstest"
	"tigris/online/store/postgres/pgtest"
)

// startRelayed starts a tigris-server process on one PostgreSQL database for each NATS address
// given, its changes travelling by it (-nats).
func startRelayed(t *testing.T, db string, nats ...string) ([]*proc, []string) {
	t.Helper()
	extra := make([][]string, len(nats))
	for i, n := range nats {
		extra[i] = []string{"-nats", n}
	}
	return startOn(t, db, extra...)
}

// toldOnce fails the test if a seat was told a step live twice on one connection.
func (g *played) toldOnce(t *testing.T) {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	for k, n := range g.told {
		if n > 1 {
			t.Fatalf("seat %d was told decision %d %d times", k[0], k[1], n)
		}
	}
}

// The NATS server killed (kill -9) and started again mid-play, each game's seats on two
// servers: both servers say they lost it and have it back, the games finish the same for both
// seats with every acknowledged decision in them, and no decision is told twice (the ones
// published meanwhile arrive after the catching up from the database, and are known by then).
func TestNATSRestartedMidPlay(t *testing.T) {
	ns := natstest.Start(t)
	db := pgtest.Database(t)
	procs, urls := startRelayed(t, db, ns.URL, ns.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	progress, reached := once(20)
	games := []*played{playAcross(ctx, t, urls, urls, 1, progress), playAcross(ctx, t, []string{urls[1], urls[0]}, urls, 3, progress)}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 20")
	}
	ns.Kill()
	for _, p := range procs {
		p.line(t, `pub/sub connection was lost .*reconnecting`, 30*time.Second)
	}
	ns.Up(t)
	for _, p := range procs {
		p.line(t, `pub/sub is back`, 30*time.Second)
	}
	for i, g := range games {
		n := g.finish(ctx, t)
		g.toldOnce(t)
		t.Logf("game %d ended after %d decisions", i, n)
	}
}

// The server running a game's bot (its owner: the game's advisory lock) killed while the game's
// person plays through the other server: the other takes the game (its bot goes on) within
// seconds, and the game finishes with every acknowledged decision in it.
func TestOwnerKilledOverNATS(t *testing.T) {
	ns := natstest.Start(t)
	db := pgtest.Database(t)
	procs, urls := startRelayed(t, db, ns.URL, ns.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	// the game is made on server 0, whose bot decides first: server 0 takes the game then and runs
	// its bot from then on; the person plays on server 1
	tk, err := client.Create(ctx, urls[0], protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "bot", Level: "random"}, {Kind: "me", Name: "Ann"}}})
	if err != nil {
		t.Fatal(err)
	}
	bot := ai.New(ai.Random, 5)
	botSteps := make(chan int, 1)
	var last atomic.Int64 // the last step the person was told of
	acked := map[int]string{}
	p := &client.Player{Base: urls[1], Others: []string{urls[0]}, GameID: tk.Game, Token: tk.Token, Retry: 60 * time.Second,
		Choose: func(v *game.View) game.Move { return bot.Choose(v) }}
	p.OnMessage = func(m protocol.Message) {
		if u, ok := m.(*protocol.Update); ok {
			last.Store(int64(u.Step))
			if u.Seat == tk.Seat {
				acked[u.Step] = u.Move
				return
			}
			select {
			case botSteps <- u.Step:
			default: // the test waits for the latest only
			}
		}
	}
	ends, errs := make(chan *protocol.Over, 1), make(chan error, 1)
	go func() {
		o, err := p.Run(ctx)
		if err != nil {
			errs <- err
			return
		}
		ends <- o
	}()
	for s := range botSteps {
		if s >= 10 {
			break
		}
	}
	procs[0].cmd.Process.Signal(syscall.SIGKILL)
	procs[0].exit(t, 10*time.Second)
	killed, before := time.Now(), int(last.Load())
	for s := range botSteps { // the first of the bot's decisions made after the kill, by server 1
		if s > before {
			break
		}
	}
	t.Logf("the bot decided again %v after its owner was killed", time.Since(killed).Round(time.Millisecond))
	var over *protocol.Over
	select {
	case over = <-ends:
	case err := <-errs:
		t.Fatal(err)
	case <-ctx.Done():
		t.Fatal("the game did not finish")
	}
	rec, err := game.Unmarshal([]byte(over.Record))
	if err != nil || !rec.State().Over() {
		t.Fatalf("the final record: %v", err)
	}
	for step, mv := range acked {
		if step >= len(rec.Moves()) || game.PublicMove(rec.Moves()[step], rec.Moves()[step].Seat) != mv {
			t.Fatalf("decision %d (%s) was acknowledged and is not in the record", step, mv)
		}
	}
}

// kill -9 of one of two servers over NATS while games are played on both (each game's first
// decider's server owns it, so some owners die): the players of the dead server reconnect to
// the other, whose forwarded decisions find no owner and take the game, and every game finishes
// with every acknowledged decision in it.
func TestKillOneOfTwoServersOverNATS(t *testing.T) {
	ns := natstest.Start(t)
	db := pgtest.Database(t)
	procs, urls := startRelayed(t, db, ns.URL, ns.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	progress, reached := once(30)
	layouts := [][]string{{urls[0], urls[1]}, {urls[1], urls[0]}, {urls[0], urls[0]}}
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

// One server cut off from NATS mid-play while the other keeps its link (a partition): the cut
// one says it lost the link and has it back; meanwhile its players' decisions are stored (the
// owner does not answer: decided where they arrive, the database keeps one a step), and after
// it the games finish the same for both seats, every acknowledged decision in them, none told
// twice.
func TestServerCutOffFromNATS(t *testing.T) {
	ns := natstest.Start(t)
	db := pgtest.Database(t)
	link := newCutter(t, strings.TrimPrefix(ns.URL, "nats://"))
	procs, urls := startRelayed(t, db, "nats://"+link.addr(), ns.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	progress, reached := once(20)
	games := []*played{playAcross(ctx, t, urls, urls, 7, progress), playAcross(ctx, t, []string{urls[1], urls[0]}, urls, 9, progress)}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 20")
	}
	link.setCut(true)
	procs[0].line(t, `pub/sub connection was lost .*reconnecting`, 30*time.Second)
	link.setCut(false)
	procs[0].line(t, `pub/sub is back`, 30*time.Second)
	for i, g := range games {
		n := g.finish(ctx, t)
		g.toldOnce(t)
		t.Logf("game %d ended after %d decisions", i, n)
	}
}
