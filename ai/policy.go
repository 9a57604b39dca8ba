package ai

import "tigris/game"

// ruleMove is the cheap policy for every decision but an action, for whoever must decide in a
// determinized state: simple rules that need no lookahead.
func ruleMove(s *game.State) game.Move {
	pend := s.Pending()
	switch pend.Kind {
	case game.DecideCommit:
		return commitHeuristic(s, pend.Player)
	case game.DecideWonderPoint:
		return game.WonderPointMove(lowestColor(s.Player(pend.Player)))
	}
	// wars, treasures, monuments, buildings, the wonder: take the first choice that builds or
	// takes something (lists put real choices before "none")
	return s.LegalMoves()[0]
}

// replyMove is how the seats play on in Hard's playouts: each action is Medium's judgement of
// one action (every legal action valued by the full evaluation once its conflicts have settled),
// so a plan that leaves an opening is met by the move that takes it; other decisions follow the
// cheap rules.
func replyMove(s *game.State, w *Weights) game.Move {
	pend := s.Pending()
	if pend.Kind != game.DecideAction {
		return ruleMove(s)
	}
	best, bestVal := game.PassMove(), -1e18
	c := new(game.State) // one scratch copy serves every trial
	s.RegionOf(0)        // label the regions once, so each trial's copy carries them
	var seen [game.NumColors + 1]bool
	var memo scoreMemo // most trials leave most players' points as they were
	for _, m := range s.LegalMoves() {
		if !firstOfAlike(s, m, &seen) {
			continue // valued as the first of its alike moves was
		}
		*c = *s
		if c.Play(m) != nil {
			continue
		}
		settle(c)
		if v := w.evaluate(c, pend.Player, 1, &memo); v > bestVal {
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

// settle plays the rules of ruleMove until the next action decision (or the end), so a choice is
// judged after its conflicts, treasures and end of turn have run their course.
func settle(s *game.State) {
	for guard := 0; guard < 64 && !s.Over() && s.Pending().Kind != game.DecideAction; guard++ {
		if s.Play(ruleMove(s)) != nil {
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
