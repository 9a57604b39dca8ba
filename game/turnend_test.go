package game

import (
	"fmt"
	"slices"
	"testing"
)

// TestApplyToTurnEnd plays random games and applies every decision both ways: stopped at the
// turn's end it must give the first events of the whole Apply, reveal no tile drawn at the end
// (R4.3), leave the turn's player with no action, and happen exactly when the whole Apply ends
// the turn or begins its end (a wonder point); otherwise it must be Apply itself.
func TestApplyToTurnEnd(t *testing.T) {
	helds := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := NewGame(Options{Seats: []Dynasty{Archer, Bull, Pot}, Buildings: true, Wonder: seed%2 == 0}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(seed)
		for step := 0; !s.Over() && step < 5000; step++ {
			m := randomChoice(s.LegalMoves(), rng)
			look := s.Clone()
			part, held, err := look.ApplyToTurnEnd(m)
			if err != nil {
				t.Fatalf("seed %d step %d: %v refused: %v", seed, step, m, err)
			}
			turn, hand := s.Turn(), s.Player(s.Turn()).Hand
			whole, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			ended := slices.ContainsFunc(whole, func(e Event) bool { return e.Kind == EvTurnEnded }) ||
				s.Pending().Kind == DecideWonderPoint && look.Pending().Kind != DecideWonderPoint
			endBegan := ended || s.Over() && !look.Over()
			if held != endBegan {
				t.Fatalf("seed %d step %d: %v held %v, but the whole move ended the turn: %v", seed, step, m, held, endBegan)
			}
			if !held {
				if !look.Equal(s) || !slices.Equal(part, whole) {
					t.Fatalf("seed %d step %d: %v not held, yet not the same as Apply", seed, step, m)
				}
				continue
			}
			helds++
			checkHeld(t, fmt.Sprintf("seed %d step %d: %v", seed, step, m), m, look, part, whole, turn, hand)
		}
	}
	if helds < 50 {
		t.Fatalf("only %d decisions were held at a turn's end", helds)
	}
}

// checkHeld checks a decision m stopped at the turn's end (look, its events part) against the
// whole Apply's events: a start of them, the turn's player with no action, no tile drawn.
func checkHeld(t *testing.T, at string, m Move, look *State, part, whole []Event, turn int, hand [NumColors]int8) {
	t.Helper()
	if len(part) > len(whole) || !slices.Equal(part, whole[:len(part)]) {
		t.Fatalf("%s: held events %v are not the start of %v", at, part, whole)
	}
	if look.Turn() != turn || look.ActionsLeft() != 0 || look.Pending() != (Pending{DecideAction, turn}) {
		t.Fatalf("%s: held with turn %d, %d actions, pending %v", at, look.Turn(), look.ActionsLeft(), look.Pending())
	}
	if m.Kind != MoveSwap && look.Player(turn).HandSize() > int(hand[0]+hand[1]+hand[2]+hand[3]) {
		t.Fatalf("%s: held, the hand grew: tiles were drawn", at)
	}
	for _, e := range part {
		if e.Kind == EvTurnEnded || e.Kind == EvTilesDrawn && m.Kind != MoveSwap {
			t.Fatalf("%s: held events hold the turn's end: %v", at, part)
		}
	}
}
