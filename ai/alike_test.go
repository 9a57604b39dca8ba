package ai

import (
	"testing"

	"tigris/game"
)

// TestAlikeMovesEvaluateAlike: in positions of games over every option mix, every lone tile of a
// colour, and every lone catastrophe, leaves the same evaluation for every seat as the first of
// its class, so the reply policy loses nothing by trying only that one.
func TestAlikeMovesEvaluateAlike(t *testing.T) {
	t.Parallel()
	checked := 0
	for k, o := range mixes {
		s, err := game.NewGame(o, uint64(100+k))
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(uint64(k))
		for step := 0; step < 160 && !s.Over(); step++ {
			if step%8 == 0 && s.Pending().Kind == game.DecideAction {
				checked += checkAlike(t, s)
			}
			m, _ := s.RandomMove(rng)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d lone moves compared: the positions no longer test the classes", checked)
	}
}

// checkAlike compares each lone move with the first of its class and returns how many it compared.
func checkAlike(t *testing.T, s *game.State) int {
	t.Helper()
	type first struct {
		m    game.Move
		vals []float64
	}
	firsts := map[int]first{}
	n := 0
	for _, m := range s.LegalMoves() {
		key, ok := loneKey(s, m)
		if !ok {
			continue
		}
		c := s.Clone()
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
		settle(c)
		vals := make([]float64, c.NumPlayers())
		for p := range vals {
			vals[p] = Evaluate(c, p)
		}
		f, seen := firsts[key]
		if !seen {
			firsts[key] = first{m, vals}
			continue
		}
		n++
		for p := range vals {
			if vals[p] != f.vals[p] {
				t.Fatalf("%v and %v are alike but seat %d values them %v and %v\n%v", f.m, m, p, f.vals[p], vals[p], s)
			}
		}
	}
	return n
}
