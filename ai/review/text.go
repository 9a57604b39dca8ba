package review

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Largest is seat's mistakes, largest loss first, at most n. Decisions of one turn that missed
// the same better move are one mistake, kept once at its larger loss: the first action passed
// over the settlement at E7 and the second passed over it again, and the list showed "Bull, turn
// 58: -1.6 points" twice (issue 44, a new player's review).
func (r *Review) Largest(seat, n int) []Choice {
	var out []Choice
	for _, c := range r.Decisions {
		if c.Seat == seat && c.Mistake {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Loss > out[b].Loss })
	type missed struct {
		turn int
		best string
	}
	seen := map[missed]bool{}
	kept := out[:0]
	for _, c := range out { // the largest first, so the one kept is the larger loss
		if k := (missed{c.Turn, c.Best}); !seen[k] {
			seen[k] = true
			kept = append(kept, c)
		}
	}
	return kept[:min(n, len(kept))]
}

// SeatName is how the review names a seat: its player's name, or its dynasty.
func (r *Review) SeatName(seat int) string {
	s := r.Seats[seat]
	if s.Name != "" {
		return s.Name
	}
	return capital(s.Dynasty)
}

// WriteText writes the review for a person: how it was made, each seat's largest mistakes with
// their sentences, the chart's big swings, and last one line a seat,
// "<dynasty>: <n> decisions, <m> mistakes, loss <x> points a decision".
func (r *Review) WriteText(w io.Writer, largest int) {
	fmt.Fprintf(w, "Review by the Expert's search, %d playouts a decision, the played and the best move compared on %d deals (seed %d).\n",
		r.Iterations, r.Pairs, r.Seed)
	fmt.Fprintf(w, "Losses are in points of the final score (the lowest colour); a mistake is a loss of %.2f points or more.\n", r.Threshold)
	for seat := range r.Seats {
		fmt.Fprintf(w, "\n%s (%s): largest mistakes\n", r.SeatName(seat), r.Seats[seat].Dynasty)
		ms := r.Largest(seat, largest)
		if len(ms) == 0 {
			fmt.Fprintln(w, "  none")
		}
		for _, c := range ms {
			fmt.Fprintf(w, "  turn %d, move %d: %s; best %s (loss %.2f)\n    %s\n", c.Turn, c.Move+1, c.Played, c.Best, c.Loss, c.Reason)
		}
	}
	if len(r.Swings) > 0 {
		fmt.Fprintln(w, "\nBig swings of the expected lead:")
		for _, s := range r.Swings {
			fmt.Fprintf(w, "  turn %d: %s %+.1f points\n", r.Chart[s.Point].Turn, r.SeatName(s.Seat), s.Change)
		}
	}
	fmt.Fprintln(w, "\nExpected lead by turn (points):")
	var heads []string
	for seat := range r.Seats {
		heads = append(heads, fmt.Sprintf("%6s", r.Seats[seat].Dynasty))
	}
	fmt.Fprintf(w, "  %8s %s\n", "", strings.Join(heads, " "))
	for _, p := range r.Chart {
		var ls []string
		for _, l := range p.Lead {
			ls = append(ls, fmt.Sprintf("%6.1f", l))
		}
		fmt.Fprintf(w, "  turn %3d %s\n", p.Turn, strings.Join(ls, " "))
	}
	fmt.Fprintln(w)
	for _, s := range r.Seats {
		fmt.Fprintf(w, "%s: %d decisions, %d mistakes, loss %.2f points a decision\n", s.Dynasty, s.Decisions, s.Mistakes, s.Loss)
	}
}
