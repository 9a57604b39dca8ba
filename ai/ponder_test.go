package ai

import (
	"testing"

	"tigris/game"
)

// ponderGame is a two-player game some way in, with seat 1 to act: seat 0 (the pondering bot)
// waits for its turn.
func ponderGame(t *testing.T) *game.State {
	t.Helper()
	s := newGame(t, 2, 11)
	rng := game.NewRNG(3)
	for i := 0; i < 40 || s.Pending().Player != 1 || s.Pending().Kind != game.DecideAction; i++ {
		m, _ := s.RandomMove(rng)
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestPonderHitGoesOn: a bot that pondered during the other seat's decision and then faces the
// view it predicted carries on with that search: its own budget comes on top of the pondered
// iterations, and the choice is what one search of both budgets together finds.
func TestPonderHitGoesOn(t *testing.T) {
	s := ponderGame(t)
	b := New(Expert, 9)
	b.Iterations = 30
	b.Ponder(s.ViewFor(0), Countdown(80))
	if b.ponder == nil {
		t.Fatal("nothing was pondered")
	}
	predicted, ran := b.ponder.t.v, b.ponder.t.it
	if ran < 60 {
		t.Fatalf("pondering ran %d iterations of about 80", ran)
	}
	m := b.Choose(predicted)
	if !b.PonderHit || b.LastPondered != ran || b.LastIterations != 30 {
		t.Fatalf("hit %v, pondered %d of %d, own %d of 30", b.PonderHit, b.LastPondered, ran, b.LastIterations)
	}
	// the same search in one go: a bot of the same seed, pondering the same prediction as long
	twin := New(Expert, 9)
	twin.Iterations = 30
	twin.Ponder(s.ViewFor(0), Countdown(80+30))
	if twin.ponder.t.as[bestArm(twin.ponder.t.as)].first != m {
		t.Fatalf("the carried-on search chose %v, the search of both budgets together another", m)
	}
}

// TestPonderMissStartsAfresh: a view other than the predicted one gets a fresh search, with at
// most ponderPrior visits per first action carried over; and a bot that does not search, or
// whose turn it is, does not ponder.
func TestPonderMissStartsAfresh(t *testing.T) {
	s := ponderGame(t)
	b := New(Expert, 9)
	b.Iterations = 20
	b.Ponder(s.ViewFor(0), Countdown(60))
	// the other seat plays something else than the pondering predicted: here, passes twice
	predicted := b.ponder.t.v
	c := s.Clone()
	for c.Pending().Player == 1 {
		if err := c.Play(game.PassMove()); err != nil {
			t.Fatal(err)
		}
	}
	if v := c.ViewFor(0); v.Pending().Kind == game.DecideAction && !sameView(v, predicted) {
		b.Choose(v)
		if b.PonderHit || b.LastPondered != 0 || b.LastIterations != 20 {
			t.Fatalf("a miss: hit %v, pondered %d, own %d", b.PonderHit, b.LastPondered, b.LastIterations)
		}
	} else {
		t.Fatal("passing twice reached the predicted view: the test needs another position")
	}
	for _, lvl := range []Level{Medium, Expert} {
		o := New(lvl, 1)
		who := 0
		if lvl == Expert {
			who = 1 // its own decision: nothing to ponder
		}
		o.Ponder(s.ViewFor(who), Countdown(50))
		if o.ponder != nil {
			t.Fatalf("%v pondered as seat %d", lvl, who)
		}
	}
}

// TestAdoptCapsThePrior: a missed pondering hands each shared first action at most ponderPrior
// visits, at its pondered mean shifted by how the two searches differ on the shared actions.
func TestAdoptCapsThePrior(t *testing.T) {
	m := func(c int) game.Move { return game.TileMove(game.Red, c) }
	fresh := &tree{as: []arm{
		{tally: tally{1, 0.5}, first: m(1)}, {tally: tally{1, 0.5}, first: m(2)}, {tally: tally{1, 0.4}, first: m(3)},
	}}
	old := &tree{as: []arm{
		{tally: tally{101, 70}, first: m(1)}, {tally: tally{11, 5}, first: m(2)}, {tally: tally{50, 40}, first: m(9)},
	}}
	fresh.adopt(old)
	// shift: mean of (0.5-70/101) and (0.5-5/11)
	shift := ((0.5 - 70.0/101) + (0.5 - 5.0/11)) / 2
	if a := fresh.as[0]; a.visits != 1+ponderPrior || !near(a.reward, 0.5+ponderPrior*(70.0/101+shift)) {
		t.Fatalf("first arm: %+v", a.tally)
	}
	if a := fresh.as[1]; a.visits != 1+ponderPrior || !near(a.reward, 0.5+ponderPrior*(5.0/11+shift)) {
		t.Fatalf("second arm: %+v", a.tally)
	}
	if a := fresh.as[2]; a.visits != 1 || a.dealt != 0 {
		t.Fatalf("an arm the pondering never weighed changed: %+v", a)
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
