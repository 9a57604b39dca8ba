package ai

import (
	"fmt"
	"io"
	"math"
	"reflect"
	"strings"

	"tigris/game"
)

// Param is one tunable number of Weights, by name (Sorted[0] for an array's element).
type Param struct {
	Name string
	At   func(w *Weights) *float64
}

// Params lists every number in Weights.
func Params() []Param {
	var out []Param
	t := reflect.TypeOf(Weights{})
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		switch f.Type.Kind() {
		case reflect.Float64:
			out = append(out, Param{f.Name, func(w *Weights) *float64 {
				return reflect.ValueOf(w).Elem().Field(i).Addr().Interface().(*float64)
			}})
		case reflect.Array:
			for k := 0; k < f.Type.Len(); k++ {
				out = append(out, Param{fmt.Sprintf("%s[%d]", f.Name, k), func(w *Weights) *float64 {
					return reflect.ValueOf(w).Elem().Field(i).Index(k).Addr().Interface().(*float64)
				}})
			}
		}
	}
	return out
}

// TuneConfig sets up a tuning run.
type TuneConfig struct {
	Start      Weights
	Params     []string // the names to tune, in order (every one when empty)
	Step       float64  // each trial scales one number by 1+Step and 1-Step
	Games      int      // games per trial
	Iterations int      // both sides' search budget per decision
	Players    int      // 2 to 4: the candidate against Players-1 copies of the current weights
	Rounds     int      // passes over the numbers
	Seed       uint64   // the deals: a run is the same from the same seed
	Options    game.Options
	Log        io.Writer // one line per trial
}

// Tune improves weights by self-play, one number at a time: a candidate with one number scaled up
// or down plays the current weights on fresh seeded deals (seats rotating), and replaces them when
// it wins clearly more than its fair share (one standard error above it). It returns the weights
// it ends with.
func Tune(cfg TuneConfig) (Weights, error) {
	if cfg.Players < 2 || cfg.Players > 4 || cfg.Games < 1 || cfg.Iterations < 1 || cfg.Rounds < 1 || cfg.Step <= 0 || cfg.Step >= 1 {
		return Weights{}, fmt.Errorf("tune: players 2-4, games, iterations and rounds at least 1, step between 0 and 1")
	}
	params, err := pickParams(cfg.Params)
	if err != nil {
		return Weights{}, err
	}
	cur := cfg.Start
	trial := 0
	for round := 1; round <= cfg.Rounds; round++ {
		for _, p := range params {
			for _, sign := range []float64{1, -1} {
				cand := cur
				*p.At(&cand) *= 1 + sign*cfg.Step
				share, err := tuneTrial(cfg, cand, cur, cfg.Seed+uint64(trial)*uint64(cfg.Games))
				trial++
				if err != nil {
					return cur, err
				}
				fair := 1 / float64(cfg.Players)
				better := share > fair+math.Sqrt(fair*(1-fair)/float64(cfg.Games))
				if cfg.Log != nil {
					verdict := "kept"
					if better {
						verdict = "taken"
					}
					fmt.Fprintf(cfg.Log, "round %d  %-14s %8.3f -> %8.3f  wins %5.1f%% (fair %4.1f%%)  %s\n",
						round, p.Name, *p.At(&cur), *p.At(&cand), 100*share, 100*fair, verdict)
				}
				if better {
					cur = cand
					break // the other direction is no longer the question
				}
			}
		}
	}
	return cur, nil
}

// tuneTrial plays cand against Players-1 seats of cur and returns cand's share of the wins.
func tuneTrial(cfg TuneConfig, cand, cur Weights, seed uint64) (float64, error) {
	entrant := func(name string, w Weights) Entrant {
		return Entrant{Name: name, Make: func(seed uint64) *Bot {
			b := New(Hard, seed)
			b.Iterations, b.Iterations4, b.Think, b.W = cfg.Iterations, 0, 0, &w
			return b
		}}
	}
	lineup := []Entrant{entrant("candidate", cand)}
	for len(lineup) < cfg.Players {
		lineup = append(lineup, entrant("current", cur))
	}
	tallies, _, err := RunArena(cfg.Options, lineup, cfg.Games, seed, nil)
	if err != nil {
		return 0, err
	}
	for _, t := range tallies {
		if t.Name == "candidate" {
			return t.Wins / float64(t.Games), nil
		}
	}
	return 0, nil // every game stalled
}

func pickParams(names []string) ([]Param, error) {
	all := Params()
	if len(names) == 0 {
		return all, nil
	}
	var out []Param
	for _, n := range names {
		found := false
		for _, p := range all {
			if strings.EqualFold(p.Name, n) {
				out, found = append(out, p), true
			}
		}
		if !found {
			var known []string
			for _, p := range all {
				known = append(known, p.Name)
			}
			return nil, fmt.Errorf("tune: no weight %q (%s)", n, strings.Join(known, ", "))
		}
	}
	return out, nil
}

// GoString writes the weights as the Go literal of Default.
func (w Weights) GoString() string {
	var b strings.Builder
	b.WriteString("Weights{\n")
	for _, p := range Params() {
		if strings.HasSuffix(p.Name, "]") {
			continue
		}
		fmt.Fprintf(&b, "\t%s: %g,\n", p.Name, *p.At(&w))
	}
	fmt.Fprintf(&b, "\tSorted: [game.NumColors]float64{%g, %g, %g, %g},\n}", w.Sorted[0], w.Sorted[1], w.Sorted[2], w.Sorted[3])
	return b.String()
}
