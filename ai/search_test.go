package ai

import (
	"os"
	"testing"

	"tigris/game"
)

// TestHardSeesTheReply: a black tile on D5 or D6 scores Archer's lowest colour, so the greedy
// levels take it, but it leaves one space between his kingdom and Bull's stronger one, and Bull's
// next tile there wins the war over black (R7.2) with Archer's king and three tiles. Hard plays
// Bull's reply in its playouts and keeps clear, whatever its seed.
func TestHardSeesTheReply(t *testing.T) {
	text, err := os.ReadFile("testdata/war-trap.txt")
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.ParsePosition(string(text))
	if err != nil {
		t.Fatal(err)
	}
	v := s.ViewFor(0)
	trap := func(m game.Move) bool {
		for _, sp := range []string{"archer tile k D5", "archer tile k D6"} {
			if _, t, _ := game.ParseMove(sp); m == t {
				return true
			}
		}
		return false
	}
	if m := New(Medium, 1).Choose(v); !trap(m) {
		t.Fatalf("Medium chose %v: the position no longer tempts the greedy levels", m)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		b := New(Hard, seed)
		b.Iterations = 40
		if m := b.Choose(v); trap(m) {
			t.Errorf("Hard (seed %d) walked into the war: %v", seed, m)
		}
	}
}

// TestDealsAreShared: the search compares plans on the same deals, each handed out as a fresh copy.
func TestDealsAreShared(t *testing.T) {
	s, _ := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 4)
	v := s.ViewFor(s.Pending().Player)
	d := deals{v: v, rng: game.NewRNG(2)}
	a, b := d.get(0), d.get(1)
	if a.Equal(b) {
		t.Fatal("two deals came out the same")
	}
	if err := a.Play(a.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	if !d.get(0).Equal(d.get(0)) || d.get(0).Equal(a) {
		t.Fatal("deal 0 changed between visits")
	}
}
