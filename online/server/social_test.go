package server

import (
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/chat"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// watch connects as a spectator with a watch link's key.
func watch(t *testing.T, base string, l protocol.WatchLink) *seat {
	t.Helper()
	c, err := client.DialWatch(ctxFor(t), base, l.Game, l.Key, -1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := &seat{t: t, c: c, base: base}
	if w := s.want("welcome").(*protocol.Welcome); w.Seat != game.Spectator || !w.View.IsSpectator() || w.Code != "" {
		t.Fatalf("a spectator's welcome: seat %d, code %q", w.Seat, w.Code)
	}
	return s
}

// wantChat reads up to the next chat line (skipping seats and muted messages) and checks it.
func (s *seat) wantChat(from int, text string) *protocol.Chat {
	s.t.Helper()
	for {
		m := s.next()
		switch m := m.(type) {
		case *protocol.Chat:
			if m.Seat != from || m.Text != text {
				s.t.Fatalf("seat %d heard %d say %q, want %d say %q", s.g.Seat, m.Seat, m.Text, from, text)
			}
			return m
		case *protocol.Seats, *protocol.Muted:
		default:
			s.t.Fatalf("seat %d: wanted a chat line, got %s %+v", s.g.Seat, m.MsgType(), m)
		}
	}
}

// The chat on SQLite: a line reaches both seats and spectators as text, markup and all; what is
// not one line of text, too long or too fast is refused in words; a muted seat is not heard; the
// lines are kept with the game and read again after a restart.
func TestChatSQLite(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	ta, bTok := chatAndMute(t, ts)
	ts.Close()
	again := startServer(t, dir, 1e6)
	a := dial(t, again.url, ta)
	a.wantChat(0, "<b>good</b> luck & \"fun\"")
	for c := a.g.Chat[len(a.g.Chat)-1]; c.Text != "quiet here"; c = a.g.Chat[len(a.g.Chat)-1] {
		if !c.Earlier {
			t.Fatalf("after a restart the history holds %+v", c)
		}
		a.next()
	}
	if len(a.g.Chat) != 7 {
		t.Fatalf("after a restart the chat holds %d lines, want the 7 said", len(a.g.Chat))
	}
	// Bo's mute of Ann is kept with the game: after the restart Bo still does not hear her
	b := dial(t, again.url, protocol.Ticket{Game: ta.Game, Token: bTok})
	b.wantChat(1, "quiet here")
	if m, ok := b.next().(*protocol.Muted); !ok || len(m.Seats) != 1 || m.Seats[0] != 0 {
		t.Fatalf("Bo's mutes after a restart: %+v", m)
	}
	again.clock.Advance(time.Minute)
	a.send(&protocol.Chat{Text: "still muted?"})
	a.wantChat(0, "still muted?")
	b.send(&protocol.Chat{Text: "yes"})
	b.wantChat(1, "yes")
}

// The same on PostgreSQL.
func TestChatPostgres(t *testing.T) {
	chatAndMute(t, onPostgres(t, pgtest.Database(t)))
}

func chatAndMute(t *testing.T, ts *testServer) (protocol.Ticket, string) {
	a, b, ta, tb := twoPlayers(t, ts)
	l, err := client.WatchLink(ctxFor(t), ts.url, ta.Game, ta.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	w := watch(t, ts.url, l)
	ctx := ctxFor(t)
	line := "<b>good</b> luck & \"fun\""
	if err := a.c.Say(ctx, "  "+line+" "); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*seat{a, b, w} {
		if c := s.wantChat(0, line); c.Name != "Ann" || c.Earlier {
			t.Fatalf("the line as heard: %+v", c)
		}
	}
	for _, bad := range []string{"two\nlines", "hidden\u202eturn", strings.Repeat("x", chat.MaxRunes+1), "   "} {
		if e := b.refused(&protocol.Chat{Text: bad}, protocol.ErrBadMessage); strings.Contains(e.Message, "Go") || e.Message == "" {
			t.Fatalf("%q refused as %q", bad, e.Message)
		}
	}
	// the pace: a burst, then a wait (the test's clock stands still)
	for i := 1; i < chat.Burst; i++ {
		a.send(&protocol.Chat{Text: "hi"})
		a.wantChat(0, "hi")
	}
	if e := a.refused(&protocol.Chat{Text: "one more"}, protocol.ErrRate); !strings.Contains(e.Message, "wait") {
		t.Fatalf("too fast: %q", e.Message)
	}
	for i := 1; i < chat.Burst; i++ {
		b.wantChat(0, "hi")
		w.wantChat(0, "hi")
	}
	// a spectator says nothing
	w.refused(&protocol.Chat{Text: "hello"}, protocol.ErrBadMessage)
	b.send(&protocol.Mute{Seat: 0, Mute: true})
	for {
		if m, ok := b.next().(*protocol.Muted); ok {
			if len(m.Seats) != 1 || m.Seats[0] != 0 {
				t.Fatalf("muted: %+v", m)
			}
			break
		}
	}
	ts.clock.Advance(time.Minute)
	a.send(&protocol.Chat{Text: "you cannot hear me"})
	a.wantChat(0, "you cannot hear me")
	b.send(&protocol.Chat{Text: "quiet here"})
	b.wantChat(1, "quiet here") // not Ann's line first: muted
	a.wantChat(1, "quiet here")
	b.refused(&protocol.Mute{Seat: 1, Mute: true}, protocol.ErrBadMessage)
	// a seat connecting again hears the history, without the muted seat's lines
	b2 := dial(t, ts.url, protocol.Ticket{Game: ta.Game, Token: b.tok})
	if b2.wantChat(1, "quiet here"); !b2.g.Chat[0].Earlier || len(b2.g.Chat) != 1 {
		t.Fatalf("the history heard again: %+v", b2.g.Chat)
	}
	if m, ok := b2.next().(*protocol.Muted); !ok || len(m.Seats) != 1 {
		t.Fatalf("after the history: %+v, want whom the seat muted", m)
	}
	return ta, tb.Token
}
