package ai

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"tigris/game"
)

// Level is a bot's strength.
type Level int

const (
	Random Level = iota // random legal choices: a baseline
	Easy                // greedy over one action
	Medium              // greedy over the whole turn
	Hard                // determinized Monte Carlo search with progressive widening
	Expert              // Hard's search with more iterations, pondering during the others' decisions
)

var levelNames = []string{"random", "easy", "medium", "hard", "expert"}

// The search levels' budgets per decision (a turn is two actions): iterations, so a level is as
// strong on every machine and in the browser, and a time cap only a slow host reaches
// (docs/BOTS.md says how each was chosen).
const (
	hardIterations   = 150
	expertIterations = 4000
	hardThink        = 3000 * time.Millisecond
	expertThink      = 3000 * time.Millisecond
)

// The plans a search weighs: its first actions, each with its best second actions (see arms).
// Hard's 150 iterations visit about ten arms; Expert's thousands can weigh more (docs/BOTS.md).
const (
	hardFirsts, hardSeconds     = 10, 3
	expertFirsts, expertSeconds = 24, 5
)

// widths is how many first actions the bot's search weighs, and how many seconds after each.
func (b *Bot) widths() (firsts, seconds int) {
	if b.Level == Expert {
		return expertFirsts, expertSeconds
	}
	return hardFirsts, hardSeconds
}

// With four players every rival answers in a playout (see reply), which makes more search pay up
// to 300 iterations; Expert searches as Hard there, its pondering adding what it foresaw
// (docs/BOTS.md).
const (
	hardIterations4   = 300
	expertIterations4 = 300
)

func (l Level) String() string { return levelNames[l] }

// Levels lists every level by name, weakest first.
func Levels() []string { return append([]string(nil), levelNames...) }

// ParseLevel reads a level name.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(n, s) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q (%s)", s, strings.Join(levelNames, ", "))
}

// Bot chooses decisions for one seat from that seat's view only.
type Bot struct {
	Level Level
	// Iterations is the search's budget per decision (Hard, Expert): the same strength on any
	// machine. Zero leaves Think alone to bound it.
	Iterations int
	// Iterations4, when set, replaces Iterations in four-player games (see hardIterations4).
	Iterations4 int
	// Think caps the search's time per decision (zero: no cap), so a slow host still moves on.
	Think time.Duration
	// W, when set, replaces the default evaluation weights (Medium and above): for tuning.
	W *Weights
	// Yield, when set, is called often while the bot thinks, so a single-threaded host (the
	// browser) can draw frames in between.
	Yield func()
	// LastIterations is how many iterations Hard's latest search ran (for measurements), and
	// LastPondered how many pondered ones it took over, PonderHit whether it reached the view it
	// pondered (see Ponder).
	LastIterations int
	LastPondered   int
	PonderHit      bool
	// LastCarried is how many playouts the latest search took over from the search of the turn's
	// first action (see carry).
	LastCarried int
	carry       *carry
	ponder      []*pondered // the views pondered, most recent last
	rng         *game.RNG
	seed        uint64
	idle        int // the bot's turns in a row passed whole
	lost        lostRevolts
}

// idleTurns is how many whole turns in a row a bot may pass: then it plays a tile (or swaps), so
// that bots which all find passing best (no tile is drawn, monuments go on scoring) still bring
// the game to its end.
const idleTurns = 2

func (b *Bot) yield() {
	if b.Yield != nil {
		b.Yield()
	}
}

// New makes a bot; the seed makes its choices repeatable. A bot's generator gives its seed back
// to anyone who sees its output, so the seed must never be the deal's (see SeedFor).
func New(level Level, seed uint64) *Bot {
	iters, iters4, think := hardIterations, hardIterations4, hardThink
	if level == Expert {
		iters, iters4, think = expertIterations, expertIterations4, expertThink
	}
	return &Bot{Level: level, Iterations: iters, Iterations4: iters4, Think: think, rng: game.NewRNG(seed), seed: seed}
}

// Seed is the seed the bot was made with.
func (b *Bot) Seed() uint64 { return b.seed }

// SeedFor is a repeatable seed for the bot in a seat of a deal, from which the deal's seed cannot
// be worked back (a one-way hash): what the arena uses. Games against people seed their bots from
// the system's random source instead.
func SeedFor(deal uint64, seat int) uint64 {
	var b [24]byte
	copy(b[:8], "tigrisai")
	binary.LittleEndian.PutUint64(b[8:], deal)
	binary.LittleEndian.PutUint64(b[16:], uint64(seat))
	h := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(h[:8])
}

// Choose returns the bot's decision for the pending decision of v's seat. It is also the hint
// any level gives a human.
func (b *Bot) Choose(v *game.View) game.Move {
	s := v.Sample(b.rng, guessScores(v))
	moves := s.LegalMoves()
	if len(moves) == 1 {
		return moves[0]
	}
	whole := v.Pending().Kind == game.DecideAction && v.ActionsLeft() == 2
	if whole && b.idle >= idleTurns {
		moves = progress(moves)
	}
	if b.Level == Easy { // lostrevolt.go: not the same lost revolt two turns running
		if whole {
			b.lost.startTurn(v)
		}
		if v.Pending().Kind == game.DecideAction {
			moves = b.lost.keep(moves)
		}
	}
	m := b.choose(v, s, moves)
	if b.Level == Easy {
		b.lost.chose(s, m)
	}
	switch {
	case whole && m.Kind == game.MovePass:
		b.idle++
	case v.Pending().Kind == game.DecideAction && m.Kind != game.MovePass:
		b.idle = 0
	}
	return m
}

// progress keeps the moves that bring the game nearer its end: tiles placed, or else swaps (which
// draw from the bag); the moves as they are when there is neither.
func progress(moves []game.Move) []game.Move {
	for _, kind := range []game.MoveKind{game.MoveTile, game.MoveSwap} {
		var keep []game.Move
		for _, m := range moves {
			if m.Kind == kind {
				keep = append(keep, m)
			}
		}
		if len(keep) > 0 {
			return keep
		}
	}
	return moves
}

func (b *Bot) choose(v *game.View, s *game.State, moves []game.Move) game.Move {
	if len(moves) == 1 {
		return moves[0]
	}
	switch b.Level {
	case Random:
		// its usual mix of actions, unless the moves were narrowed (see progress)
		if m, ok := s.RandomMove(b.rng); ok && slices.Contains(moves, m) {
			return m
		}
		return moves[b.rng.Intn(len(moves))]
	case Easy:
		return b.greedy(v, moves, 1)
	case Medium:
		return b.wholeTurn(v, moves)
	}
	return b.search(v, moves)
}

// guessScores stands in for the other players' hidden points: the bot assumes they are level with
// its own, so only what changes from here on tells. Under open scoring View.Sample ignores the
// guess and deals the rivals' real points.
func guessScores(v *game.View) *[4][game.NumColors]int16 {
	var g [4][game.NumColors]int16
	for i := range g {
		g[i] = v.Score
	}
	return &g
}

// shuffledScores is Hard's guess for one deal: each rival holds the bot's own points in a random
// order of colours. Points are hidden (R11.1), and "level with mine, colour for colour" made the
// search believe every rival lacked the bot's own weakest colour: it valued a rival's point there
// ten times one in his real need. Over the deals each colour is the rival's weakest in turn
// (docs/BOTS.md has the measurements, and why the log's public points are not counted instead).
func shuffledScores(v *game.View, rng *game.RNG) *[4][game.NumColors]int16 {
	g := guessScores(v)
	for i := range g {
		if i == v.Me {
			continue
		}
		for k := game.NumColors - 1; k > 0; k-- {
			j := rng.Intn(k + 1)
			g[i][k], g[i][j] = g[i][j], g[i][k]
		}
	}
	return g
}

// after plays m on a copy of s and lets the cheap policy settle what follows up to the next action.
func (b *Bot) after(s *game.State, m game.Move) (*game.State, bool) {
	c := s.Clone()
	if c.Play(m) != nil {
		return nil, false
	}
	settle(c)
	return c, true
}

// eval is the bot's evaluation: the basic one for Easy, the full one above it.
func (b *Bot) eval(s *game.State, me int) float64 {
	if b.Level <= Easy {
		return EvaluateBasic(s, me)
	}
	return b.weights().Evaluate(s, me)
}

// budget is the search's iterations per decision in a game of n players.
func (b *Bot) budget(n int) int {
	if n == 4 && b.Iterations4 > 0 {
		return b.Iterations4
	}
	return b.Iterations
}

// weights are the bot's evaluation weights: W, or the defaults.
func (b *Bot) weights() *Weights {
	if b.W != nil {
		return b.W
	}
	return &Default
}

// values judges each move by the evaluation after it, averaged over samples determinizations.
func (b *Bot) values(v *game.View, moves []game.Move, samples int) []float64 {
	vals := make([]float64, len(moves))
	var firsts []int
	for k := 0; k < samples; k++ {
		s := v.Sample(b.rng, guessScores(v))
		s.RegionOf(0) // labelled once, so each trial's copy carries the labels
		if firsts == nil {
			firsts = alikeFirsts(s, moves) // the board is public: the same on every deal
		}
		for i, m := range moves {
			if firsts[i] != i {
				continue
			}
			if i%4 == 0 {
				b.yield()
			}
			if c, ok := b.after(s, m); ok {
				vals[i] += b.eval(c, v.Me) / float64(samples)
			} else {
				vals[i] -= 1e9
			}
		}
	}
	for i, f := range firsts {
		vals[i] = vals[f]
	}
	return vals
}

// greedy picks the move with the best evaluation one decision ahead.
func (b *Bot) greedy(v *game.View, moves []game.Move, samples int) game.Move {
	vals := b.values(v, moves, samples)
	best := 0
	for i := range vals {
		if vals[i] > vals[best] {
			best = i
		}
	}
	return moves[best]
}

// plan is a turn's worth of choices: a move, and the second action that would follow it.
type plan struct {
	first, second game.Move
	hasSecond     bool
	value         float64
}

// wholeTurn looks at both actions of a turn: the best first actions by one-step value, each
// followed by its best second action.
func (b *Bot) wholeTurn(v *game.View, moves []game.Move) game.Move {
	return b.plans(v, moves, mediumFirsts, 1)[0].first
}

// plans ranks turn plans, best first: for a first action, the firsts best first actions by
// one-step value, each with its seconds best second actions; for any other decision, each
// choice alone (valued over a few deals when a conflict makes the hidden tiles matter). Plans are
// valued against the best rival even for Hard, whose playouts weigh the field: that ordered them
// better (docs/BOTS.md).
func (b *Bot) plans(v *game.View, moves []game.Move, firsts, seconds int) []plan {
	conflict := v.Pending().Kind != game.DecideAction
	samples := 1
	if conflict {
		samples = 4
	}
	vals := b.values(v, moves, samples)
	rankMoves(moves, vals)
	if conflict || v.ActionsLeft() < 2 {
		out := make([]plan, len(moves))
		for i := range moves {
			out[i] = plan{first: moves[i], value: vals[i]}
		}
		return out
	}
	s := v.Sample(b.rng, guessScores(v))
	var out []plan
	for i := 0; i < len(moves) && i < firsts; i++ {
		c, ok := b.after(s, moves[i])
		if !ok {
			continue
		}
		if c.Over() || c.Pending().Kind != game.DecideAction || c.Pending().Player != v.Me {
			out = append(out, plan{first: moves[i], value: b.weights().Evaluate(c, v.Me)})
			continue
		}
		c.RegionOf(0)
		seconds2 := c.LegalMoves()
		vals2 := make([]float64, len(seconds2))
		firsts2 := alikeFirsts(c, seconds2)
		for j, m2 := range seconds2 {
			if f := firsts2[j]; f != j {
				vals2[j] = vals2[f]
				continue
			}
			if j%4 == 0 {
				b.yield()
			}
			vals2[j] = -1e18
			if c2, ok := b.after(c, m2); ok {
				vals2[j] = b.weights().Evaluate(c2, v.Me)
			}
		}
		rankMoves(seconds2, vals2)
		for j := 0; j < len(seconds2) && j < seconds; j++ {
			out = append(out, plan{first: moves[i], second: seconds2[j], hasSecond: true, value: vals2[j]})
		}
	}
	sortPlans(out)
	return out
}

func sortPlans(ps []plan) {
	sort.SliceStable(ps, func(a, b int) bool { return ps[a].value > ps[b].value })
}

func argmax(vals []float64) int {
	best := 0
	for i := range vals {
		if vals[i] > vals[best] {
			best = i
		}
	}
	return best
}

// mediumFirsts is how many first actions the Medium level follows with a second.
const mediumFirsts = 12
