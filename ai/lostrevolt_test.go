package ai

import (
	"testing"

	"tigris/game"
)

// repeatsIn plays a seeded four-player game of Easy bots and counts the revolts a seat started
// that it had started, and lost, on its turn before: the same leader to the same space.
func repeatsIn(t *testing.T, seed uint64) int {
	t.Helper()
	s, err := game.NewGame(game.Options{Seats: game.FirstDynasties(4)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	var bots []*Bot
	for i := 0; i < 4; i++ {
		bots = append(bots, New(Easy, SeedFor(seed, i)))
	}
	last := make([][]game.Move, 4) // each seat's revolts started on its latest turn, lost
	this := make([][]game.Move, 4)
	repeats := 0
	for step := 0; !s.Over(); step++ {
		if step > 20000 {
			t.Fatal("the game did not end")
		}
		p := s.Pending().Player
		if s.Pending().Kind == game.DecideAction && s.ActionsLeft() == 2 {
			last[p], this[p] = this[p], nil
		}
		m := bots[p].Choose(s.ViewFor(p))
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
		if k, ok := s.Conflict(); ok && !k.War && m.Kind == game.MoveLeader && k.Attacker == p {
			for _, l := range last[p] {
				if l == m {
					repeats++
				}
			}
			this[p] = append(this[p], m)
		}
		if _, ok := s.Conflict(); ok {
			continue // not settled yet
		}
		// a revolt won leaves the leader where it went: not a lost one
		for q := range this {
			kept := this[q][:0]
			for _, r := range this[q] {
				if c := s.Cell(int(r.Cell)); !(c.Kind == game.Leader && int(c.Owner) == q && c.Color == r.Color) {
					kept = append(kept, r)
				}
			}
			this[q] = kept
		}
	}
	return repeats
}

// Easy bots do not start a revolt they lost on their turn before, the same leader to the same
// space: in these seeded four-player games they did so 4 to 6 times a game, a seat walking into
// the same hopeless 1-to-1 revolt turn after turn (issue 44: "looks broken rather than easy").
// Each bot still sees only its own seat's view.
func TestEasyDoesNotRepeatALostRevolt(t *testing.T) {
	for _, seed := range []uint64{7, 9, 10} {
		if n := repeatsIn(t, seed); n > 0 {
			t.Errorf("seed %d: %d revolts started again after they were lost the turn before", seed, n)
		}
	}
}
