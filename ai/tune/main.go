// Command tune improves the bots' evaluation weights by self-play (ai.Tune) and prints them as
// the Go literal of ai.Default. A run is the same from the same seed.
//
//	go run ./ai/tune -games 40 -iterations 64 -params Temple,KingdomTile -seed 1
//	go run ./ai/tune -players 4 -games 60 -rounds 2
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
)

func main() {
	games := flag.Int("games", 40, "games per trial")
	iters := flag.Int("iterations", 64, "search iterations per decision, both sides")
	players := flag.Int("players", 2, "players per game (2 to 4)")
	rounds := flag.Int("rounds", 1, "passes over the weights")
	step := flag.Float64("step", 0.25, "each trial scales one weight by 1+step and 1-step")
	params := flag.String("params", "", "comma-separated weights to tune, in order (all when empty)")
	seed := flag.Uint64("seed", 1, "seed of the first trial's deals")
	flag.Parse()
	cfg := ai.TuneConfig{Start: ai.Default, Step: *step, Games: *games, Iterations: *iters,
		Players: *players, Rounds: *rounds, Seed: *seed, Log: os.Stdout}
	if *params != "" {
		for _, p := range strings.Split(*params, ",") {
			cfg.Params = append(cfg.Params, strings.TrimSpace(p))
		}
	}
	cfg.Options.Seats = game.FirstDynasties(*players)
	start := time.Now()
	w, err := ai.Tune(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Printf("after %.0fs:\nvar Default = %#v\n", time.Since(start).Seconds(), w)
}
