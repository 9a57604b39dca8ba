//go:build display

package main

import (
	"testing"

	"tigris/scenes"
)

// Without -seed, the first New game of a launch is a fresh deal: the shell's seed was left 0 (a
// deal anybody can replay, the same first game at every launch) when startConfig chose one on its
// copy of the flags.
func TestFirstNewGameIsAFreshDeal(t *testing.T) {
	a := newShell(options{data: t.TempDir(), mute: true}, scenes.Hooks{})
	b := newShell(options{data: t.TempDir(), mute: true}, scenes.Hooks{})
	if a.Seed == 0 || b.Seed == 0 || a.Seed == b.Seed {
		t.Fatalf("the title's first deals: seeds %d and %d", a.Seed, b.Seed)
	}
	if c := newShell(options{data: t.TempDir(), mute: true, seed: 7}, scenes.Hooks{}); c.Seed != 7 {
		t.Fatalf("-seed 7 offers seed %d", c.Seed)
	}
}
