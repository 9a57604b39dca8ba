package session

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/storage"
)

// A save's name and the Load list count rounds, as players do: three players' seventh turn is
// round 3 (it read "turn 7", a player counting his own three turns took it for wrong: review 3).
func TestSavesNameTheRound(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}, {Dynasty: game.Pot, Human: true}}
	a := mustSession(t, Config{Seats: seats, Seed: 3, Store: store})
	for a.Record().Turn() < 7 {
		if a.NeedsHandoff() {
			a.Ready()
		}
		if err := a.Try(game.PassMove()); err != nil {
			t.Fatal(err)
		}
		a.PassOn()
	}
	if got := RoundOf(a.Record()); got != 3 {
		t.Fatalf("turn 7 of three players is round %d, want 3", got)
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	b := mustSession(t, Config{Seats: seats, Seed: 4, Store: store})
	if !strings.HasPrefix(b.KeptAs, "Unfinished: Archer v Bull v Pot, round 3, ") {
		t.Fatalf("the unfinished game was kept as %q, want it named by its round", b.KeptAs)
	}
	if e, _ := DescribeSave(store, b.KeptAs); e.Err != nil || e.Round != 3 || e.Turn != 7 {
		t.Fatalf("the Load list's entry: round %d, turn %d, %v; want round 3 of turn 7", e.Round, e.Turn, e.Err)
	}
}
