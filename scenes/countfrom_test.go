//go:build display

package scenes

import (
	"testing"

	"tigris/game"
)

// A decided conflict's discs count from each side's strength on the board, as its badge read
// while the conflict was under way, to its total: counted from 0 they read "0" and "0" in the
// first frames after the attacker committed 2 temples to a priest of strength 1 against 2
// (review4 F20); the totals stand at the end, whoever won.
func TestConflictCountsFromTheBoardsStrengths(t *testing.T) {
	cs := conflictStage{ok: true, color: game.Red, attacker: 0, defender: 1, attBase: 1, defBase: 2}
	for _, c := range []struct {
		name           string
		won            game.Event
		attEnd, defEnd int
	}{
		{"attacker wins", game.Event{Kind: game.EvConflictWon, Player: 0, Other: 1, N: 3, N2: 2}, 3, 2},
		{"defender holds", game.Event{Kind: game.EvConflictWon, Player: 1, Other: 0, N: 2, N2: 1}, 1, 2},
	} {
		n := countsOf(cs, c.won)
		if att, def := n.at(0); att != 1 || def != 2 {
			t.Errorf("%s: the count starts at %d and %d, not the board's 1 and 2", c.name, att, def)
		}
		if att, def := n.at(1); att != c.attEnd || def != c.defEnd {
			t.Errorf("%s: the count ends at %d and %d, not the totals %d and %d", c.name, att, def, c.attEnd, c.defEnd)
		}
		pa, pd := n.at(0)
		for f := 0.05; f <= 1; f += 0.05 {
			att, def := n.at(f)
			if att < pa || def < pd {
				t.Errorf("%s: the count goes down at %.2f", c.name, f)
			}
			pa, pd = att, def
		}
	}
}
