package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
)

// turnTimes plays the lineup's first bot against the others until n of its turns are timed, and
// prints how long a whole turn took and how many iterations each action's search ran (with the
// iterations taken over from pondering, when it ponders).
func turnTimes(o game.Options, n int, seed uint64, lineup []ai.Entrant) {
	players := len(lineup)
	var turns []time.Duration
	var iters []int
	for g := uint64(0); len(turns) < n; g++ {
		o.Seats = game.FirstDynasties(players)
		s, err := game.NewGame(o, seed+g)
		if err != nil {
			fail(err)
		}
		bots := make([]*ai.Bot, players)
		for j := range bots {
			bots[j] = lineup[j].Make(ai.SeedFor(seed+g, j))
		}
		var turn time.Duration
		for !s.Over() && len(turns) < n {
			p := s.Pending().Player
			if p != 0 && lineup[0].Ponder > 0 {
				bots[0].Ponder(s.ViewFor(0), ai.Countdown(lineup[0].Ponder))
			}
			bot := bots[p]
			start := time.Now()
			m := bot.Choose(s.ViewFor(p))
			if p == 0 {
				turn += time.Since(start)
				if s.Pending().Kind == game.DecideAction && bot.LastIterations > 0 {
					iters = append(iters, bot.LastIterations+bot.LastPondered)
				}
			}
			before := s.Turn()
			if err := s.Play(m); err != nil {
				fail(err)
			}
			if before == 0 && s.Turn() != 0 {
				turns = append(turns, turn)
				turn = 0
			}
		}
	}
	slices.Sort(turns)
	slices.Sort(iters)
	fmt.Printf("%s against %s, %d turns: whole turn median %v, p90 %v, max %v\n",
		lineup[0].Name, names(lineup[1:]), len(turns), turns[len(turns)/2].Round(time.Millisecond), turns[len(turns)*9/10].Round(time.Millisecond), turns[len(turns)-1].Round(time.Millisecond))
	if len(iters) > 0 {
		fmt.Printf("iterations per action decision: median %d, min %d, max %d\n", iters[len(iters)/2], iters[0], iters[len(iters)-1])
	}
}

func names(es []ai.Entrant) string {
	var out []string
	for _, e := range es {
		out = append(out, e.Name)
	}
	return strings.Join(out, ",")
}
