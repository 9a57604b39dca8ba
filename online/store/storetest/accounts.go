package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"tigris/online/store"
)

// RunAccounts checks a store.Accounts: a name's skeleton is taken once; an account is found by
// it and by its id; its secrets change; its credentials are found by their hash, listed and
// revoked one at a time; a seat is bound to the first account that asks, and listed.
func RunAccounts(t *testing.T, st store.Store) {
	ctx := context.Background()
	ac, ok := store.As[store.Accounts](st)
	if !ok {
		t.Fatalf("%T is not a store.Accounts", st)
	}
	now := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	ann := store.Account{ID: "acc-ann", Name: "Anna", Skeleton: "anna", PassHash: "$argon2id$x", RecoveryHash: []byte("r1"), Created: now}
	if err := ac.CreateAccount(ctx, ann); err != nil {
		t.Fatal(err)
	}
	if err := ac.CreateAccount(ctx, store.Account{ID: "acc-other", Name: "ANNA", Skeleton: "anna", PassHash: "x", RecoveryHash: []byte("r"), Created: now}); !errors.Is(err, store.ErrNameTaken) {
		t.Fatalf("a second account of one skeleton: %v", err)
	}
	if got, err := ac.AccountByName(ctx, "anna"); err != nil || got.ID != ann.ID || got.Name != "Anna" || !got.Created.Equal(now) {
		t.Fatalf("by name: %+v %v", got, err)
	}
	if _, err := ac.AccountByID(ctx, "nobody"); !errors.Is(err, store.ErrNoAccount) {
		t.Fatalf("an unknown id: %v", err)
	}
	if err := ac.SetSecrets(ctx, ann.ID, "$argon2id$y", []byte("r2")); err != nil {
		t.Fatal(err)
	}
	if got, _ := ac.AccountByID(ctx, ann.ID); got.PassHash != "$argon2id$y" || string(got.RecoveryHash) != "r2" {
		t.Fatalf("the secrets after a change: %+v", got)
	}
	runCredentials(t, ac, ann.ID, now)
	runAccountSeats(t, st, ac, ann.ID)
}

func runCredentials(t *testing.T, ac store.Accounts, id string, now time.Time) {
	ctx := context.Background()
	for i, c := range []store.Credential{{ID: "c1", Hash: []byte("h1"), Kind: "session"}, {ID: "c2", Hash: []byte("h2"), Kind: "device", Label: "desk"}} {
		c.Account, c.Created = id, now.Add(time.Duration(i)*time.Second)
		if err := ac.AddCredential(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	if c, err := ac.Credential(ctx, []byte("h2")); err != nil || c.ID != "c2" || c.Account != id || c.Kind != "device" || c.Label != "desk" {
		t.Fatalf("a credential by its hash: %+v %v", c, err)
	}
	if err := ac.Revoke(ctx, "acc-other", "c2"); err != nil {
		t.Fatal(err)
	}
	if err := ac.Revoke(ctx, id, "c1"); err != nil {
		t.Fatal(err)
	}
	if _, err := ac.Credential(ctx, []byte("h1")); !errors.Is(err, store.ErrNoAccount) {
		t.Fatalf("a revoked credential: %v", err)
	}
	if cs, err := ac.Credentials(ctx, id); err != nil || len(cs) != 1 || cs[0].ID != "c2" {
		t.Fatalf("the credentials left (another account cannot revoke one): %+v %v", cs, err)
	}
}

func runAccountSeats(t *testing.T, st store.Store, ac store.Accounts, id string) {
	ctx := context.Background()
	for _, g := range []string{"acc-g1", "acc-g2"} {
		if err := st.Create(ctx, &store.Game{ID: g, Code: "C" + g, Start: "p\n", Created: time.Now(),
			Seats: []store.Seat{{Kind: "human"}, {Kind: "human"}}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := ac.CreateAccount(ctx, store.Account{ID: "acc-bo", Name: "Bo", Skeleton: "bo", PassHash: "x", RecoveryHash: []byte("r"), Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	for _, b := range []struct {
		acc, game string
		seat      int
	}{{id, "acc-g1", 0}, {"acc-bo", "acc-g1", 1}, {id, "acc-g2", 1}, {id, "acc-g1", 0}, {"acc-bo", "acc-g2", 1}} {
		if err := ac.BindSeat(ctx, b.acc, b.game, b.seat); err != nil {
			t.Fatal(err)
		}
	}
	if refs, err := ac.AccountSeats(ctx, id); err != nil || len(refs) != 2 || refs[0] != (store.SeatRef{Game: "acc-g1", Seat: 0}) || refs[1].Game != "acc-g2" {
		t.Fatalf("an account's seats: %+v %v", refs, err)
	}
	if m, err := ac.SeatAccounts(ctx, "acc-g2"); err != nil || len(m) != 1 || m[1] != id {
		t.Fatalf("a seat bound twice belongs to the first: %+v %v", m, err)
	}
}
