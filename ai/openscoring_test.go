package ai

import (
	"testing"

	"tigris/game"
)

// Under open scoring every deal Hard and Expert search holds the rivals' real points, not the
// shuffled guess of a closed game; every other level samples through the same View.Sample.
func TestDealsUseOpenPoints(t *testing.T) {
	for _, open := range []bool{true, false} {
		s, _ := game.NewGame(game.Options{Seats: game.FirstDynasties(3), OpenScoring: open}, 9)
		rng := game.NewRNG(3)
		for n := 0; n < 40 && !s.Over(); n++ {
			m, _ := s.RandomMove(rng)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		me := s.Pending().Player
		d := deals{v: s.ViewFor(me), rng: game.NewRNG(2)}
		differs := false
		for k := 0; k < 8; k++ {
			g := d.get(k)
			for i := 0; i < s.NumPlayers(); i++ {
				if i != me && g.Player(i).Score != s.Player(i).Score {
					differs = true
				}
			}
		}
		if open && differs {
			t.Fatal("a deal of an open game guessed a rival's points instead of reading them")
		}
		if !open && !differs {
			t.Fatal("the closed game's deals all hold the real points: the game is too young to tell")
		}
	}
}
