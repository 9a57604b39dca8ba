package client

import (
	"testing"

	"tigris/online/protocol"
)

// The log a client keeps: decisions in step order, those taken back dropped, those sent again
// after a reconnection not doubled.
func TestGameLog(t *testing.T) {
	var g Game
	up := func(step int) *protocol.Update { return &protocol.Update{Step: step, Move: "pass"} }
	for _, m := range []protocol.Message{&protocol.Welcome{Step: 0}, up(0), up(1), up(2)} {
		g.Apply(m)
	}
	g.Apply(&protocol.Undone{Step: 1})
	if len(g.Updates) != 1 || g.Step != 1 {
		t.Fatalf("after an undo to 1: %d decisions, step %d", len(g.Updates), g.Step)
	}
	// reconnecting: the welcome, then decisions from 0 again (an undo while away)
	for _, m := range []protocol.Message{&protocol.Welcome{Step: 3}, up(0), up(1), up(2)} {
		g.Apply(m)
	}
	for i, u := range g.Updates {
		if u.Step != i {
			t.Fatalf("decision %d has step %d", i, u.Step)
		}
	}
	if len(g.Updates) != 3 || g.Step != 3 {
		t.Fatalf("after reconnecting: %d decisions, step %d", len(g.Updates), g.Step)
	}
	if err := g.Apply(&protocol.Error{Code: protocol.ErrStale, Message: "late"}); err == nil {
		t.Fatal("an error message is no error")
	}
	g.Apply(&protocol.Over{Step: 3, Rematch: "next"})
	if g.Over == nil || g.Rematch == nil || g.Rematch.Game != "next" || g.MyDecision() {
		t.Fatalf("at the end: %+v", g)
	}
}
