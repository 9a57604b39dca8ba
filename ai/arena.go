package ai

import (
	"fmt"
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"tigris/game"
)

// Entrant is a bot taking part in an arena: its name in reports and how to make it.
type Entrant struct {
	Name string
	Make func(seed uint64) *Bot
	// Ponder is how many iterations the bot ponders during each other seat's decision (zero:
	// none), standing in for the thinking it does in a real game while the others decide.
	Ponder int
}

// ParseEntrant reads "level" (its default budget), "level:N" (a search level with N iterations a
// decision and no time cap: the same games on any machine) or "level:Dms" (searching for D).
func ParseEntrant(spec string) (Entrant, error) {
	name, arg, _ := strings.Cut(spec, ":")
	level, err := ParseLevel(name)
	if err != nil {
		return Entrant{}, err
	}
	iters, think := 0, time.Duration(0)
	if arg != "" {
		if d, err := time.ParseDuration(arg); err == nil {
			think = d
		} else if _, err := fmt.Sscanf(arg, "%d", &iters); err != nil || iters <= 0 {
			return Entrant{}, fmt.Errorf("%q: after the colon give iterations (300) or a time (500ms)", spec)
		}
	}
	return Entrant{Name: spec, Make: func(seed uint64) *Bot {
		b := New(level, seed)
		if arg != "" { // a budget of its own: iterations alone, or time alone
			b.Iterations, b.Iterations4, b.Think = iters, 0, think
		}
		return b
	}}, nil
}

// GameResult is one arena game: each lineup entry's place and lowest colour.
type GameResult struct {
	Place  []int // by lineup index: 1 is first; tied seats share a place
	Lowest []int // by lineup index: the lowest colour after treasures
	Shared []int // by lineup index: how many seats share its place
	// Pondered and Hits count, by lineup index, the searches that had pondered ahead and those
	// that reached the very view they pondered
	Pondered, Hits []int
	// Stalled is a game that went past MaxDecisions without ending: it counts for nobody
	Stalled bool
	Err     error
	// Record is the game played, and Seats each lineup entry's seat in it (for a review of it).
	Record *game.Record
	Seats  []int
}

// MaxDecisions is how many decisions an arena game may take before it counts as stalled (a game
// takes a few hundred).
const MaxDecisions = 20000

// PlayArenaGame plays one game: lineup[j] sits offset (j+g) from the start player, so over the
// games every entrant plays from every position in turn order equally often.
func PlayArenaGame(o game.Options, lineup []Entrant, g int, seed uint64) GameResult {
	n := len(lineup)
	o.Seats = game.FirstDynasties(n)
	rec, err := game.NewRecord(o, seed)
	if err != nil {
		return GameResult{Err: err}
	}
	s := rec.State() // changed only through rec.Apply
	seatOf := make([]int, n)
	bots := make([]*Bot, n)
	ponder := make([]int, n)
	for j := range lineup {
		seat := (s.Turn() + j + g) % n
		seatOf[j] = seat
		bots[seat] = lineup[j].Make(SeedFor(seed, j))
		ponder[seat] = lineup[j].Ponder
	}
	pondered, hits := make([]int, n), make([]int, n) // by seat
	for steps := 0; !s.Over(); steps++ {
		if steps >= MaxDecisions {
			return GameResult{Stalled: true}
		}
		p := s.Pending().Player
		for q := range bots {
			if q != p && ponder[q] > 0 {
				bots[q].Ponder(s.ViewFor(q), Countdown(ponder[q]))
			}
		}
		ahead := bots[p].Pondered() > 0
		m := bots[p].Choose(s.ViewFor(p))
		if ahead && bots[p].LastIterations > 0 {
			pondered[p]++
			if bots[p].PonderHit {
				hits[p]++
			}
		}
		if _, err := rec.Apply(m); err != nil {
			return GameResult{Err: fmt.Errorf("game %d: %s chose an illegal %v: %v", g, bots[p].Level, m, err)}
		}
	}
	_, place := game.Ranking(s)
	r := GameResult{Place: make([]int, n), Lowest: make([]int, n), Shared: make([]int, n),
		Pondered: make([]int, n), Hits: make([]int, n), Record: rec, Seats: seatOf}
	for j := range lineup {
		seat := seatOf[j]
		r.Place[j] = place[seat]
		r.Pondered[j], r.Hits[j] = pondered[seat], hits[seat]
		r.Lowest[j] = game.FinalScore(s.Player(seat))[0]
		for _, q := range place {
			if q == place[seat] {
				r.Shared[j]++
			}
		}
	}
	return r
}

// Countdown is a stop for Ponder that stops it after n iterations.
func Countdown(n int) func() bool {
	return func() bool {
		n--
		return n < 0
	}
}

// Tally gathers an entrant name's results over an arena.
type Tally struct {
	Name string
	// Pondered and Hits add up the games' pondering figures (see GameResult) for a pondering bot
	Pondered, Hits int
	Games          int
	Wins           float64 // a win shared by k seats counts 1/k
	PlaceSum       int
	LowestSum      int
}

// RunArena plays games on every core and tallies the results by entrant name.
// Games that stall (more than MaxDecisions decisions) count for nobody and come back by number.
func RunArena(o game.Options, lineup []Entrant, games int, seed uint64, progress func(done int)) (tallies []*Tally, stalled []int, err error) {
	results := make([]GameResult, games)
	var wg sync.WaitGroup
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				results[g] = PlayArenaGame(o, lineup, g, seed+uint64(g))
				mu.Lock()
				done++
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	for g := 0; g < games; g++ {
		next <- g
	}
	close(next)
	wg.Wait()
	byName := map[string]*Tally{}
	var order []*Tally
	for g, r := range results {
		if r.Err != nil {
			return nil, nil, r.Err
		}
		if r.Stalled {
			stalled = append(stalled, g)
			continue
		}
		for j, e := range lineup {
			t := byName[e.Name]
			if t == nil {
				t = &Tally{Name: e.Name}
				byName[e.Name] = t
				order = append(order, t)
			}
			t.Games++
			t.Pondered += r.Pondered[j]
			t.Hits += r.Hits[j]
			t.PlaceSum += r.Place[j]
			t.LowestSum += r.Lowest[j]
			if r.Place[j] == 1 {
				t.Wins += 1 / float64(r.Shared[j])
			}
		}
	}
	sort.SliceStable(order, func(a, b int) bool {
		return order[a].Wins/float64(order[a].Games) > order[b].Wins/float64(order[b].Games)
	})
	return order, stalled, nil
}

// Wilson is the 95% Wilson score interval of a proportion.
func Wilson(wins float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p := wins / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	centre := (p + z*z/(2*nn)) / den
	half := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return centre - half, centre + half
}

// Report writes the arena's table: for 2 players the win rate with its 95% interval, for more the
// share of wins against a fair 1/N and the mean place; always the mean lowest colour.
func Report(tallies []*Tally, players int) string {
	var b strings.Builder
	if players == 2 {
		fmt.Fprintf(&b, "%-14s %6s %8s %9s %17s %11s\n", "bot", "games", "wins", "win rate", "95% interval", "mean lowest")
	} else {
		fmt.Fprintf(&b, "%-14s %6s %8s %9s %10s %10s %11s\n", "bot", "seats", "wins", "win share", "vs fair", "mean place", "mean lowest")
	}
	for _, t := range tallies {
		rate := t.Wins / float64(t.Games)
		low := float64(t.LowestSum) / float64(t.Games)
		if players == 2 {
			lo, hi := Wilson(t.Wins, t.Games)
			fmt.Fprintf(&b, "%-14s %6d %8.1f %8.1f%% %7.1f%%–%5.1f%% %11.2f\n", t.Name, t.Games, t.Wins, 100*rate, 100*lo, 100*hi, low)
		} else {
			fmt.Fprintf(&b, "%-14s %6d %8.1f %8.1f%% %9.2fx %10.2f %11.2f\n", t.Name, t.Games, t.Wins, 100*rate,
				rate*float64(players), float64(t.PlaceSum)/float64(t.Games), low)
		}
	}
	for _, t := range tallies {
		if t.Pondered > 0 {
			fmt.Fprintf(&b, "%s pondered ahead of %d searches and reached the view it pondered in %d (%.1f%%)\n",
				t.Name, t.Pondered, t.Hits, 100*float64(t.Hits)/float64(t.Pondered))
		}
	}
	return b.String()
}
