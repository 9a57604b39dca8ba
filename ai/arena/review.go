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
		// the figures so far after every game, on the standard error: a long run cut short still
		// says what it measured
		fmt.Fprintf(os.Stderr, "%d/%d games reviewed:", g+1, games)
		for _, e := range uniqueNames(lineup) {
			fmt.Fprintf(os.Stderr, " %s %.3f over %d (%d mistakes);", e, loss[e]/float64(max(decisions[e], 1)), decisions[e], mistakes[e])
		}
		fmt.Fprintln(os.Stderr)
	}
	fmt.Printf("%d games reviewed at %d playouts a decision, %.0fs\n", games, iters, time.Since(start).Seconds())
	fmt.Printf("%-14s %9s %9s %12s %15s\n", "bot", "decisions", "mistakes", "mistake rate", "loss a decision")
	for _, e := range uniqueNames(lineup) {
		n := max(decisions[e], 1)
		fmt.Printf("%-14s %9d %9d %11.1f%% %15.3f\n", e, decisions[e], mistakes[e],
			100*float64(mistakes[e])/float64(n), loss[e]/float64(n))
	}
}

// uniqueNames are the lineup's entrants' names, each once, in their order.
func uniqueNames(lineup []ai.Entrant) []string {
	var names []string
	seen := map[string]bool{}
	for _, e := range lineup {
		if !seen[e.Name] {
			seen[e.Name] = true
			names = append(names, e.Name)
		}
	}
	return names
}
