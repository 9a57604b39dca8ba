package server

import (
	"slices"
	"testing"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
)

// A client that does not run the rules asks what it may do: the seat that owes the decision is
// told every legal move (the same whatever the hidden tiles: a state sampled from its own view
// gives the same list), one of them is accepted; the other seat is told whose decision it is.
func TestLegalDecisions(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, _, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	p.send(&protocol.Legal{})
	l := p.want("legal").(*protocol.Legal)
	if l.Step != p.g.Step || l.Decision != "action" || l.PendingBy != p.g.Seat || len(l.Moves) < 20 {
		t.Fatalf("the mover's legal decisions: step %d %q by %d, %d moves", l.Step, l.Decision, l.PendingBy, len(l.Moves))
	}
	var sampled []string
	for _, m := range p.g.View.Sample(game.NewRNG(9), nil).LegalMoves() {
		sampled = append(sampled, m.String())
	}
	if !slices.Equal(l.Moves, sampled) {
		t.Fatalf("the server's list (%d) differs from one computed on the seat's view (%d)", len(l.Moves), len(sampled))
	}
	q.send(&protocol.Legal{})
	if o := q.want("legal").(*protocol.Legal); len(o.Moves) != 0 || o.PendingBy != p.g.Seat || o.Decision != "" {
		t.Fatalf("the other seat's legal decisions: %+v", o)
	}
	e := p.refused(&protocol.Move{Step: p.g.Step, Move: "tile x F5"}, protocol.ErrIllegal)
	if e.Message != `"tile x F5": "x" is not a colour (r, b, g, k)` {
		t.Fatalf("a move not in the notation refused as %q", e.Message)
	}
	var tile string
	for _, m := range l.Moves {
		if m[:4] == "tile" {
			tile = m
			break
		}
	}
	p.send(&protocol.Move{Step: p.g.Step, Move: tile})
	if u := p.want("update").(*protocol.Update); u.Move != tile {
		t.Fatalf("a listed move played as %q, want %q", u.Move, tile)
	}
}

// The maps' fixed spaces: the river, the starting treasures, the gold-cornered spaces (R1.5,
// R2.1), by name; a map that does not exist is refused in words.
func TestMapInfo(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	for _, name := range []string{"standard", "advanced"} {
		m, err := client.MapInfo(ctx, ts.url, name)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := game.MapFromName(name)
		gm := game.MapOf(id)
		river := 0
		for i := range game.NCells {
			if gm.River[i] {
				river++
				if !slices.Contains(m.River, game.SpaceName(i)) {
					t.Fatalf("%s: river space %s not listed", name, game.SpaceName(i))
				}
			}
		}
		if len(m.River) != river || river < 20 || len(m.TreasureStart) < 10 || len(m.Gold) < 4 {
			t.Fatalf("%s: %d river spaces (want %d), %d treasures, %d gold", name, len(m.River), river, len(m.TreasureStart), len(m.Gold))
		}
	}
	if _, err := client.MapInfo(ctx, ts.url, "moon"); err == nil {
		t.Fatal("a map that does not exist was described")
	}
}
