// Package ai holds the bots. A bot sees only one player's view (game.View): its own hand and
// points, the board and the public pieces. To look ahead it deals the unseen tiles at random
// (a determinization) and plays on that guess, never on the real game.
package ai

import (
	"sort"

	"tigris/game"
)

// Weights are the evaluation's numbers, tuned by self-play (the tune command).
type Weights struct {
	Sorted       [game.NumColors]float64 // a point of each colour in sorted order, lowest first: the lowest decides (R10.2)
	Leader       float64                 // a leader on the board
	Temple       float64                 // each temple beside a leader, up to three (its strength in a revolt)
	KingdomTile  float64                 // each tile of a leader's colour in its kingdom, up to ten (a war's strength)
	Monument     float64                 // a monument of a leader's colour in its kingdom
	LowestLeader float64                 // factor on the leader of the colour its player lacks most
	TempleInHand float64                 // each temple in hand, up to four (revolts to come)
	Catastrophe  float64                 // each catastrophe left
	LateBag      float64                 // below this many tiles in the bag, the board counts for less
	LateFloor    float64                 // and for this share of itself once the bag is empty
	FieldBest    float64                 // the best rival's share against the mean of the others (3–4 players)
}

// Default is the weights the bots play with; FieldBest is Hard's own (Medium weighs the best rival
// alone), chosen by the measurements in docs/BOTS.md.
var Default = Weights{
	Sorted: [game.NumColors]float64{10, 3.5, 1.2, 0.4},
	Leader: 2, Temple: 0.6, KingdomTile: 0.12, Monument: 1.5, LowestLeader: 1.4,
	TempleInHand: 0.3, Catastrophe: 0.5, LateBag: 40, LateFloor: 0.3, FieldBest: 0.5,
}

// scoreValue values a player's points and treasures by the final scoring.
func (w *Weights) scoreValue(pl *game.Player) float64 { return pointsValue(&w.Sorted, pl) }

// pointsValue values a player's points and treasures by the final scoring, a point of each
// colour in sorted order worth sorted's.
func pointsValue(sorted *[game.NumColors]float64, pl *game.Player) float64 {
	v := game.FinalScore(pl)
	total := 0.0
	for i, x := range v {
		total += sorted[i] * float64(x)
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

// boardFacts are the built monuments' regions and colours, gathered once per evaluation.
type boardFacts struct {
	built  int                      // how many monuments are built: the first built entries hold them
	region [game.NumMonuments]int   // each built monument's region
	colors [game.NumMonuments]uint8 // its two colours as bits
}

func gatherFacts(s *game.State, f *boardFacts) {
	f.built = 0
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		if tl := s.MonumentAt(m); tl >= 0 {
			cs := m.Colors()
			f.region[f.built] = s.RegionOf(tl)
			f.colors[f.built] = 1<<uint(cs[0]) | 1<<uint(cs[1])
			f.built++
		}
	}
}

// monumentIn reports a built monument of colour c in region r.
func (f *boardFacts) monumentIn(r int, c game.Color) bool {
	for i := 0; i < f.built; i++ {
		if f.region[i] == r && f.colors[i]&(1<<uint(c)) != 0 {
			return true
		}
	}
	return false
}

// positionValue values what a player has on the board and in hand beyond points: leaders out,
// safe and strong, pairings with monuments, temples in hand for revolts, catastrophes left.
func (w *Weights) positionValue(s *game.State, p int, f *boardFacts) float64 {
	pl := s.Player(p)
	low := lowestColor(pl)
	v := 0.0
	for c := game.Color(0); c < game.NumColors; c++ {
		at := int(pl.Leaders[c])
		if at < 0 {
			continue
		}
		lv := w.Leader
		lv += w.Temple * float64(min(s.SupportingTemples(at), 3))
		if r := s.RegionOf(at); r >= 0 {
			lv += w.KingdomTile * float64(min(s.RegionTileCount(at, c), 10))
			if f.monumentIn(r, c) {
				lv += w.Monument
			}
		}
		if c == low {
			lv *= w.LowestLeader
		}
		v += lv
	}
	v += w.TempleInHand * float64(min(int(pl.Hand[game.Red]), 4))
	v += w.Catastrophe * float64(pl.Catastrophes)
	return v
}

// Evaluate scores a position from seat me's side with the full evaluation and the default
// weights: its own points and position against the best of the others'. Higher is better. As the
// bag runs low, what is on the board counts for less and the points for more.
func Evaluate(s *game.State, me int) float64 { return Default.Evaluate(s, me) }

// Evaluate is the full evaluation with these weights.
func (w *Weights) Evaluate(s *game.State, me int) float64 { return w.evaluate(s, me, 1, nil) }

// evaluateField is Evaluate against a blend of the best and the mean of the others: with three or
// four players a gain of one rival is a loss only against him, and a search that weighs only the
// best rival chases whoever moved last in its playouts. With two players it is Evaluate.
func (w *Weights) evaluateField(s *game.State, me int) float64 {
	return w.evaluate(s, me, w.FieldBest, nil)
}

// evaluate is the evaluation against bestWeight of the best rival (see rivals); memo, when not
// nil, keeps the players' points values from one call to the next.
func (w *Weights) evaluate(s *game.State, me int, bestWeight float64, memo *scoreMemo) float64 {
	var f boardFacts
	gatherFacts(s, &f)
	late := 1.0
	if bag := float64(s.BagCount()); bag < w.LateBag {
		late = w.LateFloor + (1-w.LateFloor)*bag/w.LateBag
	}
	value := func(p int) float64 {
		return memo.scoreValue(&w.Sorted, p, s.Player(p)) + late*w.positionValue(s, p, &f)
	}
	return value(me) - rivals(s, me, value, bestWeight)
}

// scoreMemo remembers each seat's scoreValue with the points it was worked out for. The trials of
// one decision (replyMove) change the points of one or two players at most, and the final
// scoring's sort is the dearest part of the evaluation.
type scoreMemo struct {
	score     [4][game.NumColors]int16
	treasures [4]int8
	value     [4]float64
	known     [4]bool
}

// scoreValue is pointsValue(sorted, pl) for seat p, from the memo when p's points are those it holds
// (a nil memo always works it out).
func (m *scoreMemo) scoreValue(sorted *[game.NumColors]float64, p int, pl *game.Player) float64 {
	if m == nil {
		return pointsValue(sorted, pl)
	}
	if !m.known[p] || m.score[p] != pl.Score || m.treasures[p] != pl.Treasures {
		m.score[p], m.treasures[p], m.value[p], m.known[p] = pl.Score, pl.Treasures, pointsValue(sorted, pl), true
	}
	return m.value[p]
}

// EvaluateBasic is the Easy level's evaluation: points by the final scoring, and a flat value for
// each leader on the board.
func EvaluateBasic(s *game.State, me int) float64 {
	value := func(p int) float64 {
		pl := s.Player(p)
		v := Default.scoreValue(pl)
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
