package storetest

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"tigris/online/store"
)

// RunPushes checks a store.Pushes: one key kept, subscriptions found by their seats' tokens and
// by the account holding a seat, replaced by endpoint, dropped with their tokens.
func RunPushes(t *testing.T, st store.Store) {
	ctx := context.Background()
	ps, ok := store.As[store.Pushes](st)
	if !ok {
		t.Fatalf("%T is not a store.Pushes", st)
	}
	k1, err := ps.PushKey(ctx, []byte("first"))
	if err != nil || !bytes.Equal(k1, []byte("first")) {
		t.Fatalf("the first key: %q %v", k1, err)
	}
	if k2, err := ps.PushKey(ctx, []byte("second")); err != nil || !bytes.Equal(k2, k1) {
		t.Fatalf("a second server's key replaced the first: %q %v", k2, err)
	}
	g := "push-g1"
	if err := st.Create(ctx, &store.Game{ID: g, Code: "PUSHG1", Start: "p\n", Created: time.Now(),
		Seats: []store.Seat{{Kind: "human"}, {Kind: "human"}}}); err != nil {
		t.Fatal(err)
	}
	ac, _ := store.As[store.Accounts](st)
	if err := ac.CreateAccount(ctx, store.Account{ID: "push-a", Name: "push-a", Skeleton: "push-a", PassHash: "x", RecoveryHash: []byte("r"), Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if err := ac.BindSeat(ctx, "push-a", g, 1); err != nil {
		t.Fatal(err)
	}
	bySeat := store.PushSub{Endpoint: "https://push.example/a", P256dh: "p", Auth: "a", Events: []string{"turn"}}
	byAccount := store.PushSub{Endpoint: "https://push.example/b", P256dh: "p", Auth: "a", Account: "push-a", Events: []string{"turn", "over"}}
	if err := ps.PutPush(ctx, bySeat, [][]byte{[]byte("token-0")}); err != nil {
		t.Fatal(err)
	}
	if err := ps.PutPush(ctx, byAccount, nil); err != nil {
		t.Fatal(err)
	}
	endpoints := func(seat int) []string {
		subs, err := ps.PushesFor(ctx, g, seat, []byte(fmt.Sprintf("token-%d", seat)))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range subs {
			out = append(out, s.Endpoint+":"+s.Account+":"+slices.Concat(s.Events, []string{""})[0])
		}
		return out
	}
	if got := endpoints(0); !slices.Equal(got, []string{"https://push.example/a::turn"}) {
		t.Fatalf("seat 0's: %v", got)
	}
	if got := endpoints(1); !slices.Equal(got, []string{"https://push.example/b:push-a:turn"}) {
		t.Fatalf("seat 1's (by its account): %v", got)
	}
	// the same device again: its choice replaced, a seat added
	bySeat.Events = []string{"over"}
	if err := ps.PutPush(ctx, bySeat, [][]byte{[]byte("token-1")}); err != nil {
		t.Fatal(err)
	}
	if got := endpoints(1); !slices.Equal(got, []string{"https://push.example/a::over", "https://push.example/b:push-a:turn"}) {
		t.Fatalf("seat 1's after the device took it too: %v", got)
	}
	checkPushOf(t, ps, bySeat.Endpoint, byAccount.Endpoint)
	if err := ps.DropPush(ctx, bySeat.Endpoint); err != nil {
		t.Fatal(err)
	}
	if got := endpoints(0); len(got) != 0 {
		t.Fatalf("a dropped device is still told: %v", got)
	}
	checkGone(t, ps, bySeat.Endpoint)
}

// checkGone checks a dropped device is not read back.
func checkGone(t *testing.T, ps store.Pushes, endpoint string) {
	t.Helper()
	if _, toks, ok, err := ps.PushOf(context.Background(), endpoint); err != nil || ok || len(toks) != 0 {
		t.Fatalf("a dropped device is still kept: %q %v %v", toks, ok, err)
	}
}

// checkPushOf reads two devices back by their endpoints: the one given two seat tokens, and the
// account's.
func checkPushOf(t *testing.T, ps store.Pushes, bySeat, byAccount string) {
	t.Helper()
	ctx := context.Background()
	sub, toks, ok, err := ps.PushOf(ctx, bySeat)
	if err != nil || !ok || !slices.Equal(sub.Events, []string{"over"}) || sub.Account != "" || len(toks) != 2 ||
		!bytes.Equal(toks[0], []byte("token-0")) || !bytes.Equal(toks[1], []byte("token-1")) {
		t.Fatalf("the device by its endpoint: %+v %q %v %v", sub, toks, ok, err)
	}
	if sub, toks, ok, err := ps.PushOf(ctx, byAccount); err != nil || !ok || sub.Account != "push-a" || len(toks) != 0 ||
		!slices.Equal(sub.Events, []string{"turn", "over"}) {
		t.Fatalf("the account's device by its endpoint: %+v %q %v %v", sub, toks, ok, err)
	}
}
