package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"tigris/online/store"
)

// RunSocial checks a store.Social: a game's chat comes back in order, the last lines only when
// limited, apart from other games' chat and as written (markup and quotes untouched); a watch
// link is found by its key's hash alone, with its delay.
func RunSocial(t *testing.T, st store.Store) {
	ctx := context.Background()
	so, ok := store.As[store.Social](st)
	if !ok {
		t.Fatalf("%T is not a store.Social", st)
	}
	for _, id := range []string{"chat0", "chat1"} {
		g := &store.Game{ID: id, Code: "C" + id, Start: "p\n", Created: time.Now(),
			Seats: []store.Seat{{Kind: "human", Name: "Ann"}, {Kind: "human", Name: "Bo"}}}
		if err := st.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	var ns []int64
	for i := range 5 {
		l := store.ChatLine{Seat: i % 2, Name: []string{"Ann", "Bo"}[i%2], Text: fmt.Sprintf("line %d <b>'\"&", i), At: at.Add(time.Duration(i) * time.Second)}
		n, err := so.AddChat(ctx, "chat0", l)
		if err != nil {
			t.Fatal(err)
		}
		if len(ns) > 0 && n <= ns[len(ns)-1] {
			t.Fatalf("line %d's number %d does not follow %d", i, n, ns[len(ns)-1])
		}
		ns = append(ns, n)
	}
	if _, err := so.AddChat(ctx, "chat1", store.ChatLine{Seat: 1, Name: "Bo", Text: "other game", At: at}); err != nil {
		t.Fatal(err)
	}
	checkChat(t, so, ns, at)
	runWatchLinks(t, so)
}

// checkChat reads back RunSocial's lines, numbered ns.
func checkChat(t *testing.T, so store.Social, ns []int64, at time.Time) {
	t.Helper()
	ctx := context.Background()
	all, err := so.Chat(ctx, "chat0", 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 5 {
		t.Fatalf("%d lines read back, want 5: %+v", len(all), all)
	}
	for i, l := range all {
		want := fmt.Sprintf("line %d <b>'\"&", i)
		if l.Text != want || l.Seat != i%2 || !l.At.Equal(at.Add(time.Duration(i)*time.Second)) || l.N != ns[i] {
			t.Errorf("line %d read back as %+v, want %q by seat %d", i, l, want, i%2)
		}
	}
	last, err := so.Chat(ctx, "chat0", 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(last) != 2 || last[0].Text != all[3].Text || last[1].Text != all[4].Text {
		t.Errorf("the last 2 lines: %+v, want lines 3 and 4, oldest first", last)
	}
	if none, err := so.Chat(ctx, "nosuch", 10); err != nil || len(none) != 0 {
		t.Errorf("a game without chat: %v, %v", none, err)
	}
}

func runWatchLinks(t *testing.T, so store.Social) {
	ctx := context.Background()
	for _, m := range []struct {
		seat, other int
		on          bool
	}{{1, 0, true}, {0, 1, true}, {1, 0, true}, {0, 1, false}} {
		if err := so.SetMute(ctx, "chat0", m.seat, m.other, m.on); err != nil {
			t.Fatal(err)
		}
	}
	if m, err := so.Mutes(ctx, "chat0"); err != nil || len(m) != 1 || len(m[1]) != 1 || m[1][0] != 0 {
		t.Errorf("the mutes: %v %v, want seat 1 muting seat 0 alone", m, err)
	}
	key := []byte("0123456789abcdef0123456789abcdef")
	if err := so.AddWatch(ctx, "chat1", key, 3); err != nil {
		t.Fatal(err)
	}
	id, behind, err := so.Watching(ctx, key)
	if err != nil || id != "chat1" || behind != 3 {
		t.Errorf("watch link read back as %q, %d, %v; want chat1, 3", id, behind, err)
	}
	if _, _, err := so.Watching(ctx, []byte("another key's hash, not stored..")); !errors.Is(err, store.ErrNoWatch) {
		t.Errorf("an unknown watch key: %v, want ErrNoWatch", err)
	}
}
