package game

import (
	"strings"
	"testing"
)

// FuzzApplyMoves: arbitrary move lines against a game in progress never panic, and a refused
// move changes nothing.
func FuzzApplyMoves(f *testing.F) {
	f.Add(uint64(1), "archer tile r F5\nbull pass\narcher commit 3\n")
	f.Add(uint64(2), "pot leader k G6\nlion catastrophe A1\narcher swap rrbbgk\n")
	f.Add(uint64(3), "bull monument rb F4\nbull building k F7\nbull wonder G5\nbull wonder-point g\n")
	f.Fuzz(func(t *testing.T, seed uint64, lines string) {
		s, err := NewGame(Options{Seats: []Dynasty{Archer, Bull, Pot, Lion}, Buildings: true, Wonder: true, English: seed%2 == 0}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(seed)
		for _, line := range strings.Split(lines, "\n") {
			// advance the game a little so the moves meet varied decisions
			for k := 0; k < 3 && !s.Over(); k++ {
				ms := s.LegalMoves()
				_ = s.Play(ms[rng.Intn(len(ms))])
			}
			before := s.Clone()
			if _, err := s.ApplyNotation(line); err != nil && !s.Equal(before) {
				t.Fatalf("refused %q changed the state", line)
			}
		}
	})
}
