package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"tigris/online/store"
)

// RunRatings checks a store.Ratings: a game's ratings are stored once; the accounts' ratings,
// game counts, histories (newest first) and the leaderboard (best first) follow.
func RunRatings(t *testing.T, st store.Store) {
	ctx := context.Background()
	rs, ok := store.As[store.Ratings](st)
	if !ok {
		t.Fatalf("%T is not a store.Ratings", st)
	}
	ac, _ := store.As[store.Accounts](st)
	at := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	for _, n := range []string{"ra", "rb", "rc"} {
		if err := ac.CreateAccount(ctx, store.Account{ID: n, Name: "N" + n, Skeleton: n, PassHash: "x", RecoveryHash: []byte("r"), Created: at}); err != nil {
			t.Fatal(err)
		}
	}
	if err := rs.Rate(ctx, "g1", []store.Rating{{Account: "ra", Rating: 1662, RD: 290, Vol: 0.06, Updated: at}, {Account: "rb", Rating: 1338, RD: 290, Vol: 0.06, Updated: at}}, []int{0, 1}); err != nil {
		t.Fatal(err)
	}
	if err := rs.Rate(ctx, "g1", []store.Rating{{Account: "ra", Rating: 1, RD: 1, Vol: 1, Updated: at}}, []int{0}); !errors.Is(err, store.ErrRated) {
		t.Fatalf("a game rated twice: %v", err)
	}
	later := at.Add(time.Hour)
	if err := rs.Rate(ctx, "g2", []store.Rating{{Account: "rc", Rating: 1700, RD: 290, Vol: 0.06, Updated: later}, {Account: "ra", Rating: 1600, RD: 250, Vol: 0.06, Updated: later}}, []int{0, 1}); err != nil {
		t.Fatal(err)
	}
	checkRatings(t, rs, at)
}

// checkRatings reads back what RunRatings stored.
func checkRatings(t *testing.T, rs store.Ratings, at time.Time) {
	t.Helper()
	ctx := context.Background()
	got, err := rs.RatingsOf(ctx, []string{"ra", "rb", "nobody"})
	if err != nil || len(got) != 2 || got["ra"].Rating != 1600 || got["ra"].Games != 2 || got["ra"].Name != "Nra" || got["rb"].Games != 1 {
		t.Fatalf("ratings: %+v %v", got, err)
	}
	h, err := rs.History(ctx, "ra", 10)
	if err != nil || len(h) != 2 || h[0].Game != "g2" || h[0].Rank != 1 || h[1].Game != "g1" || h[1].Rating != 1662 || !h[1].At.Equal(at) {
		t.Fatalf("history: %+v %v", h, err)
	}
	lb, err := rs.Leaderboard(ctx, 2)
	if err != nil || len(lb) != 2 || lb[0].Account != "rc" || lb[1].Account != "ra" {
		t.Fatalf("leaderboard: %+v %v", lb, err)
	}
}
