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
	var mu sync.Mutex
	views := [2][]seenView{}
	overAt := [2]int{-1, -1} // the message the end came in
	count := [2]int{}
	var wg sync.WaitGroup
	ends := make([]*protocol.Over, 2)
	errs := make([]error, 2)
	for seat, tk := range []protocol.Ticket{ann, bo} {
		bot := ai.New(ai.Medium-ai.Level(seat), uint64(seat+1)) // Ann a Medium, Bo an Easy
		p := &client.Player{Base: hs.URL, GameID: tk.Game, Token: tk.Token, Choose: bot.Choose}
		p.OnMessage = func(m protocol.Message) {
			mu.Lock()
			defer mu.Unlock()
			count[seat]++
			if _, ok := m.(*protocol.Over); ok && overAt[seat] < 0 {
				overAt[seat] = count[seat]
			}
			switch m := m.(type) {
			case *protocol.Update:
				b, _ := json.Marshal(m.View)
				views[seat] = append(views[seat], seenView{step: m.Step + 1, view: b})
			case *protocol.Welcome:
				b, _ := json.Marshal(m.View)
				views[seat] = append(views[seat], seenView{step: m.Step, view: b})
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			ends[seat], errs[seat] = p.Run(ctx)
		}()
	}
	wg.Wait()
	for seat := range ends {
		if errs[seat] != nil || ends[seat] == nil {
			t.Fatalf("seat %d: %v", seat, errs[seat])
		}
		if overAt[seat] != count[seat] {
			t.Fatalf("seat %d: the end came as message %d of %d", seat, overAt[seat], count[seat])
		}
	}
	rec, err := game.Unmarshal([]byte(ends[0].Record))
	if err != nil || !rec.State().Over() || ends[1].Record != ends[0].Record {
		t.Fatalf("the record revealed at the end is not the whole game: %v", err)
	}
	checkSeatViews(t, rec, views)
	path := filepath.Join(t.TempDir(), "online.save")
	if err := os.WriteFile(path, []byte(ends[0].Record), 0o644); err != nil {
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

// seenView is a view a seat was sent, with the decisions made when it came.
type seenView struct {
	step int
	view []byte
}

// checkSeatViews checks that every view each seat was sent is exactly its view of the game rec
// after the decisions made then (no tile of the other's hand, nothing of the bag).
func checkSeatViews(t *testing.T, rec *game.Record, views [2][]seenView) {
	t.Helper()
	for seat := range views {
		if len(views[seat]) < len(rec.Moves())/2 {
			t.Fatalf("seat %d saw %d views of %d decisions", seat, len(views[seat]), len(rec.Moves()))
		}
		for _, v := range views[seat] {
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
}
