package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// said reports that some line of the whole log, as its owner reads it, holds the words.
func (s *Session) said(words string) bool {
	for _, l := range s.log {
		if strings.Contains(l.full, words) {
			return true
		}
	}
	return false
}

// In a hot-seat game the log tells each person his own points and nobody else's (R11.1; the
// score rows hid Bo's points while the log said "+1 red to Bo": review 3): Anna reads that Bo
// placed a temple, not what it scored him; Bo reads his point. During the hand-off, with nobody's
// view on screen, no seat's points show. At the end everybody's do.
func TestTheLogTellsOnlyTheReadersPoints(t *testing.T) {
	s, drop := annaAndBo(t, twoHumans)
	drop(HandTile, game.Green, "H5")
	drop(HandTile, game.Red, "G6")
	s.PassOn()
	s.Ready()
	drop(SupplyLeader, game.Black, "A8")
	drop(HandTile, game.Red, "C8")
	if !s.said("+1 red to Bo") {
		t.Fatal("Bo's temple scored nothing: the test shows nothing")
	}
	log := func() string { return strings.Join(s.Log(), "\n") }
	if bo := log(); !strings.Contains(bo, "Bo places a temple at C8; +1 red to Bo") {
		t.Errorf("Bo does not read his own point:\n%s", bo)
	}
	s.PassOn()
	if hand := log(); strings.Contains(hand, "+1") || !strings.Contains(hand, "Bo places a temple at C8") {
		t.Errorf("during the hand-off the log tells points or loses Bo's temple:\n%s", hand)
	}
	s.Ready()
	anna := log()
	if strings.Contains(anna, "to Bo") || !strings.Contains(anna, "Bo places a temple at C8") {
		t.Errorf("Anna reads Bo's points, or not his temple:\n%s", anna)
	}
	for _, l := range s.log {
		if l.owner == 0 && !strings.Contains(anna, l.full) {
			t.Errorf("Anna does not read her own line %q", l.full)
		}
	}
}

// The log drawn every frame is worked out once for a reader and a length, and anew for another.
func TestTheReadersLogIsKept(t *testing.T) {
	log := []logLine{said("Anna begins"), {full: "Bo places a temple at C8; +1 red to Bo", public: "Bo places a temple at C8", owner: 1},
		{full: "+1 red to Anna for winning the revolt", owner: 0}}
	var c logFor
	anna := c.read(log, reader{seat: 0})
	if strings.Join(anna, "|") != "Anna begins|Bo places a temple at C8|+1 red to Anna for winning the revolt" {
		t.Fatalf("Anna reads %q", anna)
	}
	if again := c.read(log, reader{seat: 0}); &again[0] != &anna[0] {
		t.Error("the same reader's log was worked out again")
	}
	if bo := c.read(log, reader{seat: 1}); strings.Join(bo, "|") != "Anna begins|Bo places a temple at C8; +1 red to Bo" {
		t.Errorf("Bo reads %q", bo)
	}
	if all := c.read(log, reader{seat: -1, all: true}); len(all) != 3 {
		t.Errorf("at the end the log reads %q", all)
	}
}

// annaAndBo is a hot-seat game of Anna (Archer) and Bo (Bull) at pos, Anna ready at the screen,
// with a drop of a piece that must be taken.
func annaAndBo(t *testing.T, pos string) (*Session, func(k PieceKind, c game.Color, at string)) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}},
		Start: position(t, pos)})
	s.Ready()
	return s, func(k PieceKind, c game.Color, at string) {
		t.Helper()
		if err := s.Drop(Piece{Kind: k, Color: c}, mustSpace(at)); err != nil {
			t.Fatalf("%v at %s: %v", c, at, err)
		}
	}
}
