package storetest

import (
	"context"
	"testing"
	"time"

	"tigris/online/store"
)

// RunPasskeys checks a store.Passkeys: an account's passkeys in order, one updated in place, and
// no account's passkey taken over by another.
func RunPasskeys(t *testing.T, st store.Store) {
	ctx := context.Background()
	pk, ok := store.As[store.Passkeys](st)
	if !ok {
		t.Fatalf("%T is not a store.Passkeys", st)
	}
	ac, _ := store.As[store.Accounts](st)
	for _, id := range []string{"pk-a", "pk-b"} {
		if err := ac.CreateAccount(ctx, store.Account{ID: id, Name: id, Skeleton: id, PassHash: "x", RecoveryHash: []byte("r"), Created: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []struct{ acc, id, data string }{{"pk-a", "k1", "one"}, {"pk-a", "k2", "two"}, {"pk-a", "k1", "one again"}, {"pk-b", "k2", "stolen"}} {
		if err := pk.PutPasskey(ctx, p.acc, []byte(p.id), []byte(p.data)); err != nil {
			t.Fatal(err)
		}
	}
	got, err := pk.Passkeys(ctx, "pk-a")
	if err != nil || len(got) != 2 || string(got[0]) != "one again" || string(got[1]) != "two" {
		t.Fatalf("the passkeys: %q %v", got, err)
	}
	if got, err := pk.Passkeys(ctx, "pk-b"); err != nil || len(got) != 0 {
		t.Fatalf("another account's passkey taken over: %q %v", got, err)
	}
}
