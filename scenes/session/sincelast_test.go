package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// The hot-seat hand-off's summary: Bo is told what Anna did in her turn but not the points it
// scored her (R11.1), and no "end of turn" line; then Anna is told Bo's turn, without his points
// and without her own turn again.
func TestSinceLastTurnShowsWhatThePlayerMaySee(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}},
		Start: position(t, twoHumans)})
	s.Ready()
	drop := func(k PieceKind, c game.Color, at string) {
		t.Helper()
		if err := s.Drop(Piece{Kind: k, Color: c}, mustSpace(at)); err != nil {
			t.Fatalf("%v at %s: %v", c, at, err)
		}
	}
	drop(HandTile, game.Green, "H5")
	drop(HandTile, game.Red, "G6")
	s.PassOn() // Anna has seen what her turn did
	if !s.NeedsHandoff() || s.HandoffTo() != 1 {
		t.Fatal("no hand-off to Bo after Anna's turn")
	}
	bo := strings.Join(s.SinceLastTurn(1), "\n")
	if !strings.Contains(bo, "Anna places a market at H5") || !strings.Contains(bo, "Anna places a temple at G6") {
		t.Fatalf("Bo is not told Anna's turn:\n%s", bo)
	}
	if strings.Contains(bo, "+1") || strings.Contains(bo, "end of") {
		t.Fatalf("Bo is told Anna's points or a turn's end:\n%s", bo)
	}
	s.Ready()
	drop(SupplyLeader, game.Black, "A8")
	drop(HandTile, game.Red, "C8")
	s.PassOn()
	if !s.NeedsHandoff() || s.HandoffTo() != 0 {
		t.Fatal("no hand-off to Anna after Bo's turn")
	}
	if !strings.Contains(strings.Join(s.Log(), "\n"), "+1 red to Bo") {
		t.Fatalf("Bo's temple scored nothing, so the test shows nothing: %q", s.Log())
	}
	anna := strings.Join(s.SinceLastTurn(0), "\n")
	if !strings.Contains(anna, "Bo places the king at A8") || !strings.Contains(anna, "Bo places a temple at C8") {
		t.Fatalf("Anna is not told Bo's turn:\n%s", anna)
	}
	if strings.Contains(anna, "+1") || strings.Contains(anna, "H5") {
		t.Fatalf("Anna is told Bo's points or her own turn again:\n%s", anna)
	}
}
