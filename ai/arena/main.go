// Command arena plays seeded games between bots and prints their strength.
//
//	go run ./ai/arena -bots easy,random -games 400
//	go run ./ai/arena -bots hard:300,medium,medium,medium -games 200
//	go run ./ai/arena -bots expert,hard -ponder 600 -games 40     Expert pondering as Hard thinks
//	go run ./ai/arena -turntime 20 -bots hard,medium     Hard's whole-turn time at its default budget
//	go run ./ai/arena -turntime 20 -bots hard,medium,medium,medium     the same with four players
//	go run ./ai/arena -review 800 -bots hard,random -games 10     each bot's loss a decision by the review
//
// The lineup gives one bot per seat (2 to 4); seats rotate from game to game so every bot plays
// from every position equally often. Games run on every core.
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
	bots := flag.String("bots", "easy,random", "comma-separated lineup, one bot per seat: random, easy, medium, hard, expert, hard:ITER, hard:DURATION")
	games := flag.Int("games", 100, "number of games")
	seed := flag.Uint64("seed", 1, "seed of the first game")
	mapName := flag.String("map", "standard", "standard or advanced")
	opts := flag.String("options", "", "comma-separated: "+strings.Join(game.OptionWords, ","))
	ponder := flag.Int("ponder", 0, "iterations each Expert ponders during every other seat's decision, standing in for its thinking while the others decide")
	turntime := flag.Int("turntime", 0, "instead of games, time this many turns of the first bot in -bots against the others")
	reviewIters := flag.Int("review", 0, "review every game with this many playouts a decision and print each bot's loss a decision")
	flag.Parse()
	var lineup []ai.Entrant
	for _, spec := range strings.Split(*bots, ",") {
		e, err := ai.ParseEntrant(strings.TrimSpace(spec))
		if err != nil {
			fail(err)
		}
		if strings.HasPrefix(e.Name, "expert") {
			e.Ponder = *ponder
		}
		lineup = append(lineup, e)
	}
	if len(lineup) < 2 || len(lineup) > 4 {
		fail(fmt.Errorf("-bots needs 2 to 4 bots, got %d", len(lineup)))
	}
	if *ponder < 0 {
		fail(fmt.Errorf("-ponder must be 0 or more"))
	}
	if *games < 1 {
		fail(fmt.Errorf("-games must be at least 1"))
	}
	var o game.Options
	m, err := game.MapFromName(*mapName)
	if err != nil {
		fail(err)
	}
	o.Map = m
	if err := o.SetOptionList(*opts); err != nil {
		fail(fmt.Errorf("-options: %v", err))
	}
	if *reviewIters > 0 {
		reviewGames(o, lineup, *games, *seed, *reviewIters)
		return
	}
	if *turntime > 0 {
		turnTimes(o, *turntime, *seed, lineup)
		return
	}
	start := time.Now()
	tallies, stalled, err := ai.RunArena(o, lineup, *games, *seed, func(done int) {
		if done%10 == 0 || done == *games {
			fmt.Fprintf(os.Stderr, "\r%d/%d games", done, *games)
		}
	})
	fmt.Fprintln(os.Stderr)
	if err != nil {
		fail(err)
	}
	fmt.Printf("%d games, %d players, lineup %s, %s map, %.1fs\n", *games, len(lineup), *bots, o.Map, time.Since(start).Seconds())
	if len(stalled) > 0 {
		fmt.Printf("stalled: %d games passed %d decisions without ending and count for nobody (games %v, seeds %d+game)\n",
			len(stalled), ai.MaxDecisions, stalled, *seed)
	}
	fmt.Print(ai.Report(tallies, len(lineup)))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "arena:", err)
	os.Exit(2)
}
