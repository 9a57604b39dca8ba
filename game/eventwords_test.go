package game

import (
	"strings"
	"testing"
)

// A tied conflict's event reads as the defender holding (R7.1), in the debug log as in the player's.
func TestConflictWonTieHolds(t *testing.T) {
	s := Event{Kind: EvConflictWon, Player: 1, Other: 0, N: 2, N2: 2, Cell: -1}.String()
	if !strings.Contains(s, "P1 holds 2 to 2") {
		t.Fatalf("tie event reads %q", s)
	}
}
