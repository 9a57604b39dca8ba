package storetest

import (
	"context"
	"testing"
	"time"

	"tigris/online/store"
)

// RunSettings checks a store.Settings: none at first, then the last written, per account.
func RunSettings(t *testing.T, st store.Store) {
	ctx := context.Background()
	se, ok := store.As[store.Settings](st)
	if !ok {
		t.Fatalf("%T is not a store.Settings", st)
	}
	ac, _ := store.As[store.Accounts](st)
	for _, id := range []string{"set-a", "set-b"} {
		if err := ac.CreateAccount(ctx, store.Account{ID: id, Name: id, Skeleton: id, PassHash: "x", RecoveryHash: []byte("r"), Created: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := se.Settings(ctx, "set-a"); err != nil || b != nil {
		t.Fatalf("settings before any: %q %v", b, err)
	}
	for _, s := range []string{`{"sound":false}`, `{"sound":true,"theme":"night"}`} {
		if err := se.PutSettings(ctx, "set-a", []byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := se.Settings(ctx, "set-a"); err != nil || string(b) != `{"sound":true,"theme":"night"}` {
		t.Fatalf("the settings read back: %q %v", b, err)
	}
	if b, err := se.Settings(ctx, "set-b"); err != nil || b != nil {
		t.Fatalf("another account's settings: %q %v", b, err)
	}
}
