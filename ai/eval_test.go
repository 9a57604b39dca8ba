package ai

import (
	"testing"

	"tigris/game"
)

func newGame(t testing.TB, seats int, seed uint64) *game.State {
	t.Helper()
	s, err := game.NewGame(game.Options{Seats: game.FirstDynasties(seats)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The rivals' worth blends the best of the others with their mean; with two players both are
// the one other, so Hard's field evaluation is exactly Medium's there.
func TestRivalsBlend(t *testing.T) {
	worth := []float64{7, 1, 10, 4}
	value := func(p int) float64 { return worth[p] }
	four, two := newGame(t, 4, 1), newGame(t, 2, 1)
	for _, tc := range []struct {
		s          *game.State
		bestWeight float64
		want       float64
	}{
		{four, 1, 10},
		{four, 0, 5},
		{four, 0.5, 7.5},
		{two, 1, 1},
		{two, 0.5, 1},
	} {
		if got := rivals(tc.s, 0, value, tc.bestWeight); got != tc.want {
			t.Errorf("%d players, best weight %v: rivals worth %v, want %v", tc.s.NumPlayers(), tc.bestWeight, got, tc.want)
		}
	}
	// along a game of two, the field evaluation never departs from the full one
	s := newGame(t, 2, 7)
	rng := game.NewRNG(7)
	for step := 0; step < 200 && !s.Over(); step++ {
		for me := 0; me < 2; me++ {
			if a, b := Default.evaluateField(s, me), Evaluate(s, me); a != b {
				t.Fatalf("step %d, seat %d: field %v, full %v", step, me, a, b)
			}
		}
		m, _ := s.RandomMove(rng)
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestScoreMemo: one memo carried through a whole game's positions gives every evaluation exactly
// what it gives without one, as the points change under it.
func TestScoreMemo(t *testing.T) {
	for _, n := range []int{2, 4} {
		s := newGame(t, n, 9)
		rng := game.NewRNG(9)
		var memo scoreMemo
		checked := 0
		for step := 0; step < 2000 && !s.Over(); step++ {
			for me := 0; me < n; me++ {
				if got, want := Default.evaluate(s, me, 1, &memo), Default.Evaluate(s, me); got != want {
					t.Fatalf("%d players, step %d, seat %d: %v with the memo, %v without", n, step, me, got, want)
				}
				checked++
			}
			m, _ := s.RandomMove(rng)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 100 {
			t.Fatalf("%d players: only %d evaluations compared", n, checked)
		}
	}
}
