package ai

import (
	"math"
	"time"

	"tigris/game"
)

// Search settings of the Hard level, each the best of the values measured in docs/BOTS.md.
const (
	evalScale   = 12.0 // evaluation points per unit of the logistic reward
	explore     = 0.35 // UCB exploration constant on rewards in [0, 1]
	priorVisits = 1    // virtual visits at a plan's one-deal value
	// priorVisits4 is the same with four players, where playouts are noisier and the plan's own
	// value is worth more (docs/BOTS.md).
	priorVisits4 = 4
)

// tally is what the playouts through a choice have scored.
type tally struct {
	visits int
	reward float64
}

func (t tally) mean() float64 { return t.reward / float64(t.visits) }

// arm is one first action under search, with the second actions that may follow it.
type arm struct {
	tally
	dealt   int // playouts run: the next one uses deal dealt
	first   game.Move
	seconds []follow // one entry with hasSecond false when no second action follows
}

// follow is one second action after an arm's first.
type follow struct {
	tally
	second    game.Move
	hasSecond bool
}

// arms groups the ranked plans by first action, in order of each first's best plan: the search
// chooses a first action, so plans that share one must not crowd out the other firsts (at 64
// iterations the seven widest plans held only three first actions in most four-player turns).
// Each arm and follow starts with priorN visits (priorVisits, or priorVisits4 with four players)
// at its plan's value on one deal before anyone replies; that orders the first visits, and
// playouts, which see the replies, soon outweigh it (with two players more weight let greedy
// blunders through: TestHardSeesTheReply).
func arms(plans []plan, priorN int) []arm {
	var out []arm
	index := map[game.Move]int{}
	for _, p := range plans {
		prior := tally{visits: priorN, reward: float64(priorN) * logistic(p.value)}
		i, ok := index[p.first]
		if !ok {
			i = len(out)
			index[p.first] = i
			out = append(out, arm{tally: prior, first: p.first})
		}
		out[i].seconds = append(out[i].seconds, follow{tally: prior, second: p.second, hasSecond: p.hasSecond})
	}
	return out
}

// search is determinized Monte Carlo search at the root over first actions. The candidates are
// the first actions of the best whole-turn plans (each first with its best second actions),
// ordered by their value on one deal and widened progressively. Each iteration picks a first by
// UCB and one of its seconds by UCB, plays them on a deal of the unseen tiles, lets the next seat
// answer with a turn of the reply policy, and scores the position with the evaluation. An arm's
// n-th visit uses the n-th deal, so first actions are compared on the same deals and the luck of
// the draw cancels out. The first with the best mean is chosen among those searched about as much
// as the most searched. A search pondered on this very view goes on where it stopped (see Ponder).
func (b *Bot) search(v *game.View, moves []game.Move) game.Move {
	iters, think := b.budget(len(v.Players)), b.Think
	if v.Pending().Kind != game.DecideAction {
		// commits, wars and the like: a turn may hold several, so a slow host gives each less
		// time (the iterations, which decide the strength, stay); searching them beat Medium's
		// choice (docs/BOTS.md).
		think /= 2
	}
	deadline := time.Now().Add(think) // ranking the plans counts too
	t := b.takePondered(v, moves)
	carried := b.carry
	b.carry, b.LastCarried = nil, 0
	if t == nil {
		t = b.newTree(v, moves)
		b.LastCarried = t.carryIn(carried)
	}
	start := t.it
	for t.it-start < iters || iters == 0 {
		if think > 0 && time.Now().After(deadline) {
			break
		}
		b.yield() // a playout takes milliseconds: a host drawing frames gets a turn after each
		t.step()
	}
	b.LastIterations = t.it - start
	a := &t.as[bestArm(t.as)]
	b.carry = t.carryOut(a)
	return a.first
}

// carry is what the search of a turn's first action learnt of the second: the view the chosen
// first action leads to, when nothing hidden comes into it, and the second actions played after it.
type carry struct {
	v       *game.View
	seconds []follow
}

// carryOut keeps what the search learnt of the second actions after arm a, when a is a turn's
// first action whose outcome hides nothing: played on a deal it leads straight to the bot's
// second action (no conflict, no choice of anyone's on the way).
func (t *tree) carryOut(a *arm) *carry {
	if t.v.Pending().Kind != game.DecideAction || t.v.ActionsLeft() != 2 || !a.seconds[0].hasSecond {
		return nil
	}
	c := t.d.get(0)
	if c.Play(a.first) != nil {
		return nil
	}
	if p := c.Pending(); c.Over() || p.Player != t.v.Me || p.Kind != game.DecideAction {
		return nil
	}
	return &carry{v: c.ViewFor(t.v.Me), seconds: a.seconds}
}

// carryIn gives the arms of a search at the view a carry foresaw the playouts their second
// actions had there (their visits beyond the prior, at their mean); it returns how many.
func (t *tree) carryIn(c *carry) int {
	if c == nil || !sameView(c.v, t.v) {
		return 0
	}
	n := 0
	for _, f := range c.seconds {
		extra := f.visits - t.prior
		if extra <= 0 {
			continue
		}
		for i := range t.as {
			if t.as[i].first == f.second {
				t.as[i].visits += extra
				t.as[i].reward += float64(extra) * f.mean()
				n += extra
			}
		}
	}
	return n
}

// tree is a search under way: its arms, its deals and the iterations run.
type tree struct {
	v  *game.View
	w  *Weights
	as []arm
	d  deals
	it int
	// prior is the visits each arm and follow started with (see arms)
	prior int
}

func (b *Bot) newTree(v *game.View, moves []game.Move) *tree {
	firsts, seconds := b.widths()
	prior := priorVisits
	if len(v.Players) == 4 {
		prior = priorVisits4
	}
	return &tree{v: v, w: b.weights(), as: arms(b.plans(v, moves, firsts, seconds), prior), d: deals{v: v, rng: game.NewRNG(b.rng.Uint64())}, prior: prior}
}

// step runs one iteration: an arm and one of its seconds chosen by UCB, played out on the deal
// of the arm's next visit.
func (t *tree) step() {
	t.it++
	width := min(len(t.as), 2+int(math.Sqrt(float64(t.it))/1.5))
	a := &t.as[pickUCB(width, func(i int) tally { return t.as[i].tally }, t.it)]
	f := &a.seconds[pickUCB(len(a.seconds), func(i int) tally { return a.seconds[i].tally }, a.visits)]
	r := playout(t.d.get(a.dealt), t.v.Me, plan{first: a.first, second: f.second, hasSecond: f.hasSecond}, t.w)
	a.reward += r
	a.visits++
	a.dealt++
	f.reward += r
	f.visits++
}

// bestArm is the arm with the best mean among those with at least half the most visits: a mean
// over few visits is noise, and the most visited arm alone measured weaker (docs/BOTS.md).
func bestArm(as []arm) int {
	most := 0
	for i := range as {
		most = max(most, as[i].visits)
	}
	best, bestMean := 0, -1.0
	for i := range as {
		if mean := as[i].mean(); 2*as[i].visits >= most && mean > bestMean {
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

// get returns a fresh copy of deal k. Each deal guesses the rivals' hidden points as well as their
// tiles (shuffledScores).
func (d *deals) get(k int) *game.State {
	for len(d.list) <= k {
		d.list = append(d.list, d.v.Sample(d.rng, shuffledScores(d.v, d.rng)))
	}
	return d.list[k].Clone()
}

// pickUCB is UCB1 over the first n choices, each already visited (its prior counts), after
// total visits in all.
func pickUCB(n int, at func(int) tally, total int) int {
	best, bestU := 0, -1.0
	logN := math.Log(float64(total))
	for i := 0; i < n; i++ {
		t := at(i)
		if u := t.mean() + explore*math.Sqrt(logN/float64(t.visits)); u > bestU {
			best, bestU = i, u
		}
	}
	return best
}

// playout plays the plan on a deal, lets the rivals answer with whole turns of the reply policy
// (see reply), and then plays the bot's own next turn with the reply policy before it returns the
// logistic of the evaluation for the bot's seat (or the game's end). The reply is what punishes a
// plan; the bot's next turn credits a plan that prepares a gain (a leader placed where the next
// tile scores, a monument in reach).
func playout(s *game.State, me int, p plan, w *Weights) float64 {
	v, ok := playEval(s, me, p, w)
	if !ok {
		return 0
	}
	return logistic(v)
}

// playEval is playout's evaluation itself (a review averages it: points add up where a win
// chance saturates); ok is false when the plan's first action is illegal on the deal.
func playEval(s *game.State, me int, p plan, w *Weights) (float64, bool) {
	if s.Play(p.first) != nil {
		return 0, false
	}
	if p.hasSecond {
		settle(s)
		if !s.Over() && s.Pending().Player == me && s.Pending().Kind == game.DecideAction {
			_ = s.Play(p.second) // a deal where it is no longer legal plays on without it
		}
	}
	reply(s, me, w)
	followUp(s, me, w)
	return w.evaluateField(s, me), true
}

// reply plays the rivals' answer to the bot's turn by the reply policy. With four players every
// rival plays a whole turn, up to the bot's own next action: a plan is judged against all three
// seats that can punish it before the bot plays again. With two players the one rival answers;
// with three the next seat answers and the seat after it passes (see followUp).
func reply(s *game.State, me int, w *Weights) {
	every := s.NumPlayers() == 4
	replier := -1 // the first seat to answer
	for guard := 0; guard < 200 && !s.Over(); guard++ {
		t := s.Turn()
		if t != me && replier < 0 {
			replier = t
		} else if replier >= 0 && s.Pending().Kind == game.DecideAction && (t == me || !every && t != replier) {
			return
		}
		if s.Play(replyMove(s, w)) != nil {
			return
		}
	}
}

// followUp lets the seats still to play before me pass (one with three players, none with two or
// four, where every rival has answered), then plays my next turn with the reply policy, so a plan
// that sets up a gain for that turn is credited with it.
func followUp(s *game.State, me int, w *Weights) {
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
			m = replyMove(s, w)
		}
		if s.Play(m) != nil {
			return
		}
	}
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x/evalScale)) }
