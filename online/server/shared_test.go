package server

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres"
	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/sqlite"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func onPostgres(t *testing.T, url string) *testServer {
	t.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	return startOn(t, db, Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6})
}

// Two servers on one database: a game created on one is joined and played through the other; a
// decision or an undo accepted by one reaches the players connected to the other; the same seat
// deciding the same step on both servers at once is accepted once.
func TestTwoServersShareGames(t *testing.T) {
	url := pgtest.Database(t)
	A, B := onPostgres(t, url), onPostgres(t, url)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, A.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, B.url, ta.Code, "Bo", -1) // B has never seen the game
	if err != nil {
		t.Fatal(err)
	}
	a, b := dial(t, A.url, ta), dial(t, B.url, tb)
	// each is shown the other connected, through the other server
	for _, s := range []*seat{a, b} {
		for !s.g.Seats[1-s.g.Seat].Connected {
			s.want("seats")
		}
	}
	p, q := toMove(a, b)
	for _, m := range []game.Move{quietTile(t, p), game.PassMove()} {
		u := p.move(m)
		if v := q.want("update").(*protocol.Update); v.Step != u.Step || v.Seat != u.Seat {
			t.Fatalf("the other server told %+v for %+v", v, u)
		}
	}
	for q.g.View.Pending().Player != q.g.Seat { // the end of p's turn may ask p more
		p.move(p.g.View.Sample(game.NewRNG(1), nil).LegalMoves()[0])
		q.want("update")
	}
	u := q.move(quietTile(t, q))
	if v := p.want("update").(*protocol.Update); v.Step != u.Step || v.Move != u.Move {
		t.Fatalf("the other server told %+v for %+v", v, u)
	}
	// an undo through one server is an undo for the other's players
	q.send(&protocol.Undo{Step: q.g.Step})
	for _, s := range []*seat{q, p} {
		if d := s.want("undone").(*protocol.Undone); d.Step != u.Step {
			t.Fatalf("undone: %+v", d)
		}
	}
	// q's seat connects to the other server as well, and both of its connections decide step n
	// at once, differently
	qt, other := tb, A.url
	if q == a {
		qt, other = ta, B.url
	}
	q2 := dial(t, other, qt)
	n := q.g.Step
	q.send(&protocol.Move{Step: n, Move: quietTile(t, q).String()})
	q2.send(&protocol.Move{Step: n, Move: game.PassMove().String()})
	var moves []string
	for _, s := range []*seat{q, q2, p} {
		moves = append(moves, s.want("update").(*protocol.Update).Move)
		if s.g.Step != n+1 {
			t.Fatalf("a connection is at step %d after decision %d", s.g.Step, n)
		}
	}
	if moves[0] != moves[1] || moves[1] != moves[2] {
		t.Fatalf("the connections were told different decisions for step %d: %q", n, moves)
	}
	if got := A.stored(t, ta.Game); got != n+1 {
		t.Fatalf("%d decisions stored after step %d", got, n)
	}
	// p leaves: q is told, through the other server, that p's seat is away
	p.c.Close()
	for q.g.Seats[p.g.Seat].Connected {
		q.next() // the refusal of q's losing decision may come first
	}
}

// A client that vanishes without closing is found by the ping: its seat is shown away, and the
// turn clock runs on for it.
func TestVanishedClientShownAway(t *testing.T) {
	clock := newFakeClock()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ts := startOn(t, db, Config{Clock: clock, Rate: 1e6, Burst: 1e6, PingEvery: time.Second})
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}},
		TurnLimit: 60, TimeoutLevel: "random"})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	a := dial(t, ts.url, ta)
	// b connects and then never reads again: its side answers no ping
	gone, err := client.Dial(ctx, ts.url, tb.Game, tb.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	wasHere := false
	for {
		s := a.want("seats").(*protocol.Seats)
		if s.Seats[1].Connected {
			wasHere = true
		} else if wasHere {
			break
		}
	}
	// a gives the turn to b if it is a's, then b's time runs out: a bot decides for it
	if a.g.View.Pending().Player == 0 {
		a.move(game.PassMove())
	}
	for a.g.View.Pending().Player == 0 { // a pass ends the turn, perhaps through a decision of a's
		a.move(a.g.View.Sample(game.NewRNG(1), nil).LegalMoves()[0])
	}
	step := a.g.Step
	// the update is sent under the table's lock before the turn's clock is set: wait for the lock
	ts.useTable(ta.Game, func(*table) {})
	clock.Advance(61 * time.Second)
	if u := a.want("update").(*protocol.Update); u.Step != step || !u.ByBot || u.Seat != 1 {
		t.Fatalf("after the away seat's time: %+v", u)
	}
}

// Two connections of one seat at once: both follow the game; a decision made on one is refused
// when the other sends it again.
func TestTwoClientsOfOneSeat(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	p, q := toMove(a, b)
	pt := ta
	if p == b {
		pt = tb
	}
	p2 := dial(t, ts.url, pt)
	m := quietTile(t, p)
	u := p.move(m)
	if v := p2.want("update").(*protocol.Update); v.Step != u.Step || v.View == nil || p2.g.View.Pending() != p.g.View.Pending() {
		t.Fatalf("the seat's second connection was told %+v", v)
	}
	q.want("update")
	p2.refused(&protocol.Move{Step: u.Step, Move: m.String()}, protocol.ErrDuplicate)
	// the second one plays on; the first follows
	u2 := p2.move(game.PassMove())
	if v := p.want("update").(*protocol.Update); v.Step != u2.Step {
		t.Fatalf("the first connection was told %+v", v)
	}
}

// A game nobody is connected to leaves memory and comes back whole when a player connects; a
// starting server brings back only the games that go on without anyone (a bot's seat here).
func TestIdleGamesLeaveMemory(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	p, _ := toMove(a, b)
	p.move(quietTile(t, p))
	if _, err := client.Create(ctxFor(t), ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "bot", Level: "random"}}}); err != nil {
		t.Fatal(err)
	}
	a.c.Close()
	b.c.Close()
	// the connections' ends reach their handlers soon: until then the game stays
	if !poll.WithinEvery(10*time.Second, 10*time.Millisecond, func() bool { ts.sweep(0); return ts.Live() == 0 }) {
		t.Fatalf("%d games still in memory with nobody connected", ts.Live())
	}
	a2 := dial(t, ts.url, ta)
	if a2.g.Step != 1 || ts.Live() != 1 {
		t.Fatalf("back at step %d with %d games in memory", a2.g.Step, ts.Live())
	}
	b2 := dial(t, ts.url, tb)
	p, q := toMove(a2, b2)
	p.move(game.PassMove())
	q.want("update")
	ts.Close()
	ts2 := startServer(t, dir, 1e6)
	if ts2.Live() != 1 {
		t.Fatalf("a starting server holds %d games, not the one a bot plays in", ts2.Live())
	}
}

// A seat claimed on another server a moment ago, whose news has not reached this one yet: its
// hello is not refused on the copy behind (the claim is written here without its announcement,
// as when the notice is still on its way).
func TestHelloForASeatClaimedElsewhereJustNow(t *testing.T) {
	url := pgtest.Database(t)
	B := onPostgres(t, url)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, B.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	dial(t, B.url, ta) // B holds the game in memory, seat 1 free
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	token := "a-token-claimed-through-another-server-000000"
	if _, err := conn.Exec(ctx, `UPDATE seats SET name = 'Bo', token_hash = $1 WHERE game = $2 AND seat = 1`, tokenHash(token), ta.Game); err != nil {
		t.Fatal(err)
	}
	b := dial(t, B.url, protocol.Ticket{Game: ta.Game, Token: token})
	if b.g.Seat != 1 {
		t.Fatalf("welcomed to seat %d", b.g.Seat)
	}
}
