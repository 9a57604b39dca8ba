package server

import (
	"context"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/relay"
	"tigris/online/relay/natstest"
	"tigris/online/store/postgres"
	"tigris/online/store/postgres/pgtest"
)

// onRelay is a server on the database at url whose changes travel by the NATS server at nats.
func onRelay(t *testing.T, url, nats string) (*testServer, *relay.Store) {
	t.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	r, err := relay.Dial(nats, db.Origin())
	if err != nil {
		t.Fatal(err)
	}
	st := relay.NewStore(db, r)
	return startOn(t, st, Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6}), st
}

// Two servers on one database and one NATS server: a decision made through one reaches the
// players of the other from the message alone (neither reads the game again), a decision of a
// player of the server that does not own the game is made by its owner (its refusals told in
// words), who is connected travels the same way, an undo and chat are followed, and the database
// is never asked to NOTIFY.
func TestTwoServersShareGamesOverNATS(t *testing.T) {
	ns := natstest.Start(t)
	url := pgtest.Database(t)
	ctx := ctxFor(t)
	ear := listenTo(t, ctx, url)
	A, sa := onRelay(t, url, ns.URL)
	B, sb := onRelay(t, url, ns.URL)
	a, b, ta := seatedOnTwo(t, ctx, A, B)
	reads := sa.Reads() + sb.Reads()
	p, q := toMove(a, b)
	for _, m := range []game.Move{quietTile(t, p), game.PassMove()} {
		u := p.move(m)
		if v := q.want("update").(*protocol.Update); v.Step != u.Step || v.Seat != u.Seat || v.Move != u.Move {
			t.Fatalf("the other server told %+v for %+v", v, u)
		}
	}
	for q.g.View.Pending().Player != q.g.Seat {
		p.move(p.g.View.Sample(game.NewRNG(1), nil).LegalMoves()[0])
		q.want("update")
	}
	u := q.move(quietTile(t, q))
	if v := p.want("update").(*protocol.Update); v.Step != u.Step || v.Move != u.Move {
		t.Fatalf("the other server told %+v for %+v", v, u)
	}
	// p's server took the game at its first decision (nobody owned it); q's decisions were
	// forwarded to it and made there
	if got := sa.Answered() + sb.Answered(); got != 1 {
		t.Fatalf("%d decisions forwarded to the game's owner and made there, want q's 1", got)
	}
	// a refusal by the owner reaches the player of the other server in words
	if e := q.refused(&protocol.Move{Step: u.Step, Move: game.PassMove().String()}, protocol.ErrStale); e.Message == "" {
		t.Fatal("the owner's refusal came without its reason")
	}
	if got := sa.Reads() + sb.Reads(); got != reads {
		t.Fatalf("the servers read games %d times for %d decisions: a decision heard is applied from its message", got-reads, u.Step+1)
	}
	// an undo through one server is an undo for the other's players (read again: not a decision)
	q.send(&protocol.Undo{Step: q.g.Step})
	for _, s := range []*seat{q, p} {
		if d := s.want("undone").(*protocol.Undone); d.Step != u.Step {
			t.Fatalf("undone: %+v", d)
		}
	}
	if got := A.stored(t, ta.Game); got != u.Step {
		t.Fatalf("%d decisions stored after the undo to %d", got, u.Step)
	}
	// a chat line through one server is heard through the other
	p.send(&protocol.Chat{Text: "over NATS"})
	if c := q.want("chat").(*protocol.Chat); c.Text != "over NATS" {
		t.Fatalf("chat heard through the other server: %+v", c)
	}
	// p leaves: q is told, through the other server, that p's seat is away
	p.c.Close()
	for q.g.Seats[p.g.Seat].Connected {
		q.want("seats")
	}
	heardNothing(t, ctx, ear)
}

// lossy is a NATS relay a test cuts off as a partition does before its server knows: what it
// publishes meanwhile never arrives (it went to a link already dead); back is its link coming
// back, as NATS's Run tells it (the resync).
type lossy struct {
	*relay.NATS
	mu       sync.Mutex
	dropping bool
	resync   func()
}

func (l *lossy) Publish(m relay.Message) error {
	l.mu.Lock()
	drop := l.dropping
	l.mu.Unlock()
	if drop {
		return nil
	}
	return l.NATS.Publish(m)
}

func (l *lossy) Run(ctx context.Context, got func(relay.Message), resync func(), logf func(string, ...any)) {
	l.mu.Lock()
	l.resync = resync
	l.mu.Unlock()
	l.NATS.Run(ctx, got, resync, logf)
}

func (l *lossy) cut() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.dropping = true
}

func (l *lossy) back() {
	l.mu.Lock()
	l.dropping = false
	resync := l.resync
	l.mu.Unlock()
	resync()
}

// onLossyRelay is onRelay with a relay the test cuts off.
func onLossyRelay(t *testing.T, url, nats string) (*testServer, *lossy) {
	t.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	r, err := relay.Dial(nats, db.Origin())
	if err != nil {
		t.Fatal(err)
	}
	l := &lossy{NATS: r}
	return startOn(t, relay.NewStore(db, l), Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6}), l
}

// A decision and a chat line published by a server cut off from NATS before it knew (a
// partition: they went to a dead link) reach the other server's player once the link is back,
// though that server's link stayed up and no later message shows it a gap: the game then waits
// on that player, who would otherwise wait for ever.
func TestPublishedIntoACutIsCaughtUp(t *testing.T) {
	ns := natstest.Start(t)
	url := pgtest.Database(t)
	A, ra := onLossyRelay(t, url, ns.URL)
	B, rb := onLossyRelay(t, url, ns.URL)
	a, b, _ := seatedOnTwo(t, ctxFor(t), A, B)
	for _, s := range []*seat{a, b} {
		// a refusal answers only once the hello is served whole: its chat history is read before
		// anybody talks, so the line comes to q live or not at all
		s.refused(&protocol.Undo{Step: s.g.Step + 1}, protocol.ErrStale)
	}
	p, q := toMove(a, b)
	cut := map[*seat]*lossy{a: ra, b: rb}[p]
	cut.cut()
	// p's server takes the game at its first decision (nobody owns it) and makes it there
	u := p.move(game.PassMove())
	p.send(&protocol.Chat{Text: "into the cut"})
	p.wantChat(p.g.Seat, "into the cut")
	cut.back()
	if v := q.want("update").(*protocol.Update); v.Step != u.Step || v.Seat != u.Seat || v.Move != u.Move {
		t.Fatalf("after the link came back the other server told %+v for %+v", v, u)
	}
	q.wantChat(p.g.Seat, "into the cut")
}

// listenTo listens on the channel the servers announced on before NOTIFY was left.
func listenTo(t *testing.T, ctx context.Context, url string) *pgx.Conn {
	t.Helper()
	ear, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ear.Close(context.Background()) })
	if _, err := ear.Exec(ctx, `LISTEN `+postgres.Channel); err != nil {
		t.Fatal(err)
	}
	return ear
}

// heardNothing checks that ear heard no server: notifications come in the order of their
// commits, so the first one heard must be the test's own.
func heardNothing(t *testing.T, ctx context.Context, ear *pgx.Conn) {
	t.Helper()
	if _, err := ear.Exec(ctx, `SELECT pg_notify($1, 'the test')`, postgres.Channel); err != nil {
		t.Fatal(err)
	}
	n, err := ear.WaitForNotification(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if n.Payload != "the test" {
		t.Fatalf("a server notified %q: its changes travel by NATS", n.Payload)
	}
}

// seatedOnTwo creates a game of two people on A, joined through B, each seat connected to its
// server and shown the other connected.
func seatedOnTwo(t *testing.T, ctx context.Context, A, B *testServer) (a, b *seat, ta protocol.Ticket) {
	t.Helper()
	ta, err := client.Create(ctx, A.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, B.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	a, b = dial(t, A.url, ta), dial(t, B.url, tb)
	for _, s := range []*seat{a, b} {
		for !s.g.Seats[1-s.g.Seat].Connected {
			s.want("seats")
		}
	}
	return a, b, ta
}
