package review

import (
	"context"
	"math"
	"reflect"
	"sync"
	"testing"

	"tigris/ai"
)

// The decisions of the turns the chart rings as big swings are weighed first, the largest swing
// first, and each is told (Weighed) as soon as it is weighed: the review reaches the point in its
// first minute, where it weighed the game in order and explained the ringed turns last. What it
// streams is the review it returns (Partial of all of it), and Partial of a part lists that part.
func TestSwingsAreWeighedFirstAndStreamed(t *testing.T) {
	rec := botGame(t, 11, ai.Easy, ai.Random)
	var mu sync.Mutex
	var got []Choice
	o := Options{Iterations: 10, Pairs: 4, Seed: 3, Workers: 1}
	o.Weighed = func(c Choice) {
		mu.Lock()
		got = append(got, c)
		mu.Unlock()
	}
	r, err := Run(context.Background(), rec, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Swings) == 0 {
		t.Fatal("the game has no big swing to weigh first")
	}
	// the moves of each swing's turn
	inSwing := map[int]float64{}
	for _, s := range r.Swings {
		for m := r.Chart[s.Point-1].Move; m < r.Chart[s.Point].Move; m++ {
			inSwing[m] = math.Abs(s.Change)
		}
	}
	swingDecisions := 0
	for _, c := range r.Decisions {
		if _, ok := inSwing[c.Move]; ok {
			swingDecisions++
		}
	}
	if swingDecisions == 0 || swingDecisions == len(r.Decisions) {
		t.Fatalf("%d of %d decisions in the swings' turns", swingDecisions, len(r.Decisions))
	}
	for k, c := range got[:swingDecisions] {
		size, ok := inSwing[c.Move]
		if !ok {
			t.Fatalf("decision %d weighed as the %dth, before the swings' turns were done", c.Move, k+1)
		}
		if k > 0 && size > inSwing[got[k-1].Move] {
			t.Fatalf("a swing of %.2f weighed after one of %.2f", size, inSwing[got[k-1].Move])
		}
	}
	if got[0].Move == r.Decisions[0].Move {
		t.Fatal("the first decision weighed is the game's first")
	}
	// the review of the decisions weighed so far, as told: half of them, then all
	half := Partial(rec, nil, 0, got[:len(got)/2])
	if n := half.Seats[0].Decisions + half.Seats[1].Decisions; n != len(got)/2 || half.Threshold != DefaultThreshold {
		t.Fatalf("half the decisions told count %d", n)
	}
	for i := 1; i < len(half.Decisions); i++ {
		if half.Decisions[i].Move < half.Decisions[i-1].Move {
			t.Fatal("the decisions so far are not in the game's order")
		}
	}
	all := Partial(rec, nil, 0, got)
	if !reflect.DeepEqual(all.Decisions, r.Decisions) || !reflect.DeepEqual(all.Seats, r.Seats) {
		t.Fatalf("streamed %d decisions, the review holds %d, or they differ", len(got), len(r.Decisions))
	}
}
