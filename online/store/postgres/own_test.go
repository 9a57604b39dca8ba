package postgres

import (
	"context"
	"maps"
	"slices"
	"testing"

	"tigris/online/store/postgres/pgtest"
)

// Two servers ask for games in batches: each game goes to one of them, a game asked for twice in
// one batch is held once (one release lets it go), and a released game goes to the other.
func TestOwnInBatches(t *testing.T) {
	url := pgtest.Database(t)
	a, b := open(t, url), open(t, url)
	ctx := context.Background()
	held := func(d *DB, ids ...string) []string {
		t.Helper()
		got, err := d.Own(ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Sorted(maps.Keys(got))
	}
	if got := held(a, "g1", "g2", "g2"); !slices.Equal(got, []string{"g1", "g2"}) {
		t.Fatalf("the first server took %v", got)
	}
	if got := held(b, "g1", "g2", "g3", "g3"); !slices.Equal(got, []string{"g3"}) {
		t.Fatalf("the second server took %v, not g3 alone", got)
	}
	if got := held(a, "g1", "g3"); !slices.Equal(got, []string{"g1"}) {
		t.Fatalf("asked again, the first server holds %v", got)
	}
	for _, id := range []string{"g2", "g3"} {
		for _, d := range []*DB{a, b} {
			if err := d.Release(ctx, id); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := held(b, "g1", "g2"); !slices.Equal(got, []string{"g2"}) {
		t.Fatalf("after g2 was let go, the second server took %v", got)
	}
	if got := held(a, "g3"); !slices.Equal(got, []string{"g3"}) {
		t.Fatalf("after g3 was let go once, the first server took %v", got)
	}
}
