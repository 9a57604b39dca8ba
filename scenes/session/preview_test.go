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
			Clash{Color: game.Red, Attacker: 0, Defender: 1, AttackerCell: mustSpace("G6"), DefenderCell: mustSpace("H5"), Attack: 1, Defence: 1}},
		{"wars", Piece{Kind: HandTile, Color: game.Red}, "G6",
			Clash{War: true, Color: game.Green, Attacker: 0, Defender: 1, AttackerCell: mustSpace("E6"), DefenderCell: mustSpace("H6"), Attack: 2, Defence: 1}},
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
