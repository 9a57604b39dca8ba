package ai

import (
	"math"
	"time"

	"tigris/game"
)

// Search settings of the Hard level.
const (
	horizonTurns = 2    // playouts run this many turn changes past the decision, then evaluate
	evalScale    = 12.0 // evaluation points per unit of the logistic reward
	explore      = 0.35 // UCB exploration constant on rewards in [0, 1]
	priorVisits  = 8    // virtual visits at a plan's one-deal value
	playoutTries = 8    // random actions the playout policy weighs per action
)

// arm is one root plan under search.
type arm struct {
	plan   plan
	visits int
	reward float64
}

// search is determinized Monte Carlo search at the root. The candidates are whole-turn plans
// (first action and the second that best follows it) ordered by their value on one deal, and
// widened progressively; every iteration deals the unseen tiles anew, plays the plan, lets every
// seat play on with the cheap policy for a couple of turns, and scores the end with the
// evaluation. The first move of the most visited plan is chosen.
func (b *Bot) search(v *game.View, moves []game.Move) game.Move {
	think := b.Think
	if v.Pending().Kind != game.DecideAction {
		// commits, wars and the like are smaller choices, and a turn may hold several: the whole
		// turn stays within its budget
		think /= 8
	}
	deadline := time.Now().Add(think) // ranking the plans counts too
	plans := b.plans(v, moves, 10, 3)
	arms := make([]arm, len(plans))
	for i := range plans {
		// progressive bias: each plan starts with priorVisits visits at its value on one deal, so
		// a thin search keeps Medium's judgement and playouts move it only with evidence
		arms[i] = arm{plan: plans[i], visits: priorVisits, reward: priorVisits * logistic(plans[i].value)}
	}
	for it := 1; ; it++ {
		if b.Iterations > 0 && it > b.Iterations || b.Iterations == 0 && it%16 == 0 && time.Now().After(deadline) {
			b.LastIterations = it - 1
			break
		}
		if it%2 == 0 {
			b.yield()
		}
		width := min(len(arms), 2+int(math.Sqrt(float64(it))/1.5))
		a := &arms[pickArm(arms[:width], it)]
		a.visits++
		a.reward += b.playout(v, a.plan)
	}
	best := 0
	for i := range arms {
		if arms[i].visits > arms[best].visits ||
			arms[i].visits == arms[best].visits && arms[i].reward > arms[best].reward {
			best = i
		}
	}
	return arms[best].plan.first
}

// pickArm is UCB1 over the widened arms (every arm has its prior visits).
func pickArm(arms []arm, total int) int {
	best, bestU := 0, -1.0
	logN := math.Log(float64(total))
	for i := range arms {
		u := arms[i].reward/float64(arms[i].visits) + explore*math.Sqrt(logN/float64(arms[i].visits))
		if u > bestU {
			best, bestU = i, u
		}
	}
	return best
}

// playout deals a determinization, plays the plan and then the cheap policy for every seat
// until the horizon, and returns the logistic of the evaluation for the bot's seat.
func (b *Bot) playout(v *game.View, p plan) float64 {
	s := v.Sample(b.rng, guessScores(v))
	if s.Play(p.first) != nil {
		return 0
	}
	if p.hasSecond {
		settle(s, b.rng)
		if !s.Over() && s.Pending().Player == v.Me && s.Pending().Kind == game.DecideAction {
			_ = s.Play(p.second) // a deal where it is no longer legal plays on without it
		}
	}
	turns := 0
	last := s.Turn()
	for guard := 0; guard < 200 && !s.Over() && turns < horizonTurns; guard++ {
		if s.Play(quickMove(s, b.rng, playoutTries)) != nil {
			break
		}
		if s.Turn() != last {
			turns++
			last = s.Turn()
		}
	}
	return logistic(Evaluate(s, v.Me))
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x/evalScale)) }
