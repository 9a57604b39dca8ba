package ai

import (
	"reflect"

	"tigris/game"
)

// Pondering: a bot that searches (Expert) thinks during the others' decisions about the decision
// it expects to face next. It plays the others on, by the reply policy, on one deal of its view,
// to its own next action, and searches that position; with time left it deals again and ponders
// the next likely view, up to ponderViews of them. If the game reaches exactly one of those views,
// the search goes on where the pondering left it (a ponder hit); if not, what the pondering
// learnt of each first action that is still open guides the fresh search as a few prior visits.

// ponderCap bounds the pondering of one view at that many times the bot's own budget.
const ponderCap = 1

// ponderViews is how many predicted views a bot keeps pondered at once.
const ponderViews = 6

// ponderPrior caps the visits a first action carries over from a pondered search that missed.
const ponderPrior = 4

// pondered is a search run ahead of time on a predicted view, with the way there: the boards and
// decisions the prediction passed through, so a pondering that the game has left behind is known.
type pondered struct {
	t   *tree
	way []waypoint
}

type waypoint struct {
	board [game.NCells]game.Cell
	pend  game.Pending
}

// onTheWay reports whether the game, now at view v, may still reach p's view as predicted.
func (p *pondered) onTheWay(v *game.View) bool {
	for i := range p.way {
		if p.way[i].pend == v.Pending() && p.way[i].board == v.Board {
			return true
		}
	}
	return false
}

// Ponder thinks ahead while another seat decides in v (this bot's view), until stop reports true
// or every view it predicts is pondered ponderCap times its budget. It does nothing unless this
// bot searches and the game is to go on to one of its actions. Pondered views the game has left
// behind are dropped; Choose uses what remains.
func (b *Bot) Ponder(v *game.View, stop func() bool) {
	if b.Level < Hard || v.Over() || v.Pending().Player == v.Me {
		return
	}
	kept := b.ponder[:0]
	for _, p := range b.ponder {
		if p.onTheWay(v) {
			kept = append(kept, p)
		}
	}
	b.ponder = kept
	for tries := 0; tries < 3*ponderViews && !stop(); tries++ {
		p := b.predict(v, stop)
		if p == nil {
			continue
		}
		for p.t.it < ponderCap*b.budget(len(v.Players)) && !stop() {
			b.yield()
			p.t.step()
		}
	}
}

// predict deals the unseen tiles, plays the others on by the reply policy to this bot's next
// action and returns the pondering of the view reached: one already under way, or a new one while
// there is room; nil when there is none to be had.
func (b *Bot) predict(v *game.View, stop func() bool) *pondered {
	s := v.Sample(b.rng, guessScores(v))
	var way []waypoint
	for guard := 0; guard < 200 && !s.Over(); guard++ {
		p := s.Pending()
		if p.Player == v.Me && p.Kind == game.DecideAction {
			break
		}
		way = append(way, waypoint{board: s.ViewFor(v.Me).Board, pend: p})
		b.yield() // a reply weighs every action: a host drawing frames gets a turn between them
		if s.Play(replyMove(s, b.weights())) != nil || stop() {
			return nil
		}
	}
	if s.Over() || s.Pending().Player != v.Me {
		return nil
	}
	pv := s.ViewFor(v.Me)
	for _, p := range b.ponder {
		if sameView(p.t.v, pv) {
			return p
		}
	}
	moves := s.LegalMoves()
	if len(moves) < 2 || len(b.ponder) >= ponderViews {
		return nil
	}
	p := &pondered{t: b.newTree(pv, moves), way: way}
	b.ponder = append(b.ponder, p)
	return p
}

// takePondered hands the search a pondered tree: the pondered one itself when its view is the one
// reached, else a fresh one that has adopted what the most pondered view learnt; nil when nothing
// was pondered.
func (b *Bot) takePondered(v *game.View, moves []game.Move) *tree {
	ps := b.ponder
	b.ponder = nil
	b.LastPondered, b.PonderHit = 0, false
	var most *tree
	for _, p := range ps {
		if p.t.it == 0 {
			continue
		}
		if sameView(p.t.v, v) && sameFirsts(p.t.as, moves) {
			b.LastPondered, b.PonderHit = p.t.it, true
			return p.t
		}
		if most == nil || p.t.it > most.it {
			most = p.t
		}
	}
	if most == nil {
		return nil
	}
	t := b.newTree(v, moves)
	t.adopt(most)
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
		if a.visits > p.prior {
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
		n := min(pt.visits-p.prior, ponderPrior)
		t.as[i].visits += n
		t.as[i].reward += float64(n) * min(max(pt.mean()+shift, 0), 1)
	}
}

// sameView reports whether two views of the game are the same knowledge.
func sameView(a, b *game.View) bool { return reflect.DeepEqual(a, b) }

// Pondered is how many iterations of pondering wait for the bot's next search (0 when none).
func (b *Bot) Pondered() int {
	n := 0
	for _, p := range b.ponder {
		n += p.t.it
	}
	return n
}
