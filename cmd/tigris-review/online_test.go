package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server"
	"tigris/online/store/sqlite"
)

// An online game played to its end on a real server on loopback: until the end every view the
// server sent a seat is exactly that seat's view of the game (no tile of the other's hand, nothing
// of the bag, no point of the other's), then the end reveals the whole record, and that record,
// downloaded as a file, is what tigris-review reviews, each seat under its player's name.
func TestReviewOfAnOnlineRecord(t *testing.T) {
	seats := playOnline(t)
	rec, err := game.Unmarshal([]byte(seats[0].end.Record))
	if err != nil || !rec.State().Over() || seats[1].end.Record != seats[0].end.Record {
		t.Fatalf("the record revealed at the end is not the whole game: %v", err)
	}
	for i, s := range seats {
		s.check(t, i, rec)
	}
	path := filepath.Join(t.TempDir(), "online.save")
	if err := os.WriteFile(path, []byte(seats[0].end.Record), 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runReview(t, "-iterations", "30", path)
	if code != 0 {
		t.Fatalf("status %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	for i, l := range lines[len(lines)-2:] {
		if m := seatLine.FindStringSubmatch(l); m == nil || m[1] != rec.Start().Player(i).Dynasty.String() || m[2] == "0" {
			t.Fatalf("%q is not seat %d's line:\n%s", l, i, out)
		}
	}
	if !strings.Contains(out, "Ann (") || !strings.Contains(out, "Bo (") {
		t.Fatalf("the players' names are not in the review:\n%s", out)
	}
}

// onlineSeat is what one seat of an online game received: its views (with the decisions made when
// each came), how many messages, which of them was the end, and the end.
type onlineSeat struct {
	mu     sync.Mutex
	views  []seenView
	count  int
	overAt int
	end    *protocol.Over
	err    error
}

type seenView struct {
	step int // decisions made when it came
	view []byte
}

// take keeps what a message tells of the game.
func (s *onlineSeat) take(m protocol.Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.count++
	switch m := m.(type) {
	case *protocol.Over:
		if s.overAt == 0 {
			s.overAt = s.count
		}
	case *protocol.Update:
		b, _ := json.Marshal(m.View)
		s.views = append(s.views, seenView{step: m.Step + 1, view: b})
	case *protocol.Welcome:
		b, _ := json.Marshal(m.View)
		s.views = append(s.views, seenView{step: m.Step, view: b})
	}
}

// check fails unless the end came last and every view sent before it was exactly seat's own view
// of the game rec at that point.
func (s *onlineSeat) check(t *testing.T, seat int, rec *game.Record) {
	t.Helper()
	if s.err != nil || s.end == nil || s.overAt != s.count {
		t.Fatalf("seat %d: %v; the end came as message %d of %d", seat, s.err, s.overAt, s.count)
	}
	if len(s.views) < len(rec.Moves())/2 {
		t.Fatalf("seat %d saw %d views of %d decisions", seat, len(s.views), len(rec.Moves()))
	}
	for _, v := range s.views {
		st, err := rec.Replay(v.step)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(st.ViewFor(seat))
		if string(want) != string(v.view) || strings.Contains(string(v.view), `"bag"`) {
			t.Fatalf("seat %d after %d decisions was sent more or other than its view:\n%s\nits view:\n%s", seat, v.step, v.view, want)
		}
	}
}

// playOnline plays a game of Ann (a Medium bot) against Bo (an Easy one) on a real server on
// loopback, each seat a client of its own, and returns what each seat received.
func playOnline(t *testing.T) []*onlineSeat {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: db, Rate: 1000, Burst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer func() { hs.CloseClientConnections(); srv.Close(); hs.Close(); db.Close() }()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, hs.URL, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := client.Join(ctx, hs.URL, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	seats := []*onlineSeat{{}, {}}
	var wg sync.WaitGroup
	for seat, tk := range []protocol.Ticket{ann, bo} {
		bot := ai.New(ai.Medium-ai.Level(seat), uint64(seat+1))
		p := &client.Player{Base: hs.URL, GameID: tk.Game, Token: tk.Token, Choose: bot.Choose, OnMessage: seats[seat].take}
		wg.Add(1)
		go func() {
			defer wg.Done()
			seats[seat].end, seats[seat].err = p.Run(ctx)
		}()
	}
	wg.Wait()
	return seats
}
