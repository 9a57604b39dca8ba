//go:build !js

package remote

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server"
	"tigris/online/server/servertest"
	"tigris/online/store/sqlite"
	"tigris/scenes/session"
)

// twoPeople makes a game of Ann (this session's seat) and Bo, who joins and stays connected
// through a client of his own until the test ends.
func twoPeople(t *testing.T, base string) (ann protocol.Ticket, bo *client.Conn) {
	t.Helper()
	ann = create(t, base, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	tb, err := client.Join(ctx, base, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	bo, err = client.Dial(ctx, base, tb.Game, tb.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bo.Close() })
	go func() { // Bo reads on (his socket stays answered) until it closes
		for {
			if _, err := bo.Read(ctx); err != nil {
				return
			}
		}
	}()
	return ann, bo
}

// Hint answers in an online game where the host thinks in the frames' slices (the browser): the
// hint's bot is given the frames' time by the session's Poll.
func TestHintAnswersInSlices(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Ann", Dynasty: "archer"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token, Sliced: true})
	defer s.Close()
	until(t, s, "this seat's decision", s.HumanToDecide)
	hint := s.StartHint()
	var got bool
	until(t, s, "the hint", func() bool {
		select {
		case m, ok := <-hint:
			if !ok {
				t.Fatal("the hint was refused")
			}
			got = s.State().Legal(m) == nil
			return true
		default:
			return false
		}
	})
	if !got {
		t.Fatal("the hint is not a legal decision")
	}
}

// A game given up ends on screen: with two players, the one who resigns loses, and the session
// says so (the rules never ended the game, so the board cannot); opened again after a restart of
// the screen, it says so again.
func TestResignedGameShowsItsEnd(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk, _ := twoPeople(t, base)
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "the game to arrive", s.Arrived)
	if s.EndWords() != "" {
		t.Fatalf("a game under way ends: %q", s.EndWords())
	}
	if err := s.Resign(); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the end", func() bool { return s.Over() != nil })
	want := "The game is over: Ann resigned · Bo wins"
	if got := s.EndWords(); got != want {
		t.Fatalf("the end says %q, want %q", got, want)
	}
	if got := s.Resigned(); len(got) != 1 || got[0] != 0 {
		t.Fatalf("resigned seats %v, want Ann's (0)", got)
	}
	s.Close()
	again := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer again.Close()
	until(t, again, "the end, opened again", func() bool { return again.Arrived() && again.Over() != nil })
	if got := again.EndWords(); got != want {
		t.Fatalf("opened again, the end says %q, want %q", got, want)
	}
}

// A lost connection is said in a player's words (never Go's), in the log's last line and the
// banner, and nobody is shown here while it is lost.
func TestLostConnectionInWords(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	srv, err := server.New(server.Config{Store: db})
	if err != nil {
		t.Fatal(err)
	}
	// the sockets, kept to cut them as a machine that went away would: the server's own Close
	// says goodbye, which is not what this test is about
	var mu sync.Mutex
	var sockets []net.Conn
	hs := httptest.NewUnstartedServer(srv.Handler())
	hs.Config.ConnState = func(c net.Conn, st http.ConnState) {
		if st == http.StateHijacked {
			mu.Lock()
			sockets = append(sockets, c)
			mu.Unlock()
		}
	}
	hs.Start()
	tk, _ := twoPeople(t, hs.URL)
	s := Dial(Config{Base: hs.URL, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "both here", func() bool {
		return s.Arrived() && s.Connected(0) && s.Connected(1) && strings.HasSuffix(s.SeatLabel(1), "· here")
	})
	if s.Lost() != "" {
		t.Fatalf("connected, the banner says %q", s.Lost())
	}
	// the listener first, so no reconnection can slip in between the cut and the server's end
	hs.Listener.Close()
	hs.CloseClientConnections()
	mu.Lock()
	for _, c := range sockets {
		c.Close()
	}
	mu.Unlock()
	srv.Close()
	hs.Close()
	until(t, s, "the connection lost", func() bool { return s.Problem() != "" })
	log := s.Log()
	last := log[len(log)-1]
	if last != "Connection lost — reconnecting…" || s.Lost() != last {
		t.Fatalf("the log ends %q, the banner says %q", last, s.Lost())
	}
	for _, words := range []string{s.Problem(), last} {
		for _, goWords := range []string{"dial", "tcp", "refused", "EOF", "websocket", "127.0.0.1"} {
			if strings.Contains(strings.ToLower(words), strings.ToLower(goWords)) {
				t.Fatalf("Go's words shown to the player: %q", words)
			}
		}
	}
	for p := range 2 {
		if s.Connected(p) || !strings.HasSuffix(s.SeatLabel(p), "· away") {
			t.Fatalf("cut off, seat %d is shown %q", p, s.SeatLabel(p))
		}
	}
}

// The log opens as a local game's does, with who begins, how many play and the map, from the
// first moment and at the end alike (where the whole game is known).
func TestLogOpensWithWhoBegins(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "the game to arrive", s.Arrived)
	first := s.Log()[0]
	if !strings.Contains(first, " begins · 2 players · standard map") {
		t.Fatalf("the log opens with %q", first)
	}
	play(t, s, 0)
	names := []string{s.Name(0), s.Name(1)}
	want := session.Opening(s.Record().Start(), names)
	if got := s.Log()[0]; got != want || first != want {
		t.Fatalf("the log opened with %q and ends opening with %q; the game began %q", first, got, want)
	}
}

// A refusal goes into the log in the server's words, without its code.
func TestRefusalLoggedInWords(t *testing.T) {
	s := &Session{outbox: outbox{waiting: -1}}
	s.take(&protocol.Error{Code: protocol.ErrStale, Message: "that decision came after another"}, time.Now())
	if got := s.log[len(s.log)-1]; got != "The server refused: that decision came after another" {
		t.Fatalf("the log says %q", got)
	}
}
