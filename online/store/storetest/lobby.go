package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"tigris/online/store"
)

// RunLobby checks a store.Lobby: only published games are listed, oldest first, with their map,
// options, turn limit and seats; a game whose invited seats are all taken, or that is over, is
// not.
func RunLobby(t *testing.T, st store.Store) {
	ctx := context.Background()
	lb, ok := store.As[store.Lobby](st)
	if !ok {
		t.Fatalf("%T is not a store.Lobby", st)
	}
	for i := range 4 {
		g := &store.Game{ID: fmt.Sprintf("lobby%d", i), Code: fmt.Sprintf("LOBBY%03d", i), Start: "p\n", Created: time.Now().Add(time.Duration(i) * time.Second),
			Seats: []store.Seat{{Kind: "human", Name: "Ann", TokenHash: []byte("ann's token hash")}, {Kind: "human"}, {Kind: "bot", Level: "hard"}}}
		if err := st.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
		if i == 3 {
			continue // unlisted
		}
		if err := lb.Publish(ctx, store.Listing{ID: g.ID, Map: "advanced", Options: []string{"buildings", "wonder"}, TurnLimit: 60 * (i + 1)}); err != nil {
			t.Fatal(err)
		}
	}
	for id, want := range map[string]bool{"lobby1": true, "lobby3": false, "nosuch": false} {
		if got, err := lb.Listed(ctx, id); err != nil || got != want {
			t.Errorf("Listed(%s) = %v, %v; want %v", id, got, err, want)
		}
	}
	got, err := lb.OpenGames(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].ID != "lobby0" || got[2].ID != "lobby2" {
		t.Fatalf("open games: %+v, want lobby0 to lobby2", got)
	}
	checkOpenGame(t, got[1])
	fillAndEnd(t, st, lb)
}

// checkOpenGame checks lobby1 as RunLobby listed it.
func checkOpenGame(t *testing.T, g store.OpenGame) {
	t.Helper()
	if g.Code != "LOBBY001" || g.Map != "advanced" || len(g.Options) != 2 || g.Options[1] != "wonder" || g.TurnLimit != 120 || len(g.Seats) != 3 {
		t.Fatalf("an open game read back as %+v", g)
	}
	if s := g.Seats; !s[0].Claimed || s[0].Name != "Ann" || s[1].Claimed || s[2].Kind != "bot" || s[2].Level != "hard" {
		t.Fatalf("its seats: %+v", s)
	}
}

// fillAndEnd takes lobby0's free seat and ends lobby1: only lobby2 stays open.
func fillAndEnd(t *testing.T, st store.Store, lb store.Lobby) {
	t.Helper()
	ctx := context.Background()
	if err := st.Claim(ctx, "lobby0", 1, "Bo", []byte("bo's token hash")); err != nil {
		t.Fatal(err)
	}
	if err := st.Finish(ctx, "lobby1"); err != nil {
		t.Fatal(err)
	}
	if got, err := lb.OpenGames(ctx, 10); err != nil || len(got) != 1 || got[0].ID != "lobby2" {
		t.Fatalf("after a game filled and one ended: %+v, %v", got, err)
	}
	if got, err := lb.OpenGames(ctx, 0); err != nil || len(got) != 0 {
		t.Fatalf("limit 0: %+v, %v", got, err)
	}
}
