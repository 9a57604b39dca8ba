package review

import (
	"math"
	"sort"

	"tigris/game"
)

// weighOrder is the order Run weighs a game's decisions in: those most likely to be mistakes first,
// so a review shows what matters in its first minute rather than after its last decision (on a
// busy phone a whole review takes many minutes). First the decisions of the turns the chart rings
// as big swings, the largest swing first; then the rest by how much the deciding seat's expected
// lead fell over its turn, the largest fall first; ties in the game's order. Each decision is
// weighed with a seed of its own (seedFor), so the review is the same in any order.
func weighOrder(jobs []job, chart []Point) []int {
	swingOf := map[int]float64{} // the chart's point a swing ends at: its size
	for _, s := range swings(chart) {
		swingOf[s.Point] = math.Abs(s.Change)
	}
	type key struct {
		swing float64 // the swing of the decision's turn (0: none)
		fall  float64 // the fall of the seat's lead over the turn (negative: it rose)
	}
	keys := make([]key, len(jobs))
	k := 0 // the chart's point at the start of the decision's turn
	for i, j := range jobs {
		for k+1 < len(chart) && chart[k+1].Move <= j.choice.Move {
			k++
		}
		if k+1 >= len(chart) || chart[k].Move > j.choice.Move {
			continue // before the chart's first point (a record starting within a turn)
		}
		keys[i] = key{swing: swingOf[k+1], fall: lead(chart[k], j.choice.Seat) - lead(chart[k+1], j.choice.Seat)}
	}
	order := make([]int, len(jobs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ka, kb := keys[order[a]], keys[order[b]]
		if ka.swing != kb.swing {
			return ka.swing > kb.swing
		}
		return ka.fall > kb.fall
	})
	return order
}

// lead is a seat's expected lead at a chart's point (0 where the point has none for it).
func lead(p Point, seat int) float64 {
	if seat < len(p.Lead) {
		return p.Lead[seat]
	}
	return 0
}

// Partial is the review of the decisions weighed so far (told by Options.Weighed, in any order):
// its decisions in the game's order and the seats' sums over them, for a screen that lists the
// mistakes found while the rest are weighed. It has no chart (Chart gives it at once).
func Partial(rec *game.Record, names []string, threshold float64, weighed []Choice) *Review {
	o := Options{Threshold: threshold}
	o.defaults()
	r := &Review{Game: Fingerprint(rec), Threshold: o.Threshold, Seats: seats(rec.Start(), names)}
	r.Decisions = append([]Choice(nil), weighed...)
	sort.SliceStable(r.Decisions, func(a, b int) bool { return r.Decisions[a].Move < r.Decisions[b].Move })
	r.sum()
	return r
}
