//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
)

// On a tie the defender keeps its place (R7.1), so the banner says it holds, not that it wins.
func TestConflictHeadlineTieHolds(t *testing.T) {
	tie := conflictHeadline("Pot", "revolt", game.Event{Kind: game.EvConflictWon, Color: game.Red, N: 2, N2: 2})
	if !strings.HasPrefix(tie, "Pot holds in the revolt of the priests, 2 to 2") || strings.Contains(tie, "wins") {
		t.Fatalf("tie banner %q: want the defender to hold", tie)
	}
	won := conflictHeadline("Pot", "war", game.Event{Kind: game.EvConflictWon, Color: game.Green, N: 4, N2: 2})
	if won != "Pot wins the war of the traders, 4 to 2" {
		t.Fatalf("win banner %q", won)
	}
}
