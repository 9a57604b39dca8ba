package server

import (
	"errors"
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// A whole game played by bots in both seats, watched: every view a spectator is sent holds no
// tile and no point while the seats' own views hold theirs, no other seat's swap or points
// reach it, and it is shown the end. On both stores.
func TestSpectatorSeesNoHiddenTileSQLite(t *testing.T) {
	spectateWholeGame(t, startServer(t, "", 1e6))
}

func TestSpectatorSeesNoHiddenTilePostgres(t *testing.T) {
	spectateWholeGame(t, onPostgres(t, pgtest.Database(t)))
}

func spectateWholeGame(t *testing.T, ts *testServer) {
	a, b, ta, _ := twoPlayers(t, ts)
	l, err := client.WatchLink(ctxFor(t), ts.url, ta.Game, ta.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	w := watch(t, ts.url, l)
	// each seat's hand after each step, as the seats are told
	hands := map[int][2][game.NumColors]int8{}
	for _, s := range []*seat{a, b} {
		s.send(&protocol.Control{Level: "random"})
	}
	for _, s := range []*seat{a, b} {
		for {
			m := s.next()
			if u, ok := m.(*protocol.Update); ok {
				h := hands[u.Step+1]
				h[s.g.Seat] = u.View.Hand
				hands[u.Step+1] = h
			}
			if _, ok := m.(*protocol.Over); ok {
				break
			}
		}
	}
	scored, swapsHidden, updates := 0, 0, 0
	for {
		m := w.next()
		if _, ok := m.(*protocol.Over); ok {
			break
		}
		if u, ok := m.(*protocol.Update); ok {
			updates++
			checkSpectatorUpdate(t, u, hands[u.Step+1])
			scored += countEvents(u, "scored")
			if u.Decision == "action" && u.Move == "" {
				swapsHidden++
			}
		}
	}
	if scored != 0 {
		t.Fatalf("the spectator was told of %d points scored", scored)
	}
	if updates != len(hands) || updates < 20 {
		t.Fatalf("the spectator saw %d decisions, the seats %d", updates, len(hands))
	}
	t.Logf("%d decisions watched, %d swaps hidden", updates, swapsHidden)
}

// checkSpectatorUpdate fails when a spectator's update holds a tile, a point or a discarded
// colour, or when the seats' hands at that step are empty (the check would then prove nothing).
func checkSpectatorUpdate(t *testing.T, u *protocol.Update, hands [2][game.NumColors]int8) {
	t.Helper()
	v := u.View
	if !v.IsSpectator() || v.Hand != [game.NumColors]int8{} || v.Score != [game.NumColors]int16{} || v.Treasures != 0 || v.MyDiscards != [game.NumColors]int16{} {
		t.Fatalf("step %d: the spectator's view holds something private: hand %v score %v", u.Step, v.Hand, v.Score)
	}
	if hands[0] == [game.NumColors]int8{} && hands[1] == [game.NumColors]int8{} && !v.Over() {
		t.Fatalf("step %d: the seats hold no tile: the comparison proves nothing", u.Step)
	}
}

func countEvents(u *protocol.Update, kind string) int {
	n := 0
	for _, e := range u.Events {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// A watch link a few decisions behind: its spectator is shown a decision once that many more
// were made; an undo of decisions it was not shown yet does not concern it, one of decisions it
// saw takes them back; a wrong key, or a key of another game, is refused.
func TestWatchBehind(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	ctx := ctxFor(t)
	l, err := client.WatchLink(ctx, ts.url, tb.Game, tb.Token, 2)
	if err != nil {
		t.Fatal(err)
	}
	if l.Behind != 2 || l.Link == "" {
		t.Fatalf("the link: %+v", l)
	}
	if _, err := client.WatchLink(ctx, ts.url, ta.Game, "not a token of it", 0); err == nil {
		t.Fatal("a watch link made without a seat's token")
	}
	if _, err := client.WatchLink(ctx, ts.url, ta.Game, ta.Token, protocol.MaxBehind+1); err == nil {
		t.Fatal("a watch link too far behind")
	}
	live, err := client.WatchLink(ctx, ts.url, ta.Game, ta.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	late, now := watch(t, ts.url, l), watch(t, ts.url, live)
	p, q := toMove(a, b)
	play := func(s *seat, m game.Move) {
		s.move(m)
		other := map[*seat]*seat{p: q, q: p}[s]
		other.want("update")
		if u := now.want("update").(*protocol.Update); u.Step != s.g.Step-1 {
			t.Fatalf("the live spectator shown step %d, want %d", u.Step, s.g.Step-1)
		}
	}
	play(p, quietTile(t, p))
	play(p, game.PassMove())
	for q.g.View.Pending().Player != q.g.Seat {
		play(p, game.PassMove())
	}
	n := q.g.Step
	play(q, quietTile(t, q)) // n+1 made: the late spectator is shown n-1
	if u := late.want("update").(*protocol.Update); u.Step != n-2 && n >= 2 {
		t.Fatalf("2 behind at step %d: shown decision %d", n+1, u.Step)
	}
	shown := late.g.Step
	q.send(&protocol.Undo{Step: q.g.Step})
	for _, s := range []*seat{p, q, now} {
		s.want("undone")
	}
	play(q, quietTile(t, q))
	play(q, game.PassMove())
	// the undo took back a decision the late spectator never saw: it is shown the next, not an undo
	if u := late.want("update").(*protocol.Update); u.Step != shown {
		t.Fatalf("after an undo it did not see: shown %d, want %d", u.Step, shown)
	}
	for _, key := range []string{l.Key + "x", live.Key} {
		c, err := client.DialWatch(ctx, ts.url, tb.Game+"0", key, -1)
		if err != nil {
			t.Fatal(err)
		}
		m, err := c.Read(ctx)
		if e, ok := m.(*protocol.Error); err != nil || !ok || e.Code != protocol.ErrAuth {
			t.Fatalf("a wrong watch key: %+v %v", m, err)
		}
		c.Close()
	}
}

// Two servers on one database: a spectator connected to one follows the decisions and the chat
// of players connected to the other, the history and each line as it is said.
func TestWatchThroughAnotherServer(t *testing.T) {
	url := pgtest.Database(t)
	A, B := onPostgres(t, url), onPostgres(t, url)
	a, b, ta, _ := twoPlayers(t, A)
	ctx := ctxFor(t)
	if err := a.c.Say(ctx, "hello from A"); err != nil {
		t.Fatal(err)
	}
	a.wantChat(0, "hello from A")
	b.wantChat(0, "hello from A")
	l, err := client.WatchLink(ctx, B.url, ta.Game, ta.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	w := watch(t, B.url, l)
	w.wantChat(0, "hello from A")
	// a line said on A reaches the spectator on B as it is said
	if err := a.c.Say(ctx, "and again"); err != nil {
		t.Fatal(err)
	}
	a.wantChat(0, "and again")
	b.wantChat(0, "and again")
	w.wantChat(0, "and again")
	p, q := toMove(a, b)
	u := p.move(quietTile(t, p))
	q.want("update")
	if v := w.want("update").(*protocol.Update); v.Step != u.Step || v.Move != u.Move || !v.View.IsSpectator() {
		t.Fatalf("the spectator on the other server was shown %+v for %+v", v, u)
	}
}

// A server that stops (SIGTERM: Drain) closes the spectators' connections as the seats' (1012,
// reconnect), and answers those waiting for a quick match at once.
func TestDrainClosesSpectatorsAndQueue(t *testing.T) {
	ts := startServer(t, "", 1e6)
	_, _, ta, _ := twoPlayers(t, ts)
	l, err := client.WatchLink(ctxFor(t), ts.url, ta.Game, ta.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	w := watch(t, ts.url, l)
	waited := make(chan error, 1)
	go func() {
		_, err := client.Quick(ctxFor(t), ts.url, "Ann", "")
		waited <- err
	}()
	poll.Until(t, 10*time.Second, "Ann queued", func() bool { return ts.quick.queue.queued() == 1 })
	ts.Drain()
	for {
		_, err := w.c.Read(ctxFor(t))
		if err != nil {
			if client.CloseStatus(err) != client.ServiceRestart {
				t.Fatalf("the spectator's connection closed with %v", err)
			}
			break
		}
	}
	var r *client.Refused
	if err := <-waited; !errors.As(err, &r) || !strings.Contains(r.Message, "restarting") {
		t.Fatalf("the quick match's wait when the server stops: %v", err)
	}
}
