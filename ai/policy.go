package ai

import "tigris/game"

// quickMove is the cheap policy used inside lookahead and playouts, for whoever must decide in a
// determinized state: a handful of random actions judged by one evaluation each, and simple
// rules for the other decisions.
func quickMove(s *game.State, rng *game.RNG, tries int) game.Move {
	pend := s.Pending()
	p := pend.Player
	switch pend.Kind {
	case game.DecideCommit:
		return commitHeuristic(s, p)
	case game.DecideWonderPoint:
		return game.WonderPointMove(lowestColor(s.Player(p)))
	case game.DecideAction:
	default:
		// wars, treasures, monuments, buildings, the wonder: take the first choice that builds or
		// takes something (lists put real choices before "none")
		return s.LegalMoves()[0]
	}
	best, bestVal := game.PassMove(), -1e18
	for k := 0; k < tries; k++ {
		m, ok := s.RandomMove(rng)
		if !ok {
			break
		}
		c := s.Clone()
		if c.Play(m) != nil {
			continue
		}
		if v := Evaluate(c, p); v > bestVal {
			best, bestVal = m, v
		}
	}
	return best
}

// commitHeuristic: the attacker commits enough to win if he can, the defender enough to tie
// (the defender wins ties); tiles are not thrown into a lost cause.
func commitHeuristic(s *game.State, p int) game.Move {
	cf, _ := s.Conflict()
	col := game.Red
	if cf.War {
		col = cf.Color
	}
	have := int(s.Player(p).Hand[col])
	want := 0
	if p == cf.Attacker {
		need := cf.DefenderBase - cf.AttackerBase + 1
		// keep a margin against the defender's own tiles when the hand allows
		want = min(have, max(need+1, 0))
		if cf.AttackerBase+have <= cf.DefenderBase {
			want = 0
		}
	} else {
		need := cf.AttackerBase + cf.AttackerCommit - cf.DefenderBase
		if need > 0 && need <= have {
			want = need
		}
	}
	// the English variant allows fewer choices: take the legal count nearest to the wish
	best := game.CommitMove(0)
	for _, m := range s.LegalMoves() {
		if d, bd := abs(int(m.N)-want), abs(int(best.N)-want); d < bd || d == bd && m.N > best.N {
			best = m
		}
	}
	return best
}

// settle plays the cheap policy until the next action decision (or the end), so a choice is
// judged after its conflicts, treasures and end of turn have run their course.
func settle(s *game.State, rng *game.RNG) {
	for guard := 0; guard < 64 && !s.Over() && s.Pending().Kind != game.DecideAction; guard++ {
		if s.Play(quickMove(s, rng, 4)) != nil {
			return
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
