package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// On a tie the defender keeps its place (R7.1), so the banner says it holds, not that it wins.
func TestConflictHeadlineTieHolds(t *testing.T) {
	tie := ConflictHeadline("Pot", "revolt", game.Event{Kind: game.EvConflictWon, Color: game.Red, N: 2, N2: 2})
	if !strings.HasPrefix(tie, "Pot holds in the revolt of the priests, 2 to 2") || strings.Contains(tie, "wins") {
		t.Fatalf("tie banner %q: want the defender to hold", tie)
	}
	won := ConflictHeadline("Pot", "war", game.Event{Kind: game.EvConflictWon, Color: game.Green, N: 4, N2: 2})
	if won != "Pot wins the war of the traders, 4 to 2" {
		t.Fatalf("win banner %q", won)
	}
}

// A conflict's kind is read from the winner's points that follow it: a war scores as a war, a
// revolt as a revolt, and the next conflict's result ends the search.
func TestConflictKindFromThePointsThatFollow(t *testing.T) {
	won := game.Event{Kind: game.EvConflictWon}
	war := game.Event{Kind: game.EvScored, Why: game.ScoredWar}
	revolt := game.Event{Kind: game.EvScored, Why: game.ScoredRevolt}
	cases := []struct {
		ev   []game.Event
		want string
	}{
		{[]game.Event{won, war}, "war"},
		{[]game.Event{won, revolt}, "revolt"},
		{[]game.Event{won, won, war}, "revolt"}, // the war's points belong to the next conflict
		{[]game.Event{won}, "revolt"},
	}
	for i, tc := range cases {
		if got := ConflictKind(tc.ev, 0); got != tc.want {
			t.Errorf("case %d: %s, want %s", i, got, tc.want)
		}
	}
}
