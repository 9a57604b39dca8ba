package game

import (
	"flag"
	"fmt"
	"runtime"
	"sync"
	"testing"
)

var soak = flag.Int("soak", 0, "play this many extra random games per option mix (a long soak)")

// allOptionMixes lists every mix of seats, map and options for self-play.
func allOptionMixes() []Options {
	seats := [][]Dynasty{{Archer, Bull}, {Pot, Lion, Archer}, {Bull, Pot, Lion, Archer}}
	var out []Options
	for _, st := range seats {
		for _, mp := range []MapID{StandardMap, AdvancedMap} {
			for bits := 0; bits < 16; bits++ {
				out = append(out, Options{Map: mp, Seats: st, English: bits&1 != 0, Buildings: bits&2 != 0, Wonder: bits&4 != 0, NoMonuments: bits&8 != 0})
			}
		}
	}
	return out
}

// randomChoice picks a legal move: half the time uniformly, half the time a kind first, so that
// tile placements and conflicts are not drowned by the many ways to swap.
func randomChoice(moves []Move, rng *RNG) Move {
	if rng.Intn(2) == 0 {
		return moves[rng.Intn(len(moves))]
	}
	var kinds []MoveKind
	seen := map[MoveKind]bool{}
	for _, m := range moves {
		if !seen[m.Kind] {
			seen[m.Kind] = true
			kinds = append(kinds, m.Kind)
		}
	}
	k := kinds[rng.Intn(len(kinds))]
	var of []Move
	for _, m := range moves {
		if m.Kind == k {
			of = append(of, m)
		}
	}
	return of[rng.Intn(len(of))]
}

// playChecked plays one random game, checking the invariants after every decision, and counts events.
func playChecked(o Options, seed uint64, seen map[EventKind]int) error {
	s, err := NewGame(o, seed)
	if err != nil {
		return err
	}
	if err := checkInvariants(s, nil); err != nil {
		return fmt.Errorf("setup %v seed %d: %v", o, seed, err)
	}
	rng := NewRNG(seed ^ 0x5eed)
	for step := 0; !s.Over(); step++ {
		if step > 5000 {
			return fmt.Errorf("%v seed %d: the game did not end in 5000 decisions", o, seed)
		}
		prev := s.Clone()
		var m Move
		if seed%2 == 0 {
			m = randomChoice(s.LegalMoves(), rng)
		} else {
			m, _ = s.RandomMove(rng)
		}
		ev, err := s.Apply(m)
		if err != nil {
			return fmt.Errorf("%v seed %d: listed move %v refused: %v\n%v", o, seed, m, err, prev)
		}
		for _, e := range ev {
			seen[e.Kind]++
		}
		if err := checkInvariants(s, prev); err != nil {
			return fmt.Errorf("%v seed %d after %v: %v\nbefore:\n%v", o, seed, m, err, prev)
		}
	}
	return nil
}

// TestSelfPlayInvariants plays 1,000 random games over every option mix (R2 to R10), on every core
// (the games are independent; each is the same game whatever core plays it).
func TestSelfPlayInvariants(t *testing.T) {
	mixes := allOptionMixes()
	type game struct {
		o    Options
		seed uint64
	}
	var games []game
	for seed := uint64(0); seed < 1000; seed++ {
		games = append(games, game{mixes[int(seed)%len(mixes)], seed})
	}
	for i := 0; i < *soak; i++ {
		for k, o := range mixes {
			games = append(games, game{o, uint64(1_000_000 + i*len(mixes) + k)})
		}
	}
	workers := runtime.GOMAXPROCS(0)
	seen := make([]map[EventKind]int, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		seen[w] = map[EventKind]int{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := w; k < len(games) && errs[w] == nil; k += workers {
				errs[w] = playChecked(games[k].o, games[k].seed, seen[w])
			}
		}()
	}
	wg.Wait()
	all := map[EventKind]int{}
	for w := range workers {
		if errs[w] != nil {
			t.Error(errs[w])
		}
		for k, n := range seen[w] {
			all[k] += n
		}
	}
	// the random games must have reached every kind of event, or they test too little
	for _, k := range []EventKind{EvRevolt, EvWar, EvCommitted, EvTreasure, EvMonument, EvBuilding,
		EvBuildingReturned, EvWonder, EvCatastrophe, EvSwapped, EvLeaderReturned, EvTileRemoved, EvUnificationGone} {
		if all[k] == 0 {
			t.Errorf("no random game produced event kind %d", k)
		}
	}
	t.Logf("events over %d games: %v", len(games), fmt.Sprint(all))
}

// TestSameSeedSameGame: a game is determined by its options, seed and decisions (R2.3).
func TestSameSeedSameGame(t *testing.T) {
	o := Options{Map: AdvancedMap, Seats: []Dynasty{Lion, Archer, Pot}, Buildings: true, Wonder: true}
	play := func() *State {
		s, _ := NewGame(o, 77)
		rng := NewRNG(3)
		for !s.Over() {
			if err := s.Play(randomChoice(s.LegalMoves(), rng)); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	a, b := play(), play()
	if !a.Equal(b) {
		t.Fatal("the same seed and choices gave two different games")
	}
	c, _ := NewGame(o, 78)
	d, _ := NewGame(o, 77)
	if c.Equal(d) {
		t.Fatal("two seeds gave the same deal")
	}
}

// TestSetupCounts: R1.2, R2.1, R2.2, R9.1.
func TestSetupCounts(t *testing.T) {
	for _, tc := range []struct {
		mp        MapID
		treasures int
		bag       int
	}{{StandardMap, 10, 143}, {AdvancedMap, 14, 139}} {
		s, err := NewGame(Options{Map: tc.mp, Seats: []Dynasty{Archer, Bull, Pot}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.TreasuresOnBoard(); got != tc.treasures {
			t.Errorf("%v: %d treasures, want %d", tc.mp, got, tc.treasures)
		}
		if got := s.BagCount() + 18; got != tc.bag {
			t.Errorf("%v: bag started with %d tiles, want %d", tc.mp, got, tc.bag)
		}
		for p := 0; p < 3; p++ {
			pl := s.Player(p)
			if pl.HandSize() != 6 || pl.Catastrophes != 2 {
				t.Errorf("%v: seat %d has %d tiles and %d catastrophes", tc.mp, p, pl.HandSize(), pl.Catastrophes)
			}
		}
		if s.Pending().Kind != DecideAction || s.ActionsLeft() != 2 {
			t.Errorf("%v: the game does not start with two actions", tc.mp)
		}
	}
	if _, err := NewGame(Options{Seats: []Dynasty{Archer}}, 1); err == nil {
		t.Error("a one-player game was accepted")
	}
	if _, err := NewGame(Options{Seats: []Dynasty{Archer, Archer}}, 1); err == nil {
		t.Error("a dynasty seated twice was accepted")
	}
	// the start player is chosen at random
	starts := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		s, _ := NewGame(Options{Seats: []Dynasty{Archer, Bull, Pot, Lion}}, seed)
		starts[s.Turn()] = true
	}
	if len(starts) != 4 {
		t.Errorf("over 40 seeds only seats %v started", starts)
	}
}
