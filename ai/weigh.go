package ai

import "tigris/game"

// PointUnits is how many units of the evaluation a point of the final score is worth: a point in
// the lowest colour, which decides the game (R10.2), weighs Default.Sorted[0]. A review gives its
// values in points by dividing by it.
var PointUnits = Default.Sorted[0]

// Judgement is what a review's search found of one decision, from the deciding seat's view: the
// best choice it found and the one played, each with the seat's expected lead after it in points
// of the final score, measured on the same deals.
type Judgement struct {
	Best, Played           game.Move
	BestValue, PlayedValue float64
	// Loss is BestValue - PlayedValue, never below zero: what the choice gave away.
	Loss float64
	// Choices counts the legal choices (alike ones once each, see loneKey); Iterations the
	// search's playouts.
	Choices, Iterations int
}

// Judge weighs the move played at v against the best the Expert's search finds there in iters
// iterations (stop, when it reports true, ends the search early). The played move always takes
// part in the search, and then both it and the search's choice are played out on the same fresh
// deals of the hidden tiles (pairs counts them): comparing each on its own playouts would credit
// the search's choice with the luck that made it look best. ok is false for a decision with one
// choice only, which is no decision, or for one stopped. The same seed gives the same judgement.
func Judge(v *game.View, played game.Move, iters, pairs int, seed uint64, stop func() bool) (j Judgement, ok bool) {
	b := New(Expert, seed)
	b.Iterations, b.Iterations4, b.Think = iters, iters, 0
	s := v.Sample(b.rng, guessScores(v))
	moves := s.LegalMoves()
	if len(moves) <= 1 {
		return Judgement{}, false
	}
	t := b.newTree(v, moves)
	pi := t.include(s, played, b.after)
	for t.it < iters && (stop == nil || !stop()) {
		t.step()
	}
	bi := bestArm(t.as)
	j = Judgement{Best: t.as[bi].first, Played: played, Choices: countChoices(s, moves), Iterations: t.it}
	if stop != nil && stop() {
		return Judgement{}, false
	}
	pd := deals{v: v, rng: game.NewRNG(b.rng.Uint64())}
	var sumB, sumP float64
	for k := 0; k < pairs; k++ {
		if k%8 == 7 && stop != nil && stop() {
			return Judgement{}, false
		}
		sumP += rawPlayout(pd.get(k), v.Me, t.as[pi].plan(), t.w)
		if bi != pi {
			sumB += rawPlayout(pd.get(k), v.Me, t.as[bi].plan(), t.w)
		}
	}
	if bi == pi {
		j.Best = played
		j.PlayedValue = sumP / float64(pairs) / PointUnits
		j.BestValue = j.PlayedValue
		return j, true
	}
	j.BestValue, j.PlayedValue = sumB/float64(pairs)/PointUnits, sumP/float64(pairs)/PointUnits
	j.Loss = max(0, j.BestValue-j.PlayedValue)
	if j.Loss == 0 { // on the fresh deals the move played did as well: it was the best found
		j.Best, j.BestValue = played, j.PlayedValue
	}
	return j, true
}

// include puts the played move's arm first among the tree's arms, so the progressive widening
// always searches it; a move the ranked plans left out gets an arm of its own, valued on one deal
// as the plans are, after (the bot's cheap policy settling what follows it). It returns the arm's
// index (0).
func (t *tree) include(s *game.State, played game.Move, after func(*game.State, game.Move) (*game.State, bool)) int {
	at := -1
	for i := range t.as {
		if alike(s, t.as[i].first, played) {
			at = i
			break
		}
	}
	if at < 0 {
		value := -1e9
		if c, ok := after(s, played); ok {
			value = t.w.Evaluate(c, t.v.Me)
		}
		prior := tally{visits: t.prior, reward: float64(t.prior) * logistic(value)}
		t.as = append(t.as, arm{tally: prior, first: played, seconds: []follow{{tally: prior}}})
		at = len(t.as) - 1
	}
	a := t.as[at]
	a.first = played
	copy(t.as[1:at+1], t.as[:at])
	t.as[0] = a
	return 0
}

// alike reports that two moves are the same choice: equal, or of one class of alike moves.
func alike(s *game.State, a, b game.Move) bool {
	if a == b {
		return true
	}
	ka, oka := loneKey(s, a)
	kb, okb := loneKey(s, b)
	return oka && okb && ka == kb
}

// countChoices counts the moves, alike ones once.
func countChoices(s *game.State, moves []game.Move) int {
	var seen [game.NumColors + 1]bool
	n := 0
	for _, m := range moves {
		if firstOfAlike(s, m, &seen) {
			n++
		}
	}
	return n
}

// plan is the arm's first action with its most searched second.
func (a *arm) plan() plan {
	f := a.seconds[0]
	for _, g := range a.seconds[1:] {
		if g.visits > f.visits {
			f = g
		}
	}
	return plan{first: a.first, second: f.second, hasSecond: f.hasSecond}
}

// rawPlayout is playEval, an illegal plan on the deal counting as a lost game.
func rawPlayout(s *game.State, me int, p plan, w *Weights) float64 {
	if v, ok := playEval(s, me, p, w); ok {
		return v
	}
	return -lostGame * PointUnits
}

// lostGame is the points an illegal plan counts for: a lead no game is lost by.
const lostGame = 60

// ExpectedLead is seat me's lead in points of the final score in position s, by the evaluation
// the search ends its playouts with: his points and position against the field's.
func ExpectedLead(s *game.State, me int) float64 {
	return Default.evaluateField(s, me) / PointUnits
}

// Consequences plays m on a deal of the view's hidden tiles and the decisions that follow it by
// the bots' cheap rules (commits, wars, treasures) up to the next action, and returns what
// happened: the immediate events a review compares two choices by.
func Consequences(v *game.View, m game.Move, seed uint64) []game.Event {
	rng := game.NewRNG(seed)
	s := v.Sample(rng, shuffledScores(v, rng))
	ev, err := s.Apply(m)
	if err != nil {
		return nil
	}
	for guard := 0; guard < 64 && !s.Over() && s.Pending().Kind != game.DecideAction; guard++ {
		more, err := s.Apply(ruleMove(s))
		if err != nil {
			break
		}
		ev = append(ev, more...)
	}
	return ev
}
