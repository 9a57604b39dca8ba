package ai

import (
	"strings"
	"testing"

	"tigris/game"
)

// TestTuneRepeatsFromItsSeed: two tuning runs from the same seed log the same trials and end
// with the same weights; each trial scales one weight by the step, and unknown names are refused.
func TestTuneRepeatsFromItsSeed(t *testing.T) {
	t.Parallel()
	run := func() (Weights, string) {
		var log strings.Builder
		cfg := TuneConfig{Start: Default, Params: []string{"temple", "Sorted[1]"}, Step: 0.5, Games: 2,
			Iterations: 3, Players: 2, Rounds: 1, Seed: 11, Log: &log}
		cfg.Options.Seats = game.FirstDynasties(2)
		w, err := Tune(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return w, log.String()
	}
	w1, log1 := run()
	w2, log2 := run()
	if w1 != w2 || log1 != log2 {
		t.Fatalf("the same seed tuned differently:\n%s\n%s", log1, log2)
	}
	if !strings.Contains(log1, "Temple            0.600 ->    0.900") {
		t.Fatalf("the first trial should scale Temple by 1.5:\n%s", log1)
	}
	for _, name := range []string{"Temple", "Sorted[1]"} {
		for _, p := range Params() {
			if p.Name == name {
				if got, was := *p.At(&w1), *p.At(&Default); got != was && got != was*1.5 && got != was*0.5 {
					t.Fatalf("%s ended at %v from %v: not one step", name, got, was)
				}
			}
		}
	}
	if _, err := Tune(TuneConfig{Start: Default, Params: []string{"Charisma"}, Step: 0.2, Games: 1, Iterations: 1, Players: 2, Rounds: 1}); err == nil || !strings.Contains(err.Error(), "KingdomTile") {
		t.Fatalf("an unknown weight's error should list the weights: %v", err)
	}
}

// TestParamsReachEveryWeight: each listed parameter points at its own number in Weights.
func TestParamsReachEveryWeight(t *testing.T) {
	var w Weights
	ps := Params()
	for i, p := range ps {
		*p.At(&w) = float64(i + 1)
	}
	seen := map[float64]bool{}
	for _, p := range ps {
		seen[*p.At(&w)] = true
	}
	if len(seen) != len(ps) || len(ps) != 14 {
		t.Fatalf("%d parameters reach %d distinct numbers; Weights holds 14", len(ps), len(seen))
	}
}
