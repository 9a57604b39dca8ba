//go:build display

package review

import (
	"testing"

	airev "tigris/ai/review"
)

// The list called "Largest mistakes" runs from the largest loss down over all the players, as
// shown (to a tenth of a point), ties in the game's order; the screen first shows the one at its
// top. It was each player's mistakes in turn: Archer -1.6, -1.5, -1.4, then Bull -1.7 (review4 F9).
func TestLargestMistakesListedLargestFirst(t *testing.T) {
	r := &airev.Review{Seats: make([]airev.Seat, 3)}
	for _, c := range []struct {
		move, seat int
		loss       float64
	}{{3, 0, 1.6}, {9, 0, 1.5}, {12, 0, 1.4}, {5, 1, 1.7}, {7, 2, 1.63}, {2, 2, 0.9}, {30, 1, 1.58}} {
		r.Decisions = append(r.Decisions, airev.Choice{Move: c.move, Turn: c.move, Seat: c.seat, Loss: c.loss, Mistake: true, Best: "x"})
	}
	sc := &Screen{}
	sc.relist(r)
	var got []int
	for _, c := range sc.list {
		got = append(got, c.Move)
	}
	want := []int{5, 3, 7, 30, 9, 12, 2} // -1.7; -1.6 three times in game order; -1.5; -1.4; -0.9
	if len(got) != len(want) {
		t.Fatalf("listed moves %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("listed moves %v, want %v", got, want)
		}
	}
	if sc.largestListed() != sc.list[0].Move {
		t.Errorf("the screen opens on move %d, not on the top of the list (%d)", sc.largestListed(), sc.list[0].Move)
	}
}
