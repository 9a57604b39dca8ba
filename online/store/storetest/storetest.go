// Package storetest is the contract every Store keeps, run against each implementation.
package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"tigris/online/store"
)

// Run checks a fresh, empty store: each part of the contract a subtest, in order, on the same
// store (each goes on from what the ones before stored).
func Run(t *testing.T, st store.Store) {
	ctx := context.Background()
	g := &store.Game{ID: "g1", Code: "ABCDEFGH", Seed: 1<<63 + 5, Start: "position\n", TurnLimit: 60, TimeoutLevel: "easy",
		Created: time.Now(), Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: []byte("h0")}, {Kind: "human"}, {Kind: "bot", Level: "hard"}}}
	for _, part := range []struct {
		name string
		run  func(t *testing.T, ctx context.Context, st store.Store, g *store.Game)
	}{
		{"create", create}, {"one writer of a step", oneWriter}, {"undo", undo}, {"claim", claim},
		{"load", load}, {"lookups", lookups}, {"unattended and finished", unattended}, {"rematch", rematch},
	} {
		if !t.Run(part.name, func(t *testing.T) { part.run(t, ctx, st, g) }) {
			return
		}
	}
}

// create stores a game; a second with its code, and a step ahead of the next, are refused.
func create(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	if err := st.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	dup := *g
	dup.ID = "g2"
	if err := st.Create(ctx, &dup); !errors.Is(err, store.ErrCodeTaken) {
		t.Fatalf("a second game with the same code: %v", err)
	}
	if err := st.Append(ctx, "g1", store.Decision{Step: 1, Move: "pass"}); !errors.Is(err, store.ErrStepTaken) {
		t.Fatalf("step 1 before step 0: %v", err)
	}
}

// oneWriter: of writers of the same step exactly one wins.
func oneWriter(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	// two writers of the same step: exactly one wins
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = st.Append(ctx, "g1", store.Decision{Step: 0, Seat: i % 3, Move: "pass", At: time.Now()})
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, store.ErrStepTaken):
			t.Fatal(err)
		}
	}
	if won != 1 {
		t.Fatalf("%d writers of step 0 succeeded", won)
	}
}

// undo takes back decisions only from the latest one seen.
func undo(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	for s := 1; s < 4; s++ {
		if err := st.Append(ctx, "g1", store.Decision{Step: s, Seat: 1, Move: "tile r c5", ByBot: s == 1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Truncate(ctx, "g1", 2, 3); !errors.Is(err, store.ErrStepTaken) {
		t.Fatalf("an undo that did not see the latest decision: %v", err)
	}
	if err := st.Truncate(ctx, "g1", 2, 4); err != nil {
		t.Fatal(err)
	}
}

// claim takes a free invited seat once; a bot's seat is not to be claimed.
func claim(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	if err := st.Claim(ctx, "g1", 1, "Bo", []byte("h1")); err != nil {
		t.Fatal(err)
	}
	if err := st.Claim(ctx, "g1", 1, "Cy", []byte("h2")); !errors.Is(err, store.ErrSeatTaken) {
		t.Fatalf("claiming a claimed seat: %v", err)
	}
	if err := st.Claim(ctx, "g1", 2, "Cy", []byte("h2")); !errors.Is(err, store.ErrSeatTaken) {
		t.Fatalf("claiming a bot's seat: %v", err)
	}
	if err := st.SetSeat(ctx, "g1", 0, "medium", true); err != nil {
		t.Fatal(err)
	}
}

// load reads back everything stored.
func load(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	got, err := st.Load(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != g.Seed || got.Code != g.Code || got.TurnLimit != 60 || len(got.Seats) != 3 || len(got.Decisions) != 2 ||
		got.Decisions[1].Move != "tile r c5" || !got.Decisions[1].ByBot || got.Seats[1].Name != "Bo" ||
		string(got.Seats[1].TokenHash) != "h1" || got.Seats[0].Level != "medium" || !got.Seats[0].Resigned || len(got.Seats[2].TokenHash) != 0 {
		t.Fatalf("loaded %+v", got)
	}
}

// lookups find games by code and seats by token.
func lookups(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	if id, err := st.ByCode(ctx, "ABCDEFGH"); err != nil || id != "g1" {
		t.Fatalf("by code: %q %v", id, err)
	}
	if _, err := st.ByCode(ctx, "ZZZZZZZZ"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an unknown code: %v", err)
	}
	refs, err := st.SeatsOf(ctx, [][]byte{[]byte("h1"), []byte("nope"), []byte("h0")})
	if err != nil || len(refs) != 2 || refs[0] != (store.SeatRef{Game: "g1", Seat: 1}) || refs[1] != (store.SeatRef{Game: "g1", Seat: 0}) {
		t.Fatalf("seats of tokens: %v %v", refs, err)
	}
}

// unattended lists the games a server must bring back; finished ones take no decision.
func unattended(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	// a game of people with no turn limit waits in the store: no server need bring it back
	people := &store.Game{ID: "g5", Code: "PEOPLE23", Start: "position\n", Created: g.Created.Add(-time.Second),
		Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: []byte("h5")}, {Kind: "human"}}}
	if err := st.Create(ctx, people); err != nil {
		t.Fatal(err)
	}
	if ids, err := st.Unattended(ctx); err != nil || len(ids) != 1 || ids[0] != "g1" {
		t.Fatalf("unattended: %v %v", ids, err)
	}
	if err := st.SetSeat(ctx, "g5", 1, "easy", false); err != nil {
		t.Fatal(err)
	}
	if ids, err := st.Unattended(ctx); err != nil || len(ids) != 2 || ids[0] != "g5" {
		t.Fatalf("unattended once a bot plays a person's seat: %v %v", ids, err)
	}
	if err := st.Finish(ctx, "g5"); err != nil {
		t.Fatal(err)
	}
	if err := st.Finish(ctx, "g1"); err != nil {
		t.Fatal(err)
	}
	if ids, err := st.Unattended(ctx); err != nil || len(ids) != 0 {
		t.Fatalf("unattended after the end: %v %v", ids, err)
	}
	if err := st.Append(ctx, "g1", store.Decision{Step: 2, Move: "pass"}); !errors.Is(err, store.ErrStepTaken) {
		t.Fatalf("a decision after the end: %v", err)
	}
}

// rematch seats the same tokens; a second rematch of the same game is refused.
func rematch(t *testing.T, ctx context.Context, st store.Store, g *store.Game) {
	// a rematch seats the same tokens; a second rematch of the same game is refused
	re := &store.Game{ID: "g3", Code: "REMATCH1", Start: "position\n", Created: g.Created.Add(time.Second),
		Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: []byte("h0")}, {Kind: "human", Name: "Bo", TokenHash: []byte("h1")}}}
	if err := st.CreateRematch(ctx, "g1", re); err != nil {
		t.Fatal(err)
	}
	re2 := *re
	re2.ID, re2.Code = "g4", "REMATCH2"
	if err := st.CreateRematch(ctx, "g1", &re2); !errors.Is(err, store.ErrRematched) {
		t.Fatalf("a second rematch: %v", err)
	}
	if _, err := st.Load(ctx, "g4"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the refused rematch was stored: %v", err)
	}
	if old, err := st.Load(ctx, "g1"); err != nil || old.Rematch != "g3" {
		t.Fatalf("the game's rematch: %q %v", old.Rematch, err)
	}
	refs, err := st.SeatsOf(ctx, [][]byte{[]byte("h1")})
	if err != nil || len(refs) != 2 || refs[1] != (store.SeatRef{Game: "g3", Seat: 1}) {
		t.Fatalf("a token's seats after the rematch: %v %v", refs, err)
	}
	if _, err := st.Load(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("loading an unknown game: %v", err)
	}
}
