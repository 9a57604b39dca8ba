package main

import (
	"fmt"
	"slices"
	"time"

	"tigris/ai"
	"tigris/game"
)

// turnTimes plays Hard at its default (time) budget against Medium (players-1 of them) until n of
// Hard's turns are timed, and prints how long a whole turn took and how many iterations each
// action's search ran.
func turnTimes(o game.Options, n int, seed uint64, players int) {
	var turns []time.Duration
	var iters []int
	for g := uint64(0); len(turns) < n; g++ {
		o.Seats = game.FirstDynasties(players)
		s, err := game.NewGame(o, seed+g)
		if err != nil {
			fail(err)
		}
		hard, medium := ai.New(ai.Hard, ai.SeedFor(seed+g, 0)), ai.New(ai.Medium, ai.SeedFor(seed+g, 1))
		var turn time.Duration
		for !s.Over() && len(turns) < n {
			p := s.Pending().Player
			bot := medium
			if p == 0 {
				bot = hard
			}
			start := time.Now()
			m := bot.Choose(s.ViewFor(p))
			if p == 0 {
				turn += time.Since(start)
				if s.Pending().Kind == game.DecideAction && bot.LastIterations > 0 {
					iters = append(iters, bot.LastIterations)
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
	fmt.Printf("Hard at its default budget, %d players, %d turns: whole turn median %v, p90 %v, max %v\n",
		players, len(turns), turns[len(turns)/2].Round(time.Millisecond), turns[len(turns)*9/10].Round(time.Millisecond), turns[len(turns)-1].Round(time.Millisecond))
	if len(iters) > 0 {
		fmt.Printf("iterations per action decision: median %d, min %d, max %d\n", iters[len(iters)/2], iters[0], iters[len(iters)-1])
	}
}
