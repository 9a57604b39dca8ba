//go:build display

package platform

import (
	"testing"

	"tigris/scenes/session"
)

// A link or the command line asks for open scoring by its word (options=open-scoring, -options
// open-scoring), and the game it starts is played with it.
func TestLinkAsksForOpenScoring(t *testing.T) {
	for _, opts := range []string{"open-scoring", "wonder,open-scoring", "wonder"} {
		s, err := StartConfig(Options{Size: defaultSize, Map: "standard", Seats: "archer:human,bull:hard", Opts: opts, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		g, err := session.New(s.Config)
		if err != nil {
			t.Fatal(err)
		}
		want := opts != "wonder"
		if got := g.State().Options().OpenScoring; got != want {
			t.Fatalf("options=%s: open scoring %v, want %v", opts, got, want)
		}
		if _, _, ok := g.State().ViewFor(0).PointsOf(1); ok != want {
			t.Fatalf("options=%s: the human sees the bot's points: %v", opts, ok)
		}
	}
}
