//go:build display

package main

import (
	"testing"

	"tigris/scenes/session"
)

// A link or the command line asks for open scoring by its word (options=open-scoring, -options
// open-scoring), and the game it starts is played with it.
func TestLinkAsksForOpenScoring(t *testing.T) {
	for _, opts := range []string{"open-scoring", "wonder,open-scoring", "wonder"} {
		s, err := startConfig(options{size: defaultSize, mapName: "standard", seats: "archer:human,bull:hard", opts: opts, seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		g, err := session.New(s.cfg)
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
