package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"tigris/ai"
	"tigris/ai/review"
	"tigris/game"
)

// reviewGames plays the lineup's games one after the other and reviews each with iters playouts a
// decision (on two cores), then prints each entrant's mean loss a decision and mistakes: the
// review's honesty is that a weaker bot loses more (docs/BOTS.md).
func reviewGames(o game.Options, lineup []ai.Entrant, games int, seed uint64, iters int) {
	loss := map[string]float64{}
	decisions := map[string]int{}
	mistakes := map[string]int{}
	start := time.Now()
	for g := 0; g < games; g++ {
		r := ai.PlayArenaGame(o, lineup, g, seed+uint64(g))
		if r.Err != nil {
			fail(r.Err)
		}
		if r.Stalled {
			continue
		}
		rv, err := review.Run(context.Background(), r.Record, nil, review.Options{Iterations: iters, Seed: seed + uint64(g)})
		if err != nil {
			fail(err)
		}
		for j, e := range lineup {
			for _, c := range rv.Decisions {
				if c.Seat == r.Seats[j] {
					loss[e.Name] += c.Loss
					decisions[e.Name]++
					if c.Mistake {
						mistakes[e.Name]++
					}
				}
			}
		}
		fmt.Fprintf(os.Stderr, "\r%d/%d games reviewed", g+1, games)
	}
	fmt.Fprintln(os.Stderr)
	fmt.Printf("%d games reviewed at %d playouts a decision, %.0fs\n", games, iters, time.Since(start).Seconds())
	fmt.Printf("%-14s %9s %9s %12s %15s\n", "bot", "decisions", "mistakes", "mistake rate", "loss a decision")
	seen := map[string]bool{}
	for _, e := range lineup {
		if seen[e.Name] {
			continue
		}
		seen[e.Name] = true
		n := max(decisions[e.Name], 1)
		fmt.Printf("%-14s %9d %9d %11.1f%% %15.3f\n", e.Name, decisions[e.Name], mistakes[e.Name],
			100*float64(mistakes[e.Name])/float64(n), loss[e.Name]/float64(n))
	}
}
