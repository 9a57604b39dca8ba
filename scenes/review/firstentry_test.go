//go:build display

package review

import (
	"os"
	"testing"

	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/themes"
)

// endgame is the finished game kept among the test saves: 18 decisions from a position where
// Archer (Ann) has two actions; within, the same game from after Ann's first action (a record
// that starts within a turn, as a game from a shared position may).
func endgame(t *testing.T, within bool) *game.Record {
	t.Helper()
	data, err := os.ReadFile("../testdata/reviewed-endgame.save")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := session.ConfigFromSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if !within {
		return cfg.Record
	}
	st, err := cfg.Record.Replay(1)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	for _, rm := range cfg.Record.Moves()[1:] {
		if _, err := rec.Apply(rm.Move); err != nil {
			t.Fatal(err)
		}
	}
	return rec
}

// The review's first entry (the position before the first decision) says the first move as it
// was made, its player and turn 1, and rings it on the board, and each entry's turn is the turn its move belongs to, also
// for a game whose record starts within a turn (the words said turn 2 of the first decisions of
// such a game, and the first turn's decisions stood under the wrong turn): issue 44.
func TestReviewEntriesSayTheirTurnAndMove(t *testing.T) {
	for _, within := range []bool{false, true} {
		rec := endgame(t, within)
		sc := New(Host{}, rec, []string{"Ann", "Bo"}, back{})
		if sc.run != nil {
			sc.run.stop()
		}
		want := []string{"Turn 1 · Ann: the market at L6.", "Turn 1 · Ann: the settlement at G4.", "Turn 2 · Bo: the king to G3."}
		if within {
			want = []string{"Turn 1 · Ann: the settlement at G4.", "Turn 2 · Bo: the king to G3.", "Turn 2 · Bo: committing 0."}
		}
		for at, w := range want {
			sc.at = at
			if got := sc.describe(); got != w {
				t.Errorf("starting within a turn %v, entry %d: %q, want %q", within, at, got, w)
			}
			// the board rings the move the words name where it puts a piece on a space
			m := rec.Moves()[at].Move
			if g := sc.ghosts(themes.For(0, false)); m.Cell >= 0 && (len(g) != 1 || g[0].m != m) {
				t.Errorf("entry %d (%v): the board shows %v", at, m, g)
			}
		}
	}
}
