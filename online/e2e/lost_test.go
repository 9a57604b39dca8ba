package e2e

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
)

// The data folder of a running server process deleted: the next decision is refused with the
// reason and changes nothing, new games are refused, /readyz turns 503, and the log says so.
func TestDataFolderDeletedStopsDecisions(t *testing.T) {
	bin, _ := binaries(t)
	data := t.TempDir() + "/data"
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", data)
	url := srv.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, url, protocol.CreateRequest{V: 1, Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, url, tk.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	seats, games := connectAll(t, ctx, url, tk, tb)
	if status(t, url+"/readyz") != 200 {
		t.Fatal("/readyz before the loss")
	}
	if err := os.RemoveAll(data); err != nil {
		t.Fatal(err)
	}
	i := 0
	if !games[0].MyDecision() {
		i = 1
	}
	mv := ai.New(ai.Random, 1).Choose(games[i].View)
	if err := seats[i].Send(ctx, &protocol.Move{Step: games[i].Step, Move: mv.String()}); err != nil {
		t.Fatal(err)
	}
	refusedAsLost(t, ctx, seats[i])
	if _, err := client.Create(ctx, url, protocol.CreateRequest{V: 1, Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}}); err == nil || !strings.Contains(err.Error(), "lost its data folder") {
		t.Fatalf("a new game after the loss: %v", err)
	}
	if _, err := client.Join(ctx, url, tk.Code, "Cy", -1); err == nil || !strings.Contains(err.Error(), "lost its data folder") {
		t.Fatalf("joining after the loss: %v", err)
	}
	if code := status(t, url+"/readyz"); code != 503 {
		t.Fatalf("/readyz after the loss: %d", code)
	}
	poll.Until(t, 5*time.Second, "the loss logged", func() bool {
		srv.mu.Lock()
		defer srv.mu.Unlock()
		return strings.Contains(srv.stderr.String(), "DATA LOST")
	})
}

// connectAll connects every ticket's seat and reads each until it has the game's view.
func connectAll(t *testing.T, ctx context.Context, url string, tks ...protocol.Ticket) ([]*client.Conn, []*client.Game) {
	t.Helper()
	var seats []*client.Conn
	var games []*client.Game
	for _, k := range tks {
		c, err := client.Dial(ctx, url, k.Game, k.Token, -1)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		g := &client.Game{}
		for g.View == nil {
			m, err := c.Read(ctx)
			if err != nil {
				t.Fatal(err)
			}
			g.Apply(m)
		}
		seats, games = append(seats, c), append(games, g)
	}
	return seats, games
}

// refusedAsLost reads c until its decision is refused for the lost data folder (an update
// instead fails the test).
func refusedAsLost(t *testing.T, ctx context.Context, c *client.Conn) {
	t.Helper()
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := m.(*protocol.Update); ok {
			t.Fatal("a decision was taken into a deleted data folder")
		}
		if e, ok := m.(*protocol.Error); ok {
			if e.Code != protocol.ErrInternal || !strings.Contains(e.Message, "lost its data folder") {
				t.Fatalf("refused as %+v", e)
			}
			return
		}
	}
}
