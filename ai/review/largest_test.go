package review

import "testing"

// Two decisions of one turn that both passed over the same better move are one mistake in the
// list, at the larger loss; two of one turn that missed different moves stay two, and so does
// the same better move missed in another turn. The figures are those of the new player's game
// (issue 44), where "Bull, turn 58: -1.6 points" was listed twice.
func TestLargestListsAMissedMoveOnceATurn(t *testing.T) {
	r := &Review{Seats: make([]Seat, 2), Decisions: []Choice{
		{Move: 146, Turn: 58, Seat: 1, Played: "tile g K5", Best: "tile k E7", Loss: 1.58, Mistake: true},
		{Move: 147, Turn: 58, Seat: 1, Played: "tile k J1", Best: "tile k E7", Loss: 1.64, Mistake: true},
		{Move: 160, Turn: 64, Seat: 1, Played: "tile r A1", Best: "tile k E7", Loss: 2.7, Mistake: true},
		{Move: 161, Turn: 64, Seat: 1, Played: "tile r A2", Best: "tile b C3", Loss: 1.1, Mistake: true},
		{Move: 162, Turn: 64, Seat: 0, Played: "tile r A3", Best: "tile b C3", Loss: 1.2, Mistake: true},
	}}
	got := r.Largest(1, 5)
	var moves []int
	for _, c := range got {
		moves = append(moves, c.Move)
	}
	want := []int{160, 147, 161}
	if len(moves) != len(want) {
		t.Fatalf("listed moves %v, want %v", moves, want)
	}
	for i := range want {
		if moves[i] != want[i] {
			t.Fatalf("listed moves %v, want %v", moves, want)
		}
	}
	if n := len(r.Largest(1, 2)); n != 2 {
		t.Errorf("at most 2 asked, %d listed", n)
	}
}
