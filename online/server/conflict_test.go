package server

import (
	"reflect"
	"testing"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
)

// conflictDecision reports whether the game waits on a seat to commit support to a revolt or war,
// or to choose which war is fought first.
func conflictDecision(p game.Pending) bool {
	return p.Kind == game.DecideCommit || p.Kind == game.DecideWar
}

// A seat that owes a conflict's decision loses its connection: meanwhile nothing changes (the
// other seat cannot decide for it, nothing is stored), and on reconnecting it is asked again (the
// welcome's view holds the same conflict waiting on it), answers, and the game goes on.
func TestReconnectDuringConflict(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	rng := game.NewRNG(34)
	playUntilConflict(t, a, b, rng)
	owing, other := toMove(a, b)
	tk := ta
	if owing == b {
		tk = tb
	}
	before := owing.g.View
	conflict, ok := before.Conflict()
	if !ok {
		t.Fatalf("a %s decision is pending without a conflict", before.Pending().Kind)
	}
	step := owing.g.Step
	t.Logf("seat %d owes a %s decision at step %d (war %v, attacker %d, defender %d)",
		owing.g.Seat, before.Pending().Kind, step, conflict.War, conflict.Attacker, conflict.Defender)

	owing.c.Close()
	for other.g.Seats[owing.g.Seat].Connected {
		other.want("seats")
	}
	// while it is away, the other seat cannot decide in its place, and nothing is stored
	moves := other.g.View.Sample(rng, nil).LegalMoves()
	if len(moves) == 0 {
		moves = []game.Move{game.PassMove()}
	}
	other.refused(&protocol.Move{Step: step, Move: moves[0].String()}, protocol.ErrNotYourTurn)
	if got := ts.stored(t, ta.Game); got != step {
		t.Fatalf("%d decisions stored while the owing seat was away; %d before", got, step)
	}

	back := reconnectAsked(t, ts, owing, tk, before)
	for !other.g.Seats[owing.g.Seat].Connected {
		other.want("seats")
	}
	answerAndGoOn(t, ts, back, other, rng, before)
}

// playUntilConflict has both seats play random legal decisions until one owes a conflict's
// decision (random play joins kingdoms or lands a leader next to another within a few dozen).
func playUntilConflict(t *testing.T, a, b *seat, rng *game.RNG) {
	t.Helper()
	for n := 0; ; n++ {
		p, q := toMove(a, b)
		if conflictDecision(p.g.View.Pending()) {
			return
		}
		if n == 2000 || p.g.View.Over() {
			t.Fatalf("no conflict after %d random decisions", n)
		}
		moves := p.g.View.Sample(rng, nil).LegalMoves()
		u := p.move(moves[rng.Intn(len(moves))])
		if v := q.want("update").(*protocol.Update); v.Step != u.Step {
			t.Fatalf("the other seat was told step %d for %d", v.Step, u.Step)
		}
	}
}

// reconnectAsked connects the owing seat again and checks its welcome asks the same conflict's
// decision it owed before leaving (before: its view then).
func reconnectAsked(t *testing.T, ts *testServer, owing *seat, tk protocol.Ticket, before *game.View) *seat {
	t.Helper()
	step := owing.g.Step
	conflict, _ := before.Conflict()
	c, err := client.Dial(ctxFor(t), ts.url, tk.Game, tk.Token, step)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	back := &seat{t: t, c: c, g: owing.g, tok: tk.Token, base: ts.url}
	w := back.want("welcome").(*protocol.Welcome)
	if w.Step != step || w.View.Pending() != before.Pending() {
		t.Fatalf("the welcome: step %d, pending %+v; before leaving: step %d, pending %+v", w.Step, w.View.Pending(), step, before.Pending())
	}
	if again, ok := w.View.Conflict(); !ok || again != conflict {
		t.Fatalf("the welcome's conflict %+v (%v), before leaving %+v", again, ok, conflict)
	}
	if !reflect.DeepEqual(w.View, before) {
		t.Fatalf("the welcome's view differs from the one before leaving")
	}
	return back
}

// answerAndGoOn has the reconnected seat answer the conflict, and the game go on from there.
func answerAndGoOn(t *testing.T, ts *testServer, back, other *seat, rng *game.RNG, before *game.View) {
	t.Helper()
	step := back.g.Step
	moves := back.g.View.Sample(rng, nil).LegalMoves()
	u := back.move(moves[rng.Intn(len(moves))])
	if u.Step != step || u.Decision != before.Pending().Kind.String() {
		t.Fatalf("the answer was stored as step %d, a %s decision; wanted step %d, %s", u.Step, u.Decision, step, before.Pending().Kind)
	}
	if v := other.want("update").(*protocol.Update); v.Step != step || v.Move != u.Move {
		t.Fatalf("the other seat was told %+v for %+v", v, u)
	}
	for n := 0; n < 4 && !back.g.View.Over(); n++ {
		p, q := toMove(back, other)
		moves := p.g.View.Sample(rng, nil).LegalMoves()
		p.move(moves[rng.Intn(len(moves))])
		q.want("update")
	}
	if got := ts.stored(t, back.g.ID); got < step+1 || got != back.g.Step {
		t.Fatalf("%d decisions stored; the reconnected seat is at step %d", got, back.g.Step)
	}
}
