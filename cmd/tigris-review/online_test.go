package main

import (
	"context"
	"encoding/json"
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
	"tigris/online/server/servertest"
)

// An online game played to its end on a real server on loopback: until the end every view the
// server sent a seat is exactly that seat's view of the game (no tile of the other's hand, nothing
// of the bag, no point of the other's), then the end reveals the whole record, and that record,
// downloaded as a file, is what tigris-review reviews, each seat under its player's name.
func TestReviewOfAnOnlineRecord(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	ann, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := client.Join(ctx, base, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	seats := [2]*seatSeen{{}, {}}
	var wg sync.WaitGroup
	for seat, tk := range []protocol.Ticket{ann, bo} {
		bot := ai.New(ai.Medium-ai.Level(seat), uint64(seat+1)) // Ann a Medium, Bo an Easy
		p := &client.Player{Base: base, GameID: tk.Game, Token: tk.Token, Choose: bot.Choose, OnMessage: seats[seat].heard}
		wg.Add(1)
		go func() {
			defer wg.Done()
			seats[seat].end, seats[seat].err = p.Run(ctx)
		}()
	}
	wg.Wait()
	rec := revealedAtTheEnd(t, seats)
	for seat, s := range seats {
		s.onlyItsViews(t, seat, rec)
	}
	reviewed(t, seats[0].end.Record, rec)
}

// seatSeen is what a seat was sent: each view (with the decisions made when it came), and where
// in its messages the end came.
type seatSeen struct {
	mu     sync.Mutex
	views  []viewSeen
	count  int
	overAt int // the message the end came in (0: none)
	end    *protocol.Over
	err    error
}

type viewSeen struct {
	step int // decisions made when it came
	view []byte
}

func (s *seatSeen) heard(m protocol.Message) {
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
		s.views = append(s.views, viewSeen{step: m.Step + 1, view: b})
	case *protocol.Welcome:
		b, _ := json.Marshal(m.View)
		s.views = append(s.views, viewSeen{step: m.Step, view: b})
	}
}

// revealedAtTheEnd checks both seats' games ended with the end as their last message, revealing
// the same whole record, and returns it.
func revealedAtTheEnd(t *testing.T, seats [2]*seatSeen) *game.Record {
	t.Helper()
	for seat, s := range seats {
		if s.err != nil || s.end == nil {
			t.Fatalf("seat %d: %v", seat, s.err)
		}
		if s.overAt != s.count {
			t.Fatalf("seat %d: the end came as message %d of %d", seat, s.overAt, s.count)
		}
	}
	rec, err := game.Unmarshal([]byte(seats[0].end.Record))
	if err != nil || !rec.State().Over() || seats[1].end.Record != seats[0].end.Record {
		t.Fatalf("the record revealed at the end is not the whole game: %v", err)
	}
	return rec
}

// onlyItsViews checks every view the seat was sent is exactly its view of the game then.
func (s *seatSeen) onlyItsViews(t *testing.T, seat int, rec *game.Record) {
	t.Helper()
	if len(s.views) < len(rec.Moves())/2 {
		t.Fatalf("seat %d saw %d views of %d decisions", seat, len(s.views), len(rec.Moves()))
	}
	for _, v := range s.views {
		st, err := rec.Replay(v.step)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(st.ViewFor(seat))
		if string(want) != string(v.view) {
			t.Fatalf("seat %d after %d decisions was sent more or other than its view:\n%s\nits view:\n%s", seat, v.step, v.view, want)
		}
		if strings.Contains(string(v.view), `"bag"`) {
			t.Fatalf("a view holds the bag: %s", v.view)
		}
	}
}

// reviewed runs tigris-review on the record kept as a file: a line for each seat under its
// dynasty, the players' names in the review.
func reviewed(t *testing.T, record string, rec *game.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "online.save")
	if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
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
