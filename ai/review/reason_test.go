package review

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
)

// When the better move scores no more at once than the one played, the sentence says where its
// worth lies (the turns after) and, when the played points went above the seat's weakest colour,
// names that colour: a review that only argues for the move played teaches nothing.
func TestReasonSaysWhyTheQuieterMoveWasBetter(t *testing.T) {
	rec := botGame(t, 21, ai.Easy, ai.Random)
	found, noted := 0, 0
	for n := 0; n < len(rec.Moves()) && noted < 2; n++ {
		s, err := rec.Replay(n)
		if err != nil {
			t.Fatal(err)
		}
		if s.Over() || s.Pending().Kind != game.DecideAction {
			continue
		}
		v := s.ViewFor(s.Pending().Player)
		for _, m := range s.LegalMoves() {
			if m.Kind != game.MoveTile {
				continue
			}
			scored := mine(ai.Consequences(v, m, 1), v.Me)
			if sum(scored) == 0 || sum(mine(ai.Consequences(v, game.PassMove(), 1), v.Me)) > 0 {
				continue
			}
			got := Reason(v, m, game.PassMove(), 1.25, 1, nil)
			if !strings.HasPrefix(got, "Passing would have scored nothing at once, where "+MoveWords(m)+" scored ") ||
				!strings.Contains(got, "; over the turns that follow passing is worth 1.2 points more.") {
				t.Fatalf("the sentence: %q", got)
			}
			note := weakestNote(v.Score, scored)
			if !strings.HasSuffix(got, note) {
				t.Fatalf("the sentence %q does not end with the weakest colour's note %q", got, note)
			}
			found++
			if note != "" {
				noted++
			}
			break
		}
	}
	if found == 0 || noted == 0 {
		t.Fatalf("%d positions where a tile scored and passing did not, %d of them above the weakest colour", found, noted)
	}
}

// The note names the weakest colour only when the points went elsewhere.
func TestWeakestNote(t *testing.T) {
	score := [game.NumColors]int16{3, 4, 1, 1} // red 3, blue 4, green 1, black 1
	for _, c := range []struct {
		scored [game.NumColors]int
		want   string
	}{
		{[game.NumColors]int{1, 0, 0, 0}, " Those points went above your weakest colours, green and black (1 point each), the ones that count at the end."},
		{[game.NumColors]int{0, 0, 0, 1}, ""},
		{[game.NumColors]int{0, 0, 0, 0}, ""},
	} {
		if got := weakestNote(score, c.scored); got != c.want {
			t.Errorf("scored %v: got %q, want %q", c.scored, got, c.want)
		}
	}
	if got, want := weakestNote([game.NumColors]int16{2, 5, 5, 5}, [game.NumColors]int{0, 2, 0, 0}),
		" Those points went above your weakest colour, red (2 points), the one that counts at the end."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
