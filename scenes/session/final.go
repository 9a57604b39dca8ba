package session

import (
	"fmt"
	"sort"
	"strings"

	"tigris/game"
)

// FinalRow is one player's result in words.
type FinalRow struct {
	Seat, Place int
	Score       int    // the weakest colour, treasures placed
	Colours     string // "red 6 · blue 3 + 1 treasure = 4 · green 7 · black 5"
	Weakest     string // "blue 4"
}

// Final explains the end (R10.2): each player's colours named, where the treasures went, the
// weakest colour that is the score, and how the winner was decided, tie-breaks included.
type Final struct {
	Rows []FinalRow // from first to last
	Why  string     // how the first place was decided
}

// Explain words the result of a finished game.
func Explain(st *game.State, names []string) Final { return ExplainResigned(st, names, nil) }

// ExplainResigned words the result of a finished game some seats gave up (online): those rank
// last, said so on their rows, and first place is explained among those who played on.
func ExplainResigned(st *game.State, names []string, resigned []int) Final {
	order, place := game.RankingResigned(st, resigned)
	gave := map[int]bool{}
	for _, r := range resigned {
		gave[r] = true
	}
	var f Final
	for _, p := range order {
		pl := st.Player(p)
		placed := game.TreasuresPlaced(pl)
		var parts []string
		low, lowC := 1<<30, game.Color(0)
		for c := game.Color(0); c < game.NumColors; c++ {
			total := int(pl.Score[c]) + placed[c]
			part := fmt.Sprintf("%s %d", c, pl.Score[c])
			if placed[c] > 0 {
				part += fmt.Sprintf(" + %d %s = %d", placed[c], plural("treasure", placed[c]), total)
			}
			parts = append(parts, part)
			if total < low {
				low, lowC = total, c
			}
		}
		colours := strings.Join(parts, " · ")
		if gave[p] {
			colours = "Resigned, so last · " + colours
		} else if k := len(f.Rows); k > 0 && !gave[order[k-1]] {
			colours += tieNote(st, order[k-1], p, place, names)
		}
		f.Rows = append(f.Rows, FinalRow{Seat: p, Place: place[p], Score: low, Colours: colours,
			Weakest: fmt.Sprintf("%s %d", lowC, low)})
	}
	var played []int
	for _, p := range order {
		if !gave[p] {
			played = append(played, p)
		}
	}
	f.Why = why(st, played, place, names)
	if f.Why == "" && len(played) == 1 {
		var gone []string
		for _, r := range resigned {
			if r >= 0 && r < len(names) {
				gone = append(gone, names[r])
			}
		}
		f.Why = fmt.Sprintf("%s resigned: %s played on and wins.", joinAnd(gone), names[played[0]])
	}
	return f
}

// why says how first place was decided against the best of the others.
func why(st *game.State, order, place []int, names []string) string {
	if len(order) < 2 {
		return ""
	}
	first, second := order[0], order[1]
	a, b := game.FinalScore(st.Player(first)), game.FinalScore(st.Player(second))
	if place[second] == 1 {
		var tied []string
		for _, p := range order {
			if place[p] == 1 {
				tied = append(tied, names[p])
			}
		}
		return fmt.Sprintf("%s have the same colours from the weakest up (%s): they share the win.", joinAnd(tied), sortedWords(a))
	}
	if a[0] != b[0] {
		return fmt.Sprintf("%s's weakest colour holds %d, %s's %d: the weakest colour is the score.", names[first], a[0], names[second], b[0])
	}
	k := 1
	for a[k] == b[k] {
		k++
	}
	return fmt.Sprintf("%s and %s both have %d in their weakest colour; the tie goes to the %s: %s's %d against %s's %d.",
		names[first], names[second], a[0], ordinal(k+1), names[first], a[k], names[second], b[k])
}

// tieNote says, on the row of a seat level in its weakest colour with the seat above it, how
// the tie was settled (R10.2): a player seeing two 6s in different places asked why.
func tieNote(st *game.State, above, p int, place []int, names []string) string {
	a, b := game.FinalScore(st.Player(above)), game.FinalScore(st.Player(p))
	switch {
	case a[0] != b[0]:
		return ""
	case place[above] == place[p]:
		return fmt.Sprintf(" · level with %s in every colour from the weakest up: the place is shared", names[above])
	}
	k := 1
	for a[k] == b[k] {
		k++
	}
	return fmt.Sprintf(" · level with %s at %d; behind on the %s, %d against %d", names[above], a[0], ordinal(k+1), b[k], a[k])
}

func sortedWords(v [game.NumColors]int) string {
	s := v[:]
	sort.Ints(s)
	var parts []string
	for _, x := range s {
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, ", ")
}

func ordinal(n int) string {
	return [...]string{"", "first", "second", "third", "fourth"}[n] + " weakest colour"
}

func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
