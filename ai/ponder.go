package ai

import (
	"reflect"

	"tigris/game"
)

// Pondering: a bot that searches (Expert) thinks during the others' decisions about the decision
// it expects to face next. It plays the others on, by the reply policy, on one deal of its view,
// to its own next action, and searches that position. If the game does reach exactly that view,
// the search goes on where the pondering left it (a ponder hit); if not, what the pondering
// learnt of each first action that is still open guides the fresh search as a few prior visits.

// ponderCap bounds pondering at that many times the bot's own budget: a long wait for the
// others would otherwise grow the search (and its deals) without end.
const ponderCap = 2

// ponderPrior caps the visits a first action carries over from a pondered search that missed.
const ponderPrior = 4

// pondered is a search run ahead of time on a predicted view.
type pondered struct {
	t *tree
}

// Ponder thinks ahead while another seat decides in v (this bot's view), until stop reports true
// or it has pondered ponderCap times its budget.
// It does nothing unless this bot searches and the game is to go on to one of its actions.
// Choose uses what it found; a later Ponder replaces it.
func (b *Bot) Ponder(v *game.View, stop func() bool) {
	if b.Level < Hard || v.Over() || v.Pending().Player == v.Me {
		return
	}
	s := v.Sample(b.rng, guessScores(v))
	for guard := 0; guard < 200 && !s.Over(); guard++ {
		if p := s.Pending(); p.Player == v.Me && p.Kind == game.DecideAction {
			break
		}
		if s.Play(replyMove(s, b.weights())) != nil || stop() {
			return
		}
	}
	if s.Over() || s.Pending().Player != v.Me {
		return
	}
	pv := s.ViewFor(v.Me)
	moves := s.LegalMoves()
	if len(moves) < 2 {
		return
	}
	t := b.newTree(pv, moves)
	b.ponder = &pondered{t: t}
	for t.it < ponderCap*b.Iterations && !stop() {
		b.yield()
		t.step()
	}
}

// takePondered hands the search a pondered tree: the pondered one itself when its view is the one
// reached, else a fresh one that has adopted what the pondering learnt; nil when none was pondered.
func (b *Bot) takePondered(v *game.View, moves []game.Move) *tree {
	p := b.ponder
	b.ponder = nil
	b.LastPondered, b.PonderHit = 0, false
	if p == nil || p.t.it == 0 {
		return nil
	}
	if sameView(p.t.v, v) && sameFirsts(p.t.as, moves) {
		b.LastPondered, b.PonderHit = p.t.it, true
		return p.t
	}
	t := b.newTree(v, moves)
	t.adopt(p.t)
	return t
}

// sameFirsts reports whether every arm's first action is among moves (moves may have been
// narrowed since: see progress).
func sameFirsts(as []arm, moves []game.Move) bool {
	for _, a := range as {
		found := false
		for _, m := range moves {
			if m == a.first {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// adopt gives each arm whose first action the pondered search also weighed up to ponderPrior
// visits at what the pondering found for it, measured against the other arms both searches share
// (the position it predicted may be better or worse all round than the one reached).
func (t *tree) adopt(p *tree) {
	seen := map[game.Move]tally{}
	for _, a := range p.as {
		if a.visits > priorVisits {
			seen[a.first] = a.tally
		}
	}
	var shift float64
	shared := 0
	for _, a := range t.as {
		if pt, ok := seen[a.first]; ok {
			shift += a.mean() - pt.mean()
			shared++
		}
	}
	if shared < 2 {
		return // nothing to measure one against another
	}
	shift /= float64(shared)
	for i := range t.as {
		pt, ok := seen[t.as[i].first]
		if !ok {
			continue
		}
		n := min(pt.visits-priorVisits, ponderPrior)
		t.as[i].visits += n
		t.as[i].reward += float64(n) * min(max(pt.mean()+shift, 0), 1)
	}
}

// sameView reports whether two views of the game are the same knowledge.
func sameView(a, b *game.View) bool { return reflect.DeepEqual(a, b) }

// Pondered is how many iterations of pondering wait for the bot's next search (0 when none).
func (b *Bot) Pondered() int {
	if b.ponder == nil {
		return 0
	}
	return b.ponder.t.it
}
