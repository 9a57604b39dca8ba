package server

import (
	"testing"

	"tigris/online/client"
	"tigris/online/metrics"
	"tigris/online/protocol"
	"tigris/online/store/sqlite"
)

// The server as tigris-server runs it, its store wrapped by the operator's metrics: the chat,
// the watch links, the lobby, accounts and ratings are still found behind the wrapper.
func TestPlaceBehindTheMetrics(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ts := startOn(t, metrics.New().Store(db), Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6})
	ctx := ctxFor(t)
	a, b, ta, _ := twoPlayers(t, ts)
	a.send(&protocol.Chat{Text: "hello"})
	b.wantChat(0, "hello")
	if _, err := client.WatchLink(ctx, ts.url, ta.Game, ta.Token, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Create(ctx, ts.url, protocol.CreateRequest{Public: true, Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}}); err != nil {
		t.Fatal(err)
	}
	if l, err := client.Lobby(ctx, ts.url); err != nil || len(l.Games) != 1 {
		t.Fatalf("the lobby: %+v %v", l, err)
	}
	if _, err := client.SignUp(ctx, ts.url, "Eve", "a long password", "desk"); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Leaderboard(ctx, ts.url); err != nil {
		t.Fatal(err)
	}
}
