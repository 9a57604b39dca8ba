package server

import (
	"testing"

	"tigris/game"
	"tigris/online/client"
)

// A game created with open scoring sends every seat the others' real points: after each decision
// what one seat's view says of the other's points is what the other's own view says. Created
// without it, no view holds the other's points (R11.1).
func TestServerSendsOpenPoints(t *testing.T) {
	for _, open := range []bool{true, false} {
		ts := startServer(t, "", 0)
		req := twoPeople()
		if open {
			req.Options = []string{"open-scoring"}
		}
		ta, err := client.Create(ctxFor(t), ts.url, req)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := client.Join(ctxFor(t), ts.url, ta.Code, "Bo", -1)
		if err != nil {
			t.Fatal(err)
		}
		seats := []*seat{dial(t, ts.url, ta), dial(t, ts.url, tb)}
		rng := game.NewRNG(5)
		scored := false
		for n := 0; n < 300 && !scored; n++ {
			for _, s := range seats {
				other := seats[1-s.g.Seat]
				_, _, ok := s.g.View.PointsOf(other.g.Seat)
				if ok != open || s.g.View.Options.OpenScoring != open {
					t.Fatalf("open %v: seat %d sees the other's points: %v", open, s.g.Seat, ok)
				}
				if sc, tr, _ := s.g.View.PointsOf(other.g.Seat); open && (sc != other.g.View.Score || tr != other.g.View.Treasures) {
					t.Fatalf("decision %d: seat %d is sent %v %d, the other holds %v %d", n, s.g.Seat, sc, tr, other.g.View.Score, other.g.View.Treasures)
				}
				scored = scored || other.g.View.Score != [game.NumColors]int16{}
			}
			mover := seats[seats[0].g.View.Pending().Player]
			moves := mover.g.View.Sample(rng, nil).LegalMoves()
			mover.move(moves[rng.Intn(len(moves))])
			seats[1-mover.g.Seat].want("update")
		}
		if !scored {
			t.Fatalf("open %v: nobody scored in 300 decisions: the test proves nothing", open)
		}
	}
}
