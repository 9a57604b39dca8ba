package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParsePosition: the position parser never panics, and what it accepts prints and parses back
// to the same text.
func FuzzParsePosition(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	for _, file := range files {
		data, _ := os.ReadFile(file)
		if sc, err := ParseScenario(string(data)); err == nil {
			f.Add(sc.Position)
		}
	}
	f.Add("players archer bull\nboard\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParsePosition(text)
		if err != nil {
			return
		}
		printed := s.String()
		again, err := ParsePosition(printed)
		if err != nil {
			t.Fatalf("printed position does not parse: %v\n%s", err, printed)
		}
		if again.String() != printed {
			t.Fatalf("print, parse, print differs:\n%s\n---\n%s", printed, again.String())
		}
	})
}

// FuzzScenario: scenario files never make the parser or runner panic.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(string(data))
	}
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := ParseScenario(text)
		if err != nil {
			return
		}
		_ = sc.Run()
	})
}

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
