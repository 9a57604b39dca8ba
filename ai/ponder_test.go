package ai

import (
	"testing"

	"tigris/game"
)

// ponderGame is a two-player game some way in, with seat 1 to begin its turn: seat 0 (the
// pondering bot) waits for its own.
func ponderGame(t *testing.T) *game.State {
	t.Helper()
	s := newGame(t, 2, 11)
	rng := game.NewRNG(3)
	for i := 0; i < 40 || s.Pending().Player != 1 || s.Pending().Kind != game.DecideAction || s.ActionsLeft() != 2; i++ {
		m, _ := s.RandomMove(rng)
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestPonderHitGoesOn: a bot that pondered during the other seat's decision and then faces one of
// the views it predicted carries on with that search: its own budget comes on top of the pondered
// iterations, and it chooses the best first action of the search grown so.
func TestPonderHitGoesOn(t *testing.T) {
	s := ponderGame(t)
	b := New(Expert, 9)
	b.Iterations = 30
	b.Ponder(s.ViewFor(0), Countdown(1000))
	if len(b.ponder) == 0 || len(b.ponder) > ponderViews {
		t.Fatalf("%d views pondered, want 1 to %d", len(b.ponder), ponderViews)
	}
	for _, p := range b.ponder {
		if p.t.it != ponderCap*30 {
			t.Fatalf("a view pondered %d iterations, want %d", p.t.it, ponderCap*30)
		}
	}
	if b.Pondered() != len(b.ponder)*ponderCap*30 {
		t.Fatalf("Pondered() = %d for %d views", b.Pondered(), len(b.ponder))
	}
	tr := b.ponder[len(b.ponder)-1].t
	m := b.Choose(tr.v)
	if !b.PonderHit || b.LastPondered != ponderCap*30 || b.LastIterations != 30 || tr.it != ponderCap*30+30 {
		t.Fatalf("hit %v, pondered %d, own %d, the tree grew to %d", b.PonderHit, b.LastPondered, b.LastIterations, tr.it)
	}
	if best := tr.as[bestArm(tr.as)].first; m != best {
		t.Fatalf("chose %v, the grown search's best is %v", m, best)
	}
	if b.Pondered() != 0 {
		t.Fatal("pondering outlived the decision")
	}
}

// TestPonderKeepsWhatIsOnTheWay: pondering again after the other seat's first action keeps the
// views predicted through that very position and drops the others.
func TestPonderKeepsWhatIsOnTheWay(t *testing.T) {
	s := ponderGame(t)
	b := New(Expert, 4)
	b.Iterations = 10
	b.Ponder(s.ViewFor(0), Countdown(1000))
	before := append([]*pondered(nil), b.ponder...)
	m := replyMove(s, &Default) // what the predictions play from here, whatever the deal
	c := s.Clone()
	if err := c.Play(m); err != nil {
		t.Fatal(err)
	}
	v := c.ViewFor(0)
	b.Ponder(v, func() bool { return true }) // only the sorting out
	for _, p := range before {
		kept := false
		for _, q := range b.ponder {
			kept = kept || q == p
		}
		if kept != p.onTheWay(v) {
			t.Fatalf("a pondering on the way %v was kept %v", p.onTheWay(v), kept)
		}
	}
	b.Ponder(s.ViewFor(0), func() bool { return true })
	for _, p := range b.ponder {
		if !p.onTheWay(s.ViewFor(0)) {
			t.Fatal("a pondering off the way survived")
		}
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
	c := s.Clone()
	for c.Pending().Player == 1 {
		if err := c.Play(game.PassMove()); err != nil {
			t.Fatal(err)
		}
	}
	predicted := false
	for _, p := range b.ponder {
		predicted = predicted || sameView(p.t.v, c.ViewFor(0))
	}
	if v := c.ViewFor(0); v.Pending().Kind == game.DecideAction && !predicted {
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
		if len(o.ponder) != 0 {
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
