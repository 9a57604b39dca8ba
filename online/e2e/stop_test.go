package e2e

import (
	"context"
	"strings"
	"syscall"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// A rolling restart of two servers on one database while games are played on both. SIGTERM to
// the first: its sockets are closed with 1012 (service restart) after the decisions under way,
// its players reconnect to the other server and finish their games with every acknowledged
// decision kept, and it exits with status 0 within -shutdown-timeout, saying so. Then it comes
// back and the second is stopped the same way under new games, which finish on the first.
func TestRollingRestartSendsPlayersElsewhere(t *testing.T) {
	db := pgtest.Database(t)
	bin, _ := binaries(t)
	wait := []string{"-shutdown-timeout", "5s"}
	procs, urls := startOn(t, db, wait, wait)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	progress, reached := once(20)
	layouts := [][]string{{urls[0], urls[1]}, {urls[0], urls[0]}, {urls[1], urls[0]}}
	var games []*played
	for i, l := range layouts {
		games = append(games, playAcross(ctx, t, l, urls, uint64(40+i), progress))
	}
	// a seat that waits, connected to the server that stops: it is told why it is closed
	ticket, err := client.Create(ctx, urls[0], protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	watcher, err := client.Dial(ctx, urls[0], ticket.Game, ticket.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := watcher.Read(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game reached step 20")
	}
	procs[0].cmd.Process.Signal(syscall.SIGTERM)
	for {
		_, err := watcher.Read(ctx)
		if err == nil {
			continue
		}
		if code := client.CloseStatus(err); code != client.ServiceRestart {
			t.Fatalf("the waiting seat's socket ended with %d (%v), want %d", code, err, client.ServiceRestart)
		}
		break
	}
	if code := procs[0].exit(t, 10*time.Second); code != 0 {
		t.Fatalf("the stopped server exited with %d: %s", code, procs[0].stderr)
	}
	if log := procs[0].stderr.String(); !strings.Contains(log, "msg=stopped") {
		t.Errorf("the server did not say it stopped: %s", log)
	}
	for i, g := range games {
		n := g.finish(ctx, t)
		t.Logf("game %d (seats on %v) ended after %d decisions", i, layouts[i], n)
	}
	// the seat goes on from the other server
	again, err := client.Dial(ctx, urls[1], ticket.Game, ticket.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if m, err := again.Read(ctx); err != nil || m.MsgType() != "welcome" {
		t.Fatalf("the other server's welcome: %v %v", m, err)
	}
	rollOn(t, ctx, bin, db, urls, procs[1])
}

// rollOn is the rest of a rolling restart: the stopped server comes back on its address, and
// the other one is stopped while new games are played across both; they finish on the first.
func rollOn(t *testing.T, ctx context.Context, bin, db string, urls []string, second *proc) {
	t.Helper()
	back := start(t, bin, "-addr", strings.TrimPrefix(urls[0], "http://"), "-db", db, "-rate", "1000")
	back.line(t, `listening on`, 30*time.Second)
	progress, reached := once(20)
	var games []*played
	for i, l := range [][]string{{urls[1], urls[0]}, {urls[1], urls[1]}} {
		games = append(games, playAcross(ctx, t, l, urls, uint64(50+i), progress))
	}
	select {
	case <-reached:
	case <-ctx.Done():
		t.Fatal("no game of the second round reached step 20")
	}
	second.cmd.Process.Signal(syscall.SIGTERM)
	if code := second.exit(t, 10*time.Second); code != 0 {
		t.Fatalf("the second server stopped with %d: %s", code, second.stderr)
	}
	for i, g := range games {
		n := g.finish(ctx, t)
		t.Logf("second round, game %d: %d decisions, finished on the restarted server", i, n)
	}
}
