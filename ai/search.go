package ai

import (
	"math"
	"time"

	"tigris/game"
)

// Search settings of the Hard level.
const (
	evalScale   = 12.0 // evaluation points per unit of the logistic reward
	explore     = 0.35 // UCB exploration constant on rewards in [0, 1]
	priorVisits = 1    // virtual visits at a plan's one-deal value
)

// arm is one root plan under search.
type arm struct {
	plan   plan
	visits int
	reward float64
}

// search is determinized Monte Carlo search at the root. The candidates are whole-turn plans
// (first action and the second that best follows it) ordered by their value on one deal, and
// widened progressively. Each iteration plays a plan on a deal of the unseen tiles, lets the next
// seat answer with a turn of the reply policy, and scores the position with the evaluation. An
// arm's n-th visit uses the n-th deal, so plans are compared on the same deals and the luck of the
// draw cancels out. The plan with the best mean is chosen among those searched about as much as
// the most searched.
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
		// progressive bias: a plan starts with one visit at its value on one deal before anyone
		// replies; that orders the first visits, and playouts, which see the replies, soon
		// outweigh it (more weight let greedy blunders through: TestHardSeesTheReply)
		arms[i] = arm{plan: plans[i], visits: priorVisits, reward: priorVisits * logistic(plans[i].value)}
	}
	d := deals{v: v, rng: game.NewRNG(b.rng.Uint64())}
	for it := 1; ; it++ {
		if b.Iterations > 0 && it > b.Iterations || b.Iterations == 0 && time.Now().After(deadline) {
			b.LastIterations = it - 1
			break
		}
		b.yield() // a playout takes milliseconds: a host drawing frames gets a turn after each
		width := min(len(arms), 2+int(math.Sqrt(float64(it))/1.5))
		a := &arms[pickArm(arms[:width], it)]
		a.reward += playout(d.get(a.visits-priorVisits), v.Me, a.plan)
		a.visits++
	}
	return arms[bestArm(arms)].plan.first
}

// bestArm is the arm with the best mean among those with at least half the most visits.
func bestArm(arms []arm) int {
	most := 0
	for i := range arms {
		most = max(most, arms[i].visits)
	}
	best, bestMean := 0, -1.0
	for i := range arms {
		if mean := arms[i].reward / float64(arms[i].visits); 2*arms[i].visits >= most && mean > bestMean {
			best, bestMean = i, mean
		}
	}
	return best
}

// deals are the determinizations of a search, dealt once each and in order, so every plan meets
// the same ones.
type deals struct {
	v    *game.View
	rng  *game.RNG
	list []*game.State
}

// get returns a fresh copy of deal k.
func (d *deals) get(k int) *game.State {
	for len(d.list) <= k {
		d.list = append(d.list, d.v.Sample(d.rng, guessScores(d.v)))
	}
	return d.list[k].Clone()
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

// playout plays the plan on a deal, lets the next seat answer with a whole turn of the reply
// policy, and returns the logistic of the evaluation for the bot's seat (or the game's end).
// With two players it scores when that turn ends, which is when the bot's next turn begins. With
// more, the reply of the seat that can punish first is what a playout weighs (three greedy turns
// were noisier and cost three times as much; one action from every rival did no better), and then
// the seats in between pass while the bot plays its own next turn with the reply policy, so a plan
// that prepares a gain for that turn (a leader placed where the next tile scores, a monument in
// reach) is credited with it: 38.4% of four-player wins against three Medium bots, from 34%.
func playout(s *game.State, me int, p plan) float64 {
	if s.Play(p.first) != nil {
		return 0
	}
	if p.hasSecond {
		settle(s)
		if !s.Over() && s.Pending().Player == me && s.Pending().Kind == game.DecideAction {
			_ = s.Play(p.second) // a deal where it is no longer legal plays on without it
		}
	}
	replier := -1 // the next seat, whose turn answers the plan
	for guard := 0; guard < 200 && !s.Over(); guard++ {
		if t := s.Turn(); t != me && replier < 0 {
			replier = t
		} else if replier >= 0 && t != replier && s.Pending().Kind == game.DecideAction {
			break
		}
		if s.Play(replyMove(s)) != nil {
			break
		}
	}
	if s.NumPlayers() > 2 {
		followUp(s, me)
	}
	return logistic(evaluateField(s, me))
}

// followUp lets the seats still to play before me pass, then plays my next turn with the reply
// policy, so a plan that sets up a gain for that turn is credited with it.
func followUp(s *game.State, me int) {
	mine := false
	for guard := 0; guard < 200 && !s.Over(); guard++ {
		t := s.Turn()
		if t == me {
			mine = true
		} else if mine {
			return
		}
		m := game.PassMove()
		if t == me || s.Pending().Kind != game.DecideAction {
			m = replyMove(s)
		}
		if s.Play(m) != nil {
			return
		}
	}
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x/evalScale)) }
