package review

import (
	"context"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"

	"tigris/ai"
)

// TestKnownDecisionsAreNotWeighedAgain: a review told the first half of a whole review's decisions
// (as a stopped review keeps them) comes out the same as the whole review, tells those decisions
// and their count before its first search, and searches less. A known decision that does not
// match the record is weighed again.
func TestKnownDecisionsAreNotWeighedAgain(t *testing.T) {
	rec := lateGame(t, 13, ai.Easy, ai.Random)
	names := []string{"Ann", ""}
	o := Options{Iterations: 10, Pairs: 4, Seed: 5, Workers: 1}
	var mu sync.Mutex
	var order []Choice
	var searches atomic.Int64
	o.Yield = func() { searches.Add(1) }
	o.Weighed = func(c Choice) { mu.Lock(); order = append(order, c); mu.Unlock() }
	full, err := Run(context.Background(), rec, names, o)
	if err != nil {
		t.Fatal(err)
	}
	fullSearches := searches.Load()
	half := append([]Choice(nil), order[:len(order)/2]...)
	stale := half[0]
	stale.Played = "not the move played"
	half[0] = stale

	// through the kept form, as the screen keeps them
	known, err := UnmarshalPartial(MarshalPartial(full.Game, o, names, half), full.Game, o, names)
	if err != nil {
		t.Fatal(err)
	}
	searches.Store(0)
	var told, firstDone int
	o.Known = known
	o.Weighed = func(Choice) { mu.Lock(); told++; mu.Unlock() }
	o.Progress = func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		if firstDone == 0 {
			firstDone = done
			if searches.Load() != 0 || told != len(half)-1 {
				t.Errorf("before the first search: %d searches, %d decisions told of %d known", searches.Load(), told, len(half)-1)
			}
		}
	}
	again, err := Run(context.Background(), rec, names, o)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(full, again) {
		t.Fatal("the review that went on from known decisions differs from the whole one")
	}
	if firstDone != len(half)-1 || told != len(full.Decisions) {
		t.Fatalf("progress began at %d (known %d), %d decisions told of %d", firstDone, len(half)-1, told, len(full.Decisions))
	}
	if s := searches.Load(); s >= fullSearches*3/4 {
		t.Fatalf("%d searches's steps with half the decisions known, %d without", s, fullSearches)
	}
}

// TestPartialOfOtherSettingsIsRefused: decisions kept for another game, seed, budget or names (or
// damaged) are not taken.
func TestPartialOfOtherSettingsIsRefused(t *testing.T) {
	o := Options{Iterations: 10, Pairs: 4, Seed: 5}
	data := MarshalPartial("g", o, []string{"Ann"}, []Choice{{Move: 1, Choices: 3}})
	if cs, err := UnmarshalPartial(data, "g", o, []string{"Ann"}); err != nil || len(cs) != 1 {
		t.Fatalf("the same review's part: %v, %v", cs, err)
	}
	other := o
	other.Seed = 6
	fewer := o
	fewer.Iterations = 20
	for name, try := range map[string]func() error{
		"game":  func() error { _, err := UnmarshalPartial(data, "h", o, []string{"Ann"}); return err },
		"seed":  func() error { _, err := UnmarshalPartial(data, "g", other, []string{"Ann"}); return err },
		"iters": func() error { _, err := UnmarshalPartial(data, "g", fewer, []string{"Ann"}); return err },
		"names": func() error { _, err := UnmarshalPartial(data, "g", o, []string{"Bob"}); return err },
		"bad":   func() error { _, err := UnmarshalPartial(data[:len(data)/2], "g", o, []string{"Ann"}); return err },
	} {
		if try() == nil {
			t.Errorf("a part of another %s was taken", name)
		}
	}
}
