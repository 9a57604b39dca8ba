package game

import (
	"math"
	"strings"
	"testing"
)

// randomMove builds an arbitrary move, legal or not.
func randomMove(rng *RNG) Move {
	c := Color(rng.Intn(6) - 1)
	cell := rng.Intn(NCells+2) - 1
	switch MoveKind(rng.Intn(13)) {
	case MoveLeader:
		return LeaderMove(c, cell)
	case MoveWithdraw:
		return WithdrawMove(c)
	case MoveTile:
		return TileMove(c, cell)
	case MoveCatastrophe:
		return CatastropheMove(cell)
	case MoveSwap:
		var t [NumColors]int8
		for i := range t {
			t[i] = int8(rng.Intn(4))
		}
		return SwapMove(t)
	case MovePass:
		return PassMove()
	case MoveCommit:
		return CommitMove(rng.Intn(8) - 1)
	case MoveWar:
		return WarMove(c)
	case MoveTreasure:
		return TreasureMove(cell)
	case MoveMonument:
		if rng.Intn(4) == 0 {
			return NoMonumentMove()
		}
		return MonumentMove(Monument(rng.Intn(8)-1), cell)
	case MoveBuilding:
		if rng.Intn(4) == 0 {
			return NoBuildingMove()
		}
		return BuildingMove(c, cell)
	case MoveWonder:
		if rng.Intn(4) == 0 {
			return NoWonderMove()
		}
		return WonderMove(cell)
	}
	return WonderPointMove(c)
}

// notations indexes moves by their notation: two moves that read the same are the same choice.
func notations(ms []Move) map[string]bool {
	set := make(map[string]bool, len(ms))
	for _, m := range ms {
		set[m.String()] = true
	}
	return set
}

// TestOnlyListedMovesAccepted: every listed choice is accepted, and arbitrary choices outside the
// list are refused with a reason and leave the state exactly as it was.
func TestOnlyListedMovesAccepted(t *testing.T) {
	mixes := allOptionMixes()
	rng := NewRNG(99)
	for g := 0; g < 60; g++ {
		s, _ := NewGame(mixes[g%len(mixes)], uint64(g))
		for !s.Over() {
			legal := s.LegalMoves()
			legalSet := notations(legal)
			for k := 0; k < 40; k++ {
				m := randomMove(rng)
				before := s.Clone()
				err := s.Clone().Legal(m)
				trial := s.Clone()
				_, applyErr := trial.Apply(m)
				if (err == nil) != (applyErr == nil) {
					t.Fatalf("Legal and Apply disagree on %v: %v / %v", m, err, applyErr)
				}
				inList := legalSet[m.String()]
				// "monument rb" without its square names the one listed square of that monument
				if !inList && m.Kind == MoveMonument && m.Cell < 0 && m.Monument != NoMonument {
					n := 0
					for _, o := range legal {
						if o.Kind == MoveMonument && o.Monument == m.Monument {
							n++
						}
					}
					inList = n == 1
				}
				if inList && applyErr != nil {
					t.Fatalf("listed %v refused: %v", m, applyErr)
				}
				if !inList {
					if applyErr == nil {
						t.Fatalf("unlisted %v accepted at pending %v\n%v", m, s.Pending(), s)
					}
					if !IsIllegal(applyErr) || strings.TrimSpace(applyErr.Error()) == "" {
						t.Fatalf("refusal of %v gives no reason: %v", m, applyErr)
					}
					if !trial.Equal(before) {
						t.Fatalf("refused %v changed the state", m)
					}
				}
			}
			m := legal[rng.Intn(len(legal))]
			if err := s.Play(m); err != nil {
				t.Fatalf("listed %v refused: %v", m, err)
			}
		}
	}
}

// TestRefusalReasons: the words a player reads for common mistakes.
func TestRefusalReasons(t *testing.T) {
	s, err := ParsePosition(`
players archer bull
turn archer
hand archer rbgk
`)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		move, reason string
	}{
		{"archer tile b F5", "a farm goes on a river space"},
		{"archer tile r E1", "only farms go on river spaces"},
		{"archer leader k F5", "next to a face-up temple"},
		{"archer leader k E1", "river"},
		{"archer tile r K1", "not empty"},
		{"bull pass", "waits for archer"},
		{"archer commit 1", "waits for archer (an action)"},
		{"archer catastrophe K1", "treasure"},
		{"archer swap rr", "do not hold"},
	} {
		before := s.Clone()
		_, err := s.ApplyNotation(tc.move)
		if err == nil || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%q: got %v, want a reason containing %q", tc.move, err, tc.reason)
		}
		if !s.Equal(before) {
			t.Errorf("%q changed the state", tc.move)
		}
	}
}

// A score stops at the largest a state holds instead of wrapping round to a negative one.
func TestScoreSaturates(t *testing.T) {
	s, err := NewGame(Options{Seats: FirstDynasties(2)}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.players[0].Score[Red] = math.MaxInt16 - 2
	s.score(0, Red, 5, ScoredRevolt, eventLog{})
	if got := s.players[0].Score[Red]; got != math.MaxInt16 {
		t.Fatalf("32765 + 5 points gave %d", got)
	}
}
