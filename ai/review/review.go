// Package review weighs every decision of a finished game with the Expert's search, each on the
// information its seat had then (its own view, the hidden tiles dealt at random as the bots deal
// them), and says what each cost in points of the final score, with each player's expected lead
// turn by turn for a chart and a sentence in the rules' words for each large mistake.
package review

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sort"
	"sync"

	"tigris/ai"
	"tigris/game"
)

// The defaults a review runs with (docs/BOTS.md says how they were chosen).
const (
	// DefaultIterations is the search's playouts a decision: a 150-decision two-player game in
	// under a minute on two cores.
	DefaultIterations = 800
	// DefaultThreshold is the loss in points from which a decision counts as a mistake.
	DefaultThreshold = 1.0
	// swing is the change in a player's expected lead from one turn to the next, in points, that
	// the chart marks.
	swing = 3.0
)

// Options are a review's settings; the zero value takes the defaults.
type Options struct {
	Iterations int     // playouts a decision (DefaultIterations)
	Pairs      int     // deals the played and the best move are compared on (Iterations/8)
	Threshold  float64 // the loss of a mistake (DefaultThreshold)
	Seed       uint64  // the same seed gives the same review
	Workers    int     // searches side by side (2)
	// Progress, when set, is told each decision weighed (done of total), from the workers'
	// goroutines.
	Progress func(done, total int)
	// Weighed, when set, is told of each decision as soon as it is weighed (one with a single
	// choice is not), from the workers' goroutines and in the order weighed (weighOrder: the likeliest mistakes first): a screen
	// lists the mistakes found while the rest are weighed. The review Run returns holds the same
	// choices, whatever the order.
	Weighed func(c Choice)
	// Known are decisions already weighed with these settings (a review stopped part way, kept
	// by the screen): Run takes them as they are instead of weighing them again, and tells them
	// through Weighed and Progress before any search. Only the decisions that match the record's
	// (move, turn, seat and move played) are taken; the rest are weighed.
	Known []Choice
	// Yield, when set, is called between playouts: a single-threaded host (the browser) lets
	// its frames draw there.
	Yield func()
}

func (o *Options) defaults() {
	if o.Iterations <= 0 {
		o.Iterations = DefaultIterations
	}
	if o.Pairs <= 0 {
		o.Pairs = max(16, o.Iterations/8)
	}
	if o.Threshold <= 0 {
		o.Threshold = DefaultThreshold
	}
	if o.Workers <= 0 {
		o.Workers = min(2, runtime.GOMAXPROCS(0))
	}
}

// Review is the whole review of one game. Values are in points of the final score (a point of
// the lowest colour, R10.2): a loss is the expected lead the seat gave away by its choice.
type Review struct {
	Game       string    `json:"game"` // the record's fingerprint (Fingerprint): a kept review belongs to it
	Iterations int       `json:"iterations"`
	Pairs      int       `json:"pairs"`
	Seed       uint64    `json:"seed"`
	Threshold  float64   `json:"threshold"`
	Seats      []Seat    `json:"seats"`
	Decisions  []Choice  `json:"decisions"`
	Chart      []Point   `json:"chart"`
	Swings     []SwingAt `json:"swings"`
}

// Seat sums up one seat's decisions.
type Seat struct {
	Dynasty   string  `json:"dynasty"`
	Name      string  `json:"name,omitempty"`
	Decisions int     `json:"decisions"`
	Mistakes  int     `json:"mistakes"`
	Loss      float64 `json:"loss"` // the mean loss a decision
}

// Choice is one decision weighed.
type Choice struct {
	Move        int     `json:"move"` // its index in the record's moves (the position before it is Replay(Move))
	Turn        int     `json:"turn"`
	Seat        int     `json:"seat"`
	Played      string  `json:"played"` // in the notation
	Best        string  `json:"best"`
	Loss        float64 `json:"loss"`
	PlayedValue float64 `json:"playedValue"` // the seat's expected lead after the move played
	BestValue   float64 `json:"bestValue"`
	Choices     int     `json:"choices"`
	Mistake     bool    `json:"mistake"`
	Reason      string  `json:"reason,omitempty"` // for a mistake: why the best was better, in the rules' words
}

// Point is the chart at the start of a turn (and once more at the end): each seat's expected lead.
type Point struct {
	Turn int       `json:"turn"`
	Move int       `json:"move"` // the record's moves made before it
	Lead []float64 `json:"lead"` // by seat
}

// SwingAt is a turn where a seat's expected lead moved by more than swing points.
type SwingAt struct {
	Point  int     `json:"point"` // index in Chart: the lead changed from the point before it
	Seat   int     `json:"seat"`
	Change float64 `json:"change"`
}

// ErrUnfinished refuses a game still under way: its hidden tiles are not everybody's yet.
var ErrUnfinished = errors.New("the game is not finished: only a finished game can be reviewed")

// Fingerprint names a record's game: its start and moves, whatever the save says about itself.
func Fingerprint(rec *game.Record) string {
	return fmt.Sprintf("%x", sha256.Sum256(rec.Marshal()))[:32]
}

// job is one decision to weigh: the view its seat had and what it played.
type job struct {
	choice Choice
	view   *game.View
	move   game.Move
}

// Run reviews a finished game: names are the seats' names ("" or nil: the dynasty). It stops with
// ctx's error when ctx is done. Decisions are weighed side by side by o.Workers searches, each
// with a seed of its own drawn from o.Seed and its place in the game, so the review is the same
// however the work is shared.
func Run(ctx context.Context, rec *game.Record, names []string, o Options) (*Review, error) {
	o.defaults()
	if !rec.State().Over() {
		return nil, ErrUnfinished
	}
	jobs, chart, err := walk(rec)
	if err != nil {
		return nil, err
	}
	order := weighOrder(jobs, chart)
	results := make([]Choice, len(jobs))
	kept := make([]bool, len(jobs))
	done := reuse(jobs, o, results, kept)
	if o.Weighed != nil {
		for _, i := range order {
			if kept[i] {
				o.Weighed(results[i])
			}
		}
	}
	if done > 0 && o.Progress != nil {
		o.Progress(done, len(jobs))
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	next := make(chan int)
	for w := 0; w < o.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], kept[i] = weigh(ctx, jobs[i], o, names)
				mu.Lock()
				if kept[i] && o.Weighed != nil {
					o.Weighed(results[i])
				}
				done++
				if o.Progress != nil {
					o.Progress(done, len(jobs))
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for _, i := range order {
		if kept[i] {
			continue // known
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := &Review{Game: Fingerprint(rec), Iterations: o.Iterations, Pairs: o.Pairs, Seed: o.Seed, Threshold: o.Threshold, Chart: chart}
	for i := range results {
		if kept[i] {
			r.Decisions = append(r.Decisions, results[i])
		}
	}
	r.Seats = seats(rec.Start(), names)
	r.sum()
	r.Swings = swings(chart)
	return r, nil
}

// reuse puts o.Known's decisions that belong to jobs in results, marked kept, and counts them.
// A known decision's mistake is judged again by o.Threshold: its loss does not depend on it.
func reuse(jobs []job, o Options, results []Choice, kept []bool) int {
	n := 0
	for _, c := range o.Known {
		if c.Move < 0 || c.Move >= len(jobs) || kept[c.Move] {
			continue
		}
		if j := jobs[c.Move].choice; j.Turn != c.Turn || j.Seat != c.Seat || j.Played != c.Played || c.Choices < 2 {
			continue
		}
		c.Mistake = c.Loss >= o.Threshold
		results[c.Move], kept[c.Move] = c, true
		n++
	}
	return n
}

// walk replays the record: each decision with its seat's view, and the chart's points.
func walk(rec *game.Record) ([]job, []Point, error) {
	s := rec.Start().Clone()
	var jobs []job
	var chart []Point
	turn := 1
	for i, rm := range rec.Moves() {
		if s.Pending().Player != rm.Seat {
			return nil, nil, fmt.Errorf("move %d is out of turn", i+1)
		}
		if s.Pending().Kind == game.DecideAction && s.ActionsLeft() == 2 {
			chart = append(chart, point(s, turn, i))
		}
		jobs = append(jobs, job{choice: Choice{Move: i, Turn: turn, Seat: rm.Seat, Played: rm.Move.String()},
			view: s.ViewFor(rm.Seat), move: rm.Move})
		ev, err := s.Apply(rm.Move)
		if err != nil {
			return nil, nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		for _, e := range ev {
			if e.Kind == game.EvTurnEnded {
				turn++
			}
		}
	}
	chart = append(chart, point(s, turn, len(rec.Moves())))
	return jobs, chart, nil
}

// point is every seat's expected lead in position s. The game is over when it is reviewed, so its
// every tile is known: the chart reads the whole position, where each decision was weighed on its
// seat's view alone.
func point(s *game.State, turn, move int) Point {
	p := Point{Turn: turn, Move: move}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		p.Lead = append(p.Lead, round2(ai.ExpectedLead(s, seat)))
	}
	return p
}

// weigh judges one decision; false for a decision with one choice, or one the review was stopped
// before.
func weigh(ctx context.Context, j job, o Options, names []string) (Choice, bool) {
	if ctx.Err() != nil {
		return Choice{}, false
	}
	seed := seedFor(o.Seed, j.choice.Move)
	stop := func() bool {
		if o.Yield != nil {
			o.Yield()
		}
		return ctx.Err() != nil
	}
	jd, ok := ai.Judge(j.view, j.move, o.Iterations, o.Pairs, seed, stop)
	if !ok {
		return Choice{}, false
	}
	c := j.choice
	c.Best, c.Loss = jd.Best.String(), round2(jd.Loss)
	c.PlayedValue, c.BestValue, c.Choices = round2(jd.PlayedValue), round2(jd.BestValue), jd.Choices
	if c.Loss > 0 { // a sentence for every loss, so any threshold finds its mistakes explained
		c.Reason = Reason(j.view, jd.Played, jd.Best, jd.Loss, seed, names)
	}
	c.Mistake = c.Loss >= o.Threshold
	return c, true
}

// seedFor is decision k's own seed under the review's.
func seedFor(seed uint64, k int) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], seed)
	binary.LittleEndian.PutUint64(b[8:], uint64(k))
	h := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(h[:8])
}

// seats are the game's seats by dynasty and name.
func seats(start *game.State, names []string) []Seat {
	out := make([]Seat, start.NumPlayers())
	for i := range out {
		out[i].Dynasty = start.Player(i).Dynasty.String()
		if i < len(names) {
			out[i].Name = names[i]
		}
	}
	return out
}

// Rethreshold counts as mistakes the losses of at least t points (a kept review asked with
// another threshold).
func (r *Review) Rethreshold(t float64) {
	r.Threshold = t
	for i := range r.Decisions {
		r.Decisions[i].Mistake = r.Decisions[i].Loss >= t
	}
	r.sum()
}

// sum works out the seats' totals from the decisions.
func (r *Review) sum() {
	total := make([]float64, len(r.Seats))
	for i := range r.Seats {
		r.Seats[i].Decisions, r.Seats[i].Mistakes = 0, 0
	}
	for _, c := range r.Decisions {
		s := &r.Seats[c.Seat]
		s.Decisions++
		total[c.Seat] += c.Loss
		if c.Mistake {
			s.Mistakes++
		}
	}
	for i := range r.Seats {
		if r.Seats[i].Decisions > 0 {
			r.Seats[i].Loss = round2(total[i] / float64(r.Seats[i].Decisions))
		}
	}
}

// swings are the chart's largest changes from one point to the next, at most maxSwings, each over
// swing points: for each point the seat whose lead moved most (with two players the other's moves
// as much the other way).
func swings(chart []Point) []SwingAt {
	var out []SwingAt
	for i := 1; i < len(chart); i++ {
		best := SwingAt{Point: i}
		for seat := range chart[i].Lead {
			if d := chart[i].Lead[seat] - chart[i-1].Lead[seat]; math.Abs(d) > math.Abs(best.Change) {
				best.Seat, best.Change = seat, round2(d)
			}
		}
		if math.Abs(best.Change) > swing {
			out = append(out, best)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return math.Abs(out[a].Change) > math.Abs(out[b].Change) })
	out = out[:min(len(out), maxSwings)]
	sort.SliceStable(out, func(a, b int) bool { return out[a].Point < out[b].Point })
	return out
}

// maxSwings is how many swings the chart marks: the turns that decided the game, not every turn
// of a lopsided one.
const maxSwings = 6

// round2 keeps two decimals: what the review prints, and what its data holds, so a kept review
// reads back as it was shown.
func round2(x float64) float64 {
	if x < 0 {
		return -round2(-x)
	}
	return float64(int64(x*100+0.5)) / 100
}

// Chart is the game's chart alone, each seat's expected lead turn by turn and its big swings:
// cheap, so a screen shows it while the decisions are weighed.
func Chart(rec *game.Record) ([]Point, []SwingAt, error) {
	_, chart, err := walk(rec)
	if err != nil {
		return nil, nil, err
	}
	return chart, swings(chart), nil
}
