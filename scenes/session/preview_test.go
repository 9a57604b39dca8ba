package session

import (
	"testing"
	"tigris/lessons"

	"tigris/game"
)

// While a piece hovers over a space that would start a revolt or a war, both sides' strengths on
// the board are known before the drop; a drop that starts nothing shows nothing.
func TestPreviewShowsStrengths(t *testing.T) {
	cases := []struct {
		lesson string
		piece  Piece
		space  string
		want   Clash
	}{
		{"revolts", Piece{Kind: SupplyLeader, Color: game.Red}, "G6",
			Clash{Color: game.Red, Attacker: 0, Defender: 1, AttackerCell: mustSpace("G6"), DefenderCell: mustSpace("H5"), Attack: 1, Defence: 1, Held: 2}},
		{"wars", Piece{Kind: HandTile, Color: game.Red}, "G6",
			Clash{War: true, Color: game.Green, Attacker: 0, Defender: 1, AttackerCell: mustSpace("E6"), DefenderCell: mustSpace("H6"), Attack: 2, Defence: 1, Held: 2}},
	}
	for _, c := range cases {
		l, _ := lessons.ByID(c.lesson)
		s, err := StartLesson(l, false)
		if err != nil {
			t.Fatal(err)
		}
		before := s.State().Clone()
		got := s.Preview(c.piece, mustSpace(c.space))
		if len(got) != 1 || got[0] != c.want {
			t.Fatalf("%s: %+v, want %+v", c.lesson, got, c.want)
		}
		if !s.State().Equal(before) {
			t.Fatal("a preview changed the game")
		}
		if got := s.Preview(Piece{Kind: HandTile, Color: game.Black}, mustSpace("A1")); len(got) != 0 {
			t.Fatalf("a settlement far away starts %+v", got)
		}
	}
}

// The hover's words add what the viewer, a side of the conflict, holds to commit (his own hand:
// issue 44, a revolt started with no temples to add); a viewer who is no side is told nothing
// of anyone's hand.
func TestPreviewSaysWhatTheViewerHolds(t *testing.T) {
	name := func(i int) string { return []string{"Archer", "Pot"}[i] }
	c := Clash{Color: game.Red, Attacker: 0, Defender: 1, Attack: 1, Defence: 1}
	for held, want := range map[int]string{0: "You hold no temples to add.", 1: "You hold 1 temple to add.", 3: "You hold 3 temples to add."} {
		c.Held = held
		w := c.Words(name)
		if len(w) != 2 || w[0] != "Revolt of the priests: Archer 1, Pot 1 on the board; ties go to the defender" || w[1] != want {
			t.Errorf("held %d: %q, want the revolt's line and %q", held, w, want)
		}
	}
	c.Held = -1
	if w := c.Words(name); len(w) != 1 {
		t.Errorf("a viewer who is no side is told of a hand: %q", w)
	}
}
