package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"tigris/online/store"
)

// RunList checks a fresh, empty Lister: newest first, found by a name's part in any case, by an
// id's beginning or by a code, bounded by the limit, with each game's names and decisions.
func RunList(t *testing.T, st store.Store) {
	ctx := context.Background()
	l := st.(store.Lister)
	names := [][]string{{"Annabel", ""}, {"Bo", "ann_x"}, {"Cy", "Di"}}
	for i, n := range names {
		g := &store.Game{ID: fmt.Sprintf("list%d", i), Code: fmt.Sprintf("CODE%04d", i), Start: "p\n", Created: time.Now().Add(time.Duration(i) * time.Second),
			Seats: []store.Seat{{Kind: "human", Name: n[0]}, {Kind: "human", Name: n[1]}}}
		if err := st.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	decided := time.Now().Add(time.Hour)
	if err := st.Append(ctx, "list2", store.Decision{Step: 0, Move: "pass", At: decided}); err != nil {
		t.Fatal(err)
	}
	got, err := l.List(ctx, "", 10)
	if err != nil {
		t.Fatal(err)
	}
	if !got[0].Last.Equal(decided.Truncate(time.Microsecond)) && !got[0].Last.Equal(decided) {
		t.Errorf("the last activity of a game with a decision: %v, want %v", got[0].Last, decided)
	}
	if !got[2].Last.Equal(got[2].Created) {
		t.Errorf("the last activity of a game without one: %v, want its creation %v", got[2].Last, got[2].Created)
	}
	if err := st.Finish(ctx, "list1"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		before time.Time
		limit  int
		want   string
	}{
		{time.Now().Add(-time.Minute), 10, ""},
		{time.Now().Add(30 * time.Minute), 10, "list0 "}, // list1 is over, list2 decided later
		{time.Now().Add(2 * time.Hour), 10, "list0 list2 "},
		{time.Now().Add(2 * time.Hour), 1, "list0 "},
	} {
		got, err := l.Abandoned(ctx, c.before, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		s := ""
		for _, g := range got {
			s += g.ID + " "
		}
		if s != c.want {
			t.Errorf("Abandoned(%v, %d) = %q, want %q", c.before, c.limit, s, c.want)
		}
	}
	ids := func(q string, limit int) string {
		got, err := l.List(ctx, q, limit)
		if err != nil {
			t.Fatal(err)
		}
		s := ""
		for _, g := range got {
			s += fmt.Sprintf("%s%v%d ", g.ID, g.Names, g.Decisions)
		}
		return s
	}
	for _, c := range []struct {
		q     string
		limit int
		want  string
	}{
		{"", 10, "list2[Cy Di]1 list1[Bo ann_x]0 list0[Annabel ]0 "},
		{"", 1, "list2[Cy Di]1 "},
		{"ANN", 10, "list1[Bo ann_x]0 list0[Annabel ]0 "},
		{"n_", 10, "list1[Bo ann_x]0 "}, // _ is a letter here, not a wildcard
		{"code0000", 10, "list0[Annabel ]0 "},
		{"list1", 10, "list1[Bo ann_x]0 "},
		{"nobody", 10, ""},
	} {
		if got := ids(c.q, c.limit); got != c.want {
			t.Errorf("List(%q, %d) = %q, want %q", c.q, c.limit, got, c.want)
		}
	}
}
