package game_test

import (
	"testing"

	"tigris/game"
	"tigris/game/scenario"
)

// warEvents plays the traders-then-kings scenario's position with moves and returns every event.
func warEvents(t *testing.T, moves ...string) []game.Event {
	t.Helper()
	_, st, err := scenario.Open("testdata/scenarios/war-traders-then-kings.txt")
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	var all []game.Event
	for _, line := range moves {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := rec.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		all = append(all, ev...)
	}
	return all
}

// called are the colours of the wars called off among ev.
func called(ev []game.Event) []game.Color {
	var out []game.Color
	for _, e := range ev {
		if e.Kind == game.EvWarCalledOff {
			out = append(out, e.Color)
		}
	}
	return out
}

// The joining opened two wars; the traders' war removed the markets that joined the kings, so the
// kings' war is called off (R7.7), and the game says so with an event before the unification tile
// goes back: it used to vanish silently, and a player wondered where the second war went.
func TestAWarCalledOffIsTold(t *testing.T) {
	ev := warEvents(t, "lion tile r I5", "lion war g", "lion commit 4", "pot commit 1")
	off := called(ev)
	if len(off) != 1 || off[0] != game.Black {
		t.Fatalf("wars called off: %v, want the kings' alone", off)
	}
	gone := -1
	for i, e := range ev {
		if e.Kind == game.EvUnificationGone {
			gone = i
		}
		if e.Kind == game.EvWarCalledOff && (gone >= 0 || e.Cell < 0) {
			t.Fatalf("the war called off is told after the unification tile went, or at no space: %+v", e)
		}
	}
	if e := ev[len(ev)-1]; e.Kind == game.EvWarCalledOff {
		t.Fatal("nothing followed the war called off")
	}
}

// Kings first: that war removes only the losing king, the markets stay joined, and the traders'
// war is fought after it: no war is called off.
func TestWarsFoughtAreNotCalledOff(t *testing.T) {
	ev := warEvents(t, "lion tile r I5", "lion war k", "lion commit 0", "pot commit 0")
	if off := called(ev); len(off) != 0 {
		t.Fatalf("wars called off: %v", off)
	}
	wars := 0
	for _, e := range ev {
		if e.Kind == game.EvWar {
			wars++
		}
	}
	if wars != 2 {
		t.Fatalf("%d wars fought, want both", wars)
	}
}
