// Package ai holds the bots. A bot sees only one player's view (game.View): its own hand and
// points, the board and the public pieces. To look ahead it deals the unseen tiles at random
// (a determinization) and plays on that guess, never on the real game.
package ai

import (
	"sort"

	"tigris/game"
)

// Weights of the sorted colour totals: the lowest colour decides the game (R10.2), so a point
// there is worth most.
var sortedWeights = [game.NumColors]float64{10, 3.5, 1.2, 0.4}

// scoreValue values a player's points and treasures by the final scoring.
func scoreValue(pl *game.Player) float64 {
	v := game.FinalScore(pl)
	total := 0.0
	for i, x := range v {
		total += sortedWeights[i] * float64(x)
	}
	return total
}

// lowestColor is the colour a player most needs, treasures aside.
func lowestColor(pl *game.Player) game.Color {
	low := game.Color(0)
	for c := game.Color(1); c < game.NumColors; c++ {
		if pl.Score[c] < pl.Score[low] {
			low = c
		}
	}
	return low
}

// features gathered once per evaluation.
type boardFacts struct {
	colorTiles [game.NCells][game.NumColors]int16 // per region: face-up tiles of each colour
	monuments  [game.NCells]uint8                 // per region: monument colour bits
}

func gatherFacts(s *game.State, f *boardFacts) {
	s.RegionTiles(&f.colorTiles)
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		if tl := s.MonumentAt(m); tl >= 0 {
			if r := s.RegionOf(tl); r >= 0 {
				cs := m.Colors()
				f.monuments[r] |= 1<<uint(cs[0]) | 1<<uint(cs[1])
			}
		}
	}
}

// positionValue values what a player has on the board and in hand beyond points: leaders out,
// safe and strong, pairings with monuments, temples in hand for revolts, catastrophes left.
func positionValue(s *game.State, p int, f *boardFacts) float64 {
	pl := s.Player(p)
	low := lowestColor(pl)
	v := 0.0
	for c := game.Color(0); c < game.NumColors; c++ {
		at := int(pl.Leaders[c])
		if at < 0 {
			continue
		}
		lv := 2.0
		lv += 0.6 * float64(min(s.SupportingTemples(at), 3))
		r := s.RegionOf(at)
		if r >= 0 {
			lv += 0.12 * float64(min(f.colorTiles[r][c], 10))
			if f.monuments[r]&(1<<uint(c)) != 0 {
				lv += 1.5
			}
		}
		if c == low {
			lv *= 1.4
		}
		v += lv
	}
	v += 0.3 * float64(min(int(pl.Hand[game.Red]), 4))
	v += 0.5 * float64(pl.Catastrophes)
	return v
}

// Evaluate scores a position from seat me's side with the full evaluation: its own points and
// position against the best of the others'. Higher is better. As the bag runs low, what is on the
// board counts for less and the points for more.
func Evaluate(s *game.State, me int) float64 { return evaluate(s, me, 1) }

// evaluateField is Evaluate against a blend of the best and the mean of the others: with three or
// four players a gain of one rival is a loss only against him, and a search that weighs only the
// best rival chases whoever moved last in its playouts. With two players it is Evaluate.
func evaluateField(s *game.State, me int) float64 { return evaluate(s, me, fieldBest) }

// fieldBest is the best rival's weight in evaluateField; the mean of the others has the rest.
const fieldBest = 0.5

func evaluate(s *game.State, me int, bestWeight float64) float64 {
	var f boardFacts
	gatherFacts(s, &f)
	late := 1.0
	if bag := s.BagCount(); bag < 40 {
		late = 0.3 + 0.7*float64(bag)/40
	}
	value := func(p int) float64 { return scoreValue(s.Player(p)) + late*positionValue(s, p, &f) }
	return value(me) - rivals(s, me, value, bestWeight)
}

// EvaluateBasic is the Easy level's evaluation: points by the final scoring, and a flat value for
// each leader on the board.
func EvaluateBasic(s *game.State, me int) float64 {
	value := func(p int) float64 {
		pl := s.Player(p)
		v := scoreValue(pl)
		for c := 0; c < game.NumColors; c++ {
			if pl.Leaders[c] >= 0 {
				v += 2
			}
		}
		return v
	}
	return value(me) - rivals(s, me, value, 1)
}

// rivals is what the others are worth to seat me: bestWeight times the best of them plus the
// rest of the weight times their mean (with two players, the one other).
func rivals(s *game.State, me int, value func(int) float64, bestWeight float64) float64 {
	best, sum := -1e18, 0.0
	for p := 0; p < s.NumPlayers(); p++ {
		if p != me {
			v := value(p)
			best = max(best, v)
			sum += v
		}
	}
	return bestWeight*best + (1-bestWeight)*sum/float64(s.NumPlayers()-1)
}

// rankMoves orders moves by value, best first.
func rankMoves(ms []game.Move, vals []float64) {
	idx := make([]int, len(ms))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]] > vals[idx[b]] })
	ms2 := make([]game.Move, len(ms))
	v2 := make([]float64, len(ms))
	for k, i := range idx {
		ms2[k], v2[k] = ms[i], vals[i]
	}
	copy(ms, ms2)
	copy(vals, v2)
}
