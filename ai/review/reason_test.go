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

// Two moves that did the same at once are said in English: "Both have scored 1 red point, won
// the revolt of the traders at once" read as garbled (review 5, the review's screen). The
// seat is told what it does either way, its parts joined by "and".
func TestSameAtOnceReadsAsASentence(t *testing.T) {
	ev := []game.Event{
		{Kind: game.EvRevolt, Player: 0, Other: 1, Color: game.Green},
		{Kind: game.EvConflictWon, Player: 0, Other: 1, Color: game.Green},
		{Kind: game.EvScored, Player: 0, Color: game.Red, N: 1},
	}
	name := func(p int) string { return []string{"Bull", "Pot"}[p] }
	did := outcome(ev, 0, name)
	got := sameAtOnce(did, "committing 3", "committing 2", 2)
	want := "Either way you score 1 red point and win the revolt of the traders at once; over the turns that follow committing 3 is worth 2.0 points more than committing 2."
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	lost := outcome([]game.Event{
		{Kind: game.EvWar, Player: 1, Other: 0, Color: game.Red},
		{Kind: game.EvConflictWon, Player: 1, Other: 0, Color: game.Red},
		{Kind: game.EvTreasure, Player: 0, Cell: 3},
		{Kind: game.EvScored, Player: 1, Color: game.Red, N: 2},
	}, 0, name)
	if got, want := sameAtOnce(lost, "the king to F5", "passing", 1.5), "Either way you lose the war of the priests to Pot, take the treasure at D1 and give Pot 2 points at once; over the turns that follow the king to F5 is worth 1.5 points more than passing."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got, want := sameAtOnce(nil, "the market at G4", "passing", 1), "Neither scores at once; over the turns that follow the market at G4 is worth 1.0 points more than passing."; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// where the two differ, each is said in its own tense, its parts joined the same way
	if got, want := capital("committing 3")+" "+conditional(did)+", where committing 2 "+past(lost),
		"Committing 3 would have scored 1 red point and won the revolt of the traders, where committing 2 lost the war of the priests to Pot, took the treasure at D1 and gave Pot 2 points"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
