//go:build display

package platform

import (
	"testing"

	"tigris/ai/reach"
	"tigris/scenes"
)

// Without -seed, the first New game of a launch is a fresh deal: the shell's seed was left 0 (a
// deal anybody can replay, the same first game at every launch) when StartConfig chose one on its
// copy of the flags.
func TestFirstNewGameIsAFreshDeal(t *testing.T) {
	a := NewShell(Options{Data: t.TempDir(), Mute: true}, scenes.Hooks{}, &reach.Reach{})
	b := NewShell(Options{Data: t.TempDir(), Mute: true}, scenes.Hooks{}, &reach.Reach{})
	if a.Seed == 0 || b.Seed == 0 || a.Seed == b.Seed {
		t.Fatalf("the title's first deals: seeds %d and %d", a.Seed, b.Seed)
	}
	if c := NewShell(Options{Data: t.TempDir(), Mute: true, Seed: 7}, scenes.Hooks{}, &reach.Reach{}); c.Seed != 7 {
		t.Fatalf("-seed 7 offers seed %d", c.Seed)
	}
}
