package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"tigris/online/store"
)

// RunControls checks a store.Controls: a game not started is cancelled (over, its code retired as
// cancelled), one with a decision is not; a new code replaces the old, which is remembered as
// revoked; a free invited seat becomes a bot's, a taken one does not; all of it read back.
func RunControls(t *testing.T, st store.Store) {
	ctx := context.Background()
	c, ok := store.As[store.Controls](st)
	if !ok {
		t.Fatalf("%T is not a store.Controls", st)
	}
	mk := func(id string) {
		g := &store.Game{ID: id, Code: "K" + id, Start: "p\n", Created: time.Now(),
			Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: []byte("ann")}, {Kind: "human"}, {Kind: "human"}}}
		if err := st.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	mk("ctl0")
	mk("ctl1")
	cancelling(t, ctx, st, c)
	recoding(t, ctx, st, c)
	seatingBots(t, ctx, st, c)
}

// cancelling: ctl0 is cancelled, ctl1 (given a decision) is not.
func cancelling(t *testing.T, ctx context.Context, st store.Store, c store.Controls) {
	if err := c.Cancel(ctx, "ctl0"); err != nil {
		t.Fatal(err)
	}
	g, err := st.Load(ctx, "ctl0")
	if err != nil || !g.Over {
		t.Fatalf("a cancelled game: over %v, %v", g != nil && g.Over, err)
	}
	if on, err := c.Cancelled(ctx, "ctl0"); err != nil || !on {
		t.Fatalf("Cancelled: %v %v", on, err)
	}
	if id, why, err := c.Retired(ctx, "Kctl0"); err != nil || id != "ctl0" || why != store.RetiredCancelled {
		t.Fatalf("the cancelled game's code: %q %q %v", id, why, err)
	}
	if err := c.Cancel(ctx, "ctl0"); !errors.Is(err, store.ErrStarted) {
		t.Fatalf("cancelled twice: %v", err)
	}
	if err := c.Cancel(ctx, "nogame"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no such game cancelled: %v", err)
	}
	if err := st.Append(ctx, "ctl1", store.Decision{Step: 0, Seat: 0, Move: "m", At: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if err := c.Cancel(ctx, "ctl1"); !errors.Is(err, store.ErrStarted) {
		t.Fatalf("a started game cancelled: %v", err)
	}
	if on, _ := c.Cancelled(ctx, "ctl1"); on {
		t.Fatal("a game refused cancelling reads as cancelled")
	}
}

// recoding: ctl1 gets a new code, the old one retired as revoked.
func recoding(t *testing.T, ctx context.Context, st store.Store, c store.Controls) {
	if err := c.Recode(ctx, "ctl1", "Kctl0"); !errors.Is(err, store.ErrCodeTaken) {
		t.Fatalf("a retired code given again: %v", err)
	}
	if err := c.Recode(ctx, "ctl1", "NEWctl1"); err != nil {
		t.Fatal(err)
	}
	if id, err := st.ByCode(ctx, "NEWctl1"); err != nil || id != "ctl1" {
		t.Fatalf("the new code: %q %v", id, err)
	}
	if _, err := st.ByCode(ctx, "Kctl1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the old code still finds the game: %v", err)
	}
	if id, why, err := c.Retired(ctx, "Kctl1"); err != nil || id != "ctl1" || why != store.RetiredRevoked {
		t.Fatalf("the revoked code: %q %q %v", id, why, err)
	}
	if _, _, err := c.Retired(ctx, "NEWctl1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a code in use reads as retired: %v", err)
	}
}

// seatingBots: ctl1's free seat 2 becomes a bot's; Ann's seat 0 and the bot's do not.
func seatingBots(t *testing.T, ctx context.Context, st store.Store, c store.Controls) {
	if err := c.SeatBot(ctx, "ctl1", 0, "medium"); !errors.Is(err, store.ErrSeatTaken) {
		t.Fatalf("a taken seat given to a bot: %v", err)
	}
	if err := c.SeatBot(ctx, "ctl1", 2, "medium"); err != nil {
		t.Fatal(err)
	}
	if err := c.SeatBot(ctx, "ctl1", 2, "hard"); !errors.Is(err, store.ErrSeatTaken) {
		t.Fatalf("a bot's seat given to a bot again: %v", err)
	}
	g, err := st.Load(ctx, "ctl1")
	if err != nil {
		t.Fatal(err)
	}
	if s := g.Seats[2]; s.Kind != "bot" || s.Level != "medium" || g.Seats[1].Kind != "human" || string(g.Seats[0].TokenHash) != "ann" {
		t.Fatalf("seats after SeatBot: %+v", g.Seats)
	}
	if err := st.Claim(ctx, "ctl1", 2, "Bo", []byte("bo")); !errors.Is(err, store.ErrSeatTaken) {
		t.Fatalf("a bot's seat claimed: %v", err)
	}
}
