package client_test

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
)

func ctxFor(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// cutter stands between the client and the server on loopback and can cut every connection
// through it at once, as a dropped network or a restarted server does.
type cutter struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
	cuts  int
}

func newCutter(t *testing.T, upstream string) (*cutter, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	target := strings.TrimPrefix(upstream, "http://")
	c := &cutter{ln: ln}
	go func() {
		for {
			down, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				down.Close()
				continue
			}
			c.mu.Lock()
			c.conns = append(c.conns, down, up)
			c.mu.Unlock()
			go func() { io.Copy(up, down); up.Close() }()
			go func() { io.Copy(down, up); down.Close() }()
		}
	}()
	t.Cleanup(func() { ln.Close(); c.cut() })
	return c, "http://" + ln.Addr().String()
}

func (c *cutter) cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, n := range c.conns {
		n.Close()
	}
	c.conns = nil
	c.cuts++
}

// Create, Join and Mine: the creator's ticket, the invited person's seat, and how both games
// stand, names as each gave it.
func TestCreateJoinMine(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, base, protocol.CreateRequest{Map: "advanced", Options: []string{"buildings"},
		Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}, {Kind: "bot", Level: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	if ta.Code == "" || ta.Token == "" || ta.Seat != 0 {
		t.Fatalf("the creator's ticket: %+v", ta)
	}
	tb, err := client.Join(ctx, base, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Game != ta.Game || tb.Seat != 1 || tb.Token == ta.Token {
		t.Fatalf("the joiner's ticket %+v, the creator's %+v", tb, ta)
	}
	m, err := client.Mine(ctx, base, []string{ta.Token, tb.Token})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Games) != 2 {
		t.Fatalf("mine: %+v", m)
	}
	for _, g := range m.Games {
		if g.Game != ta.Game || len(g.Names) != 3 || g.Names[0] != "Anna" || g.Names[1] != "Bo" || g.Over {
			t.Fatalf("a game of mine: %+v", g)
		}
	}
	welcomed(t, ctx, base, tb)
}

// welcomed checks a seat's connection: a welcome with the seat's view of the advanced map.
func welcomed(t *testing.T, ctx context.Context, base string, tb protocol.Ticket) {
	t.Helper()
	c, err := client.Dial(ctx, base, tb.Game, tb.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var g client.Game
	for g.View == nil {
		msg, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(msg); err != nil {
			t.Fatal(err)
		}
	}
	if g.Seat != 1 || len(g.Seats) != 3 || g.View.Options.Map != game.AdvancedMap {
		t.Fatalf("welcome: seat %d, %d seats, map %v", g.Seat, len(g.Seats), g.View.Options.Map)
	}
}

// What the server refuses comes back as a Refused with its code and words, never as a bare
// HTTP status; a server that is not there is an error too.
func TestRefusals(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	refused := func(err error, code string) {
		t.Helper()
		var r *client.Refused
		if !errors.As(err, &r) || r.Code != code || r.Message == "" {
			t.Fatalf("got %v, want a refusal %q", err, code)
		}
	}
	_, err := client.Join(ctx, base, "NOSUCH", "Bo", -1)
	refused(err, protocol.ErrNotFound)
	_, err = client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "human"}, {Kind: "human"}}})
	refused(err, protocol.ErrBadMessage)
	ta, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "bot", Level: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = client.Join(ctx, base, ta.Code, "Bo", -1)
	refused(err, protocol.ErrFull)

	// a wrong token: the server says why and closes
	c, err := client.Dial(ctx, base, ta.Game, "not-the-token", -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var g client.Game
	msg, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	refused(g.Apply(msg), protocol.ErrAuth)

	// a decision for a step that is not the game's
	c2, err := client.Dial(ctx, base, ta.Game, ta.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	for g.View == nil {
		msg, err := c2.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(msg)
	}
	if err := c2.Send(ctx, &protocol.Move{Step: g.Step + 5, Move: "pass"}); err != nil {
		t.Fatal(err)
	}
	for {
		msg, err := c2.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(msg); err != nil {
			refused(err, protocol.ErrStale)
			break
		}
	}

	// nobody listening
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "http://" + ln.Addr().String()
	ln.Close()
	if _, err := client.Mine(ctx, gone, []string{ta.Token}); err == nil {
		t.Fatal("a server that is not there answered")
	}
	if _, err := client.Dial(ctx, gone, ta.Game, ta.Token, -1); err == nil {
		t.Fatal("a server that is not there was dialled")
	}
}

// Two players play a whole game through a connection the test cuts three times mid-game: each
// connects again saying the last step it saw, decides on, and both see the same end with every
// decision they were told was applied in its record.
func TestPlayThroughDrops(t *testing.T) {
	base := servertest.Start(t)
	cut, via := newCutter(t, base)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, via, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, via, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	highest := 0
	welcomes := 0
	ends := make(chan *protocol.Over, 2)
	errs := make(chan error, 2)
	for i, tk := range []protocol.Ticket{ta, tb} {
		bot := ai.New(ai.Random, uint64(7+i))
		p := &client.Player{Base: via, GameID: tk.Game, Token: tk.Token, Retry: 20 * time.Second,
			Choose: func(v *game.View) game.Move { return bot.Choose(v) }}
		p.OnMessage = func(m protocol.Message) {
			mu.Lock()
			defer mu.Unlock()
			switch m := m.(type) {
			case *protocol.Welcome:
				welcomes++
			case *protocol.Update:
				highest = max(highest, m.Step)
			}
		}
		go func() {
			o, err := p.Run(ctx)
			if err != nil {
				errs <- err
				return
			}
			ends <- o
		}()
	}
	// cut at steps 10, 30 and 60, each once the players have come back
	for _, at := range []int{10, 30, 60} {
		poll.Until(t, 30*time.Second, "the game to go on", func() bool {
			mu.Lock()
			defer mu.Unlock()
			return highest >= at
		})
		cut.cut()
	}
	var records []string
	for range 2 {
		select {
		case o := <-ends:
			records = append(records, o.Record)
		case err := <-errs:
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("the game did not finish")
		}
	}
	if records[0] == "" || records[0] != records[1] {
		t.Fatalf("the two ends differ:\n%s\n%s", records[0], records[1])
	}
	mu.Lock()
	defer mu.Unlock()
	// two welcomes a seat at the start, and at least one more each cut
	if welcomes < 2+2*3 {
		t.Fatalf("%d welcomes for 3 cuts: the players did not connect again", welcomes)
	}
	if _, err := game.Unmarshal([]byte(records[0])); err != nil {
		t.Fatalf("the record: %v", err)
	}
}
