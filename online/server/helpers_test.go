package server

import (
	"context"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// fakeClock moves only when a test says so, so turn limits are tested without waiting.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	at      time.Time
	f       func()
	stopped bool
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &fakeTimer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() {
		c.mu.Lock()
		t.stopped = true
		c.mu.Unlock()
	}
}

// Advance moves time on and runs the timers that fall due.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []func()
	keep := c.timers[:0]
	for _, t := range c.timers {
		switch {
		case t.stopped:
		case !t.at.After(c.now):
			due = append(due, t.f)
		default:
			keep = append(keep, t)
		}
	}
	c.timers = keep
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
}

type testServer struct {
	*Server
	url   string
	clock *fakeClock
	db    store.Store
}

// startServer runs a server on loopback over a fresh SQLite file; rate 0 keeps the defaults
// (with the fake clock the bucket then never refills).
func startServer(t *testing.T, dir string, rate float64) *testServer {
	t.Helper()
	return startServerAt(t, dir, rate, newFakeClock())
}

// startServerAt is startServer with the test's clock.
func startServerAt(t *testing.T, dir string, rate float64, clock *fakeClock) *testServer {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	db, err := sqlite.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return startOn(t, db, Config{Clock: clock, Rate: rate, Burst: rate})
}

// startOn runs a server of cfg on loopback over db, which it closes at the end.
func startOn(t *testing.T, db store.Store, cfg Config) *testServer {
	t.Helper()
	cfg.Store = db
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections()
		s.Close()
		hs.Close()
		db.Close()
	})
	clock, _ := cfg.Clock.(*fakeClock)
	return &testServer{Server: s, url: hs.URL, clock: clock, db: db}
}

func ctxFor(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// seat is a test's connection to one seat, following its game.
type seat struct {
	t    *testing.T
	c    *client.Conn
	g    client.Game
	got  []protocol.Message
	tok  string
	base string
}

func dial(t *testing.T, base string, tk protocol.Ticket) *seat {
	t.Helper()
	c, err := client.Dial(ctxFor(t), base, tk.Game, tk.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := &seat{t: t, c: c, tok: tk.Token, base: base}
	s.want("welcome")
	return s
}

// next reads one message (failing the test after the deadline).
func (s *seat) next() protocol.Message {
	s.t.Helper()
	// a guard against a hang only: bots playing out a resigned game on a busy machine are slow
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	m, err := s.c.Read(ctx)
	if err != nil {
		s.t.Fatalf("seat %d: reading: %v", s.g.Seat, err)
	}
	s.got = append(s.got, m)
	s.g.Apply(m)
	return m
}

// want reads messages until one of type typ, skipping presence (seats) messages.
func (s *seat) want(typ string) protocol.Message {
	s.t.Helper()
	for {
		m := s.next()
		if m.MsgType() == typ {
			return m
		}
		if m.MsgType() != "seats" {
			s.t.Fatalf("seat %d: wanted %s, got %s %+v", s.g.Seat, typ, m.MsgType(), m)
		}
	}
}

func (s *seat) send(m protocol.Message) {
	s.t.Helper()
	if err := s.c.Send(ctxFor(s.t), m); err != nil {
		s.t.Fatal(err)
	}
}

// refused sends m and expects an error of code.
func (s *seat) refused(m protocol.Message, code string) *protocol.Error {
	s.t.Helper()
	s.send(m)
	e := s.want("error").(*protocol.Error)
	if e.Code != code {
		s.t.Fatalf("seat %d: %s refused as %s (%s), not %s", s.g.Seat, m.MsgType(), e.Code, e.Message, code)
	}
	return e
}

// move makes a decision and reads its update.
func (s *seat) move(m game.Move) *protocol.Update {
	s.t.Helper()
	s.send(&protocol.Move{Step: s.g.Step, Move: m.String()})
	return s.want("update").(*protocol.Update)
}

// twoPlayers creates a game of the creator and one invited person, both connected.
func twoPlayers(t *testing.T, ts *testServer, extra ...protocol.SeatRequest) (a, b *seat, ta, tb protocol.Ticket) {
	t.Helper()
	ctx := ctxFor(t)
	seats := append([]protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}, extra...)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	tb, err = client.Join(ctx, ts.url, ta.Link, "Bo", -1) // the invitation link is a code too
	if err != nil {
		t.Fatal(err)
	}
	return dial(t, ts.url, ta), dial(t, ts.url, tb), ta, tb
}

// stored is how many decisions the store holds for the game.
func (ts *testServer) stored(t *testing.T, id string) int {
	g, err := ts.db.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return len(g.Decisions)
}

func twoPeople() protocol.CreateRequest {
	return protocol.CreateRequest{V: protocol.Version, Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}}
}
