package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// A hot-seat summary tells what happened since that person last had the board, once each, the
// results of his own conflicts included (R11.1, review 3): handed back mid-turn after Bo defended
// her revolt, Anna is told Bo's defence and how the revolt ended, not Bo's earlier turn she
// watched begin hers with; at his next turn Bo is told Anna's later action and the revolt he
// defended, in its one line with its result (review 6: a summary without the turn's main event
// read as incomplete), not Anna's first turn again nor the revolt's commitments apart, so nothing
// reads as done twice.
func TestSinceLastTurnSaysWhatWasNotSeenOnce(t *testing.T) {
	st := position(t, strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1))
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}, Start: st})
	s.Ready()
	drop := func(k PieceKind, c game.Color, at string) {
		t.Helper()
		if err := s.Drop(Piece{Kind: k, Color: c}, mustSpace(at)); err != nil {
			t.Fatalf("%v at %s: %v", c, at, err)
		}
	}
	commit := func(who int) {
		t.Helper()
		if !s.NeedsHandoff() || s.HandoffTo() != who {
			t.Fatalf("no hand-off to seat %d", who)
		}
		s.Ready()
		if err := s.Try(game.CommitMove(0)); err != nil {
			t.Fatal(err)
		}
	}
	handTo := func(who int) string {
		t.Helper()
		s.PassOn()
		if !s.NeedsHandoff() || s.HandoffTo() != who {
			t.Fatalf("no hand-off to seat %d", who)
		}
		return strings.Join(s.SinceLastTurn(who), "\n")
	}
	drop(HandTile, game.Green, "A11")
	drop(HandTile, game.Green, "B11")
	handTo(1)
	s.Ready()
	drop(HandTile, game.Black, "A3")
	drop(HandTile, game.Black, "B3")
	if got := handTo(0); !strings.Contains(got, "Bo places a settlement at A3") && !strings.Contains(got, "at A3") {
		t.Fatalf("Anna is not told Bo's turn:\n%s", got)
	}
	s.Ready()
	drop(SupplyLeader, game.Red, "G4") // the revolt: Anna attacks Bo's priest at H5
	if err := s.Try(game.CommitMove(0)); err != nil {
		t.Fatal(err)
	}
	commit(1)
	anna := handTo(0)
	annaBackMidTurn(t, anna)
	s.Ready()
	drop(HandTile, game.Red, "A10")
	bo := handTo(1)
	if strings.Count(bo, "at G4") != 1 || !strings.Contains(bo, "Anna's priest at G4 revolts against Bo's at H5: Bo holds 1 to 1") || strings.Contains(bo, "commits") {
		t.Errorf("Bo is not told once, in one line, the revolt he defended:\n%s", bo)
	}
	if strings.Contains(bo, "A11") || strings.Contains(bo, "B11") {
		t.Errorf("Bo is told again Anna's turn before his:\n%s", bo)
	}
	if !strings.Contains(bo, "Anna places a temple at A10") {
		t.Errorf("Bo is not told Anna's last action:\n%s", bo)
	}
	if strings.Contains(bo, "+1") || strings.Contains(anna, "+1") {
		t.Errorf("a summary tells points:\n%s\n%s", anna, bo)
	}
}

// annaBackMidTurn checks Anna's summary when the screen comes back to her after Bo's defence.
func annaBackMidTurn(t *testing.T, anna string) {
	t.Helper()
	if strings.Contains(anna, "A3") || strings.Contains(anna, "B3") {
		t.Errorf("back mid-turn, Anna is told Bo's turn again, which she saw before hers:\n%s", anna)
	}
	if !strings.Contains(anna, "Anna's priest at G4 revolts") || !strings.Contains(anna, "Bo holds") || !strings.Contains(anna, "from hand against Anna's 0") {
		t.Errorf("back mid-turn, Anna is not told Bo's defence and how her revolt ended:\n%s", anna)
	}
	if strings.Contains(anna, "Anna places") || strings.Contains(anna, "Anna commits") {
		t.Errorf("Anna is told her own moves:\n%s", anna)
	}
}

// A person who defended in the other's turn is told that conflict with the rest of the turn when
// the screen comes back to him (review 6, h08: after Bo's revolt that Anna defended and Bo's king
// placed, Anna's summary said only "Bo places the king at A8"), once: her next summary leaves it out.
func TestSinceLastTurnTellsTheConflictDefended(t *testing.T) {
	s, drop := annaAndBo(t, twoHumans)
	drop(SupplyLeader, game.Red, "G4")
	drop(HandTile, game.Green, "A11")
	s.PassOn()
	s.Ready()
	drop(SupplyLeader, game.Red, "H5") // Bo's priest revolts against Anna's at G4
	for _, who := range []int{1, 0} {
		if who == 0 {
			if !s.NeedsHandoff() || s.HandoffTo() != 0 {
				t.Fatal("no hand-off to Anna, the defender")
			}
			s.Ready()
		}
		if err := s.Try(game.CommitMove(0)); err != nil {
			t.Fatal(err)
		}
	}
	s.PassOn() // Anna has seen how her defence ended
	s.Ready()
	drop(SupplyLeader, game.Black, "A8")
	if s.TurnHeld() {
		if err := s.EndTurn(); err != nil {
			t.Fatal(err)
		}
	}
	s.PassOn()
	if !s.NeedsHandoff() || s.HandoffTo() != 0 {
		t.Fatal("no hand-off to Anna after Bo's turn")
	}
	anna := strings.Join(s.SinceLastTurn(0), "\n")
	if !strings.Contains(anna, "Bo's priest at H5 revolts against Anna's at G4: Anna holds 1 to 1") || !strings.Contains(anna, "Bo places the king at A8") {
		t.Errorf("Anna is not told the revolt she defended and Bo's turn:\n%s", anna)
	}
	if strings.Contains(anna, "Anna places") || strings.Contains(anna, "commits") || strings.Contains(anna, "+1") {
		t.Errorf("Anna is told her own turn, a commitment apart or points:\n%s", anna)
	}
	s.Ready()
	drop(HandTile, game.Red, "A10")
	drop(HandTile, game.Red, "C10")
	s.PassOn()
	s.Ready()
	drop(HandTile, game.Red, "E10")
	drop(HandTile, game.Red, "F11")
	s.PassOn()
	if again := strings.Join(s.SinceLastTurn(0), "\n"); strings.Contains(again, "revolts") {
		t.Errorf("Anna's next summary tells the revolt again:\n%s", again)
	}
}
