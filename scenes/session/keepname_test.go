package session

import (
	"testing"

	"tigris/game"
	"tigris/storage"
)

// A hundred games started one after another within a minute (names are made to the minute) each
// keep the one before: every earlier game is found among the saves, none overwritten.
func TestHundredNewGamesKeepEveryEarlierOne(t *testing.T) {
	st := storage.NewMemory()
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: 1}}
	var starts []*game.State
	for i := 0; i < 100; i++ {
		s := mustSession(t, Config{Seats: seats, Seed: uint64(1000 + i), Store: st})
		if err := s.Flush(); err != nil {
			t.Fatal(err)
		}
		if i > 0 && s.KeptAs == "" {
			t.Fatalf("game %d kept nothing of game %d", i+1, i)
		}
		starts = append(starts, s.Record().Start())
	}
	names, err := st.List(savesGroup)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != 99 {
		t.Fatalf("%d kept games, want 99", len(names))
	}
	found := make([]bool, len(starts))
	for _, n := range names {
		cfg, err := LoadConfig(st, n)
		if err != nil {
			t.Fatalf("%q: %v", n, err)
		}
		for i, start := range starts {
			if start.Equal(cfg.Record.Start()) {
				found[i] = true
			}
		}
	}
	for i, ok := range found[:99] {
		if !ok {
			t.Errorf("game %d (seed %d) is not among the kept games", i+1, 1000+i)
		}
	}
}
