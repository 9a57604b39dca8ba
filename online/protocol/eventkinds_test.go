package protocol

import (
	"testing"

	"tigris/game"
)

// Every kind of game event has its wire name, and reads back as itself: a kind added to the rules
// without one (the war called off) panicked the server inside a table's lock.
func TestEveryEventKindHasAWireName(t *testing.T) {
	if len(EventKinds) != int(game.NumEventKinds) {
		t.Fatalf("%d wire names for %d kinds of event", len(EventKinds), game.NumEventKinds)
	}
	for k := game.EventKind(0); k < game.NumEventKinds; k++ {
		e := game.Event{Kind: k, Player: 0, Other: 1, Color: game.Red, Cell: 3, Cell2: -1}
		back, err := EventOf(e).Game()
		if err != nil || back.Kind != k {
			t.Errorf("kind %d (%s) read back as %v, %v", k, EventKinds[k], back.Kind, err)
		}
	}
}
