package game

import "sort"

// FinalScore is a player's colour totals after placing his treasures to his best (R10.2),
// sorted from the lowest colour up. Each treasure goes on the lowest total, as TreasuresPlaced
// places it, and the totals stay sorted as it does: the bots' evaluation calls this for every
// player of every position it weighs, and sort.Ints took half its time there.
func FinalScore(pl *Player) [NumColors]int {
	v := [NumColors]int{int(pl.Score[0]), int(pl.Score[1]), int(pl.Score[2]), int(pl.Score[3])}
	sort4(&v)
	for t := int(pl.Treasures); t > 0; t-- {
		v[0]++
		for i := 0; i+1 < NumColors && v[i] > v[i+1]; i++ {
			v[i], v[i+1] = v[i+1], v[i]
		}
	}
	return v
}

// sort4 sorts four numbers, lowest first, with a sorting network of five comparisons.
func sort4(v *[NumColors]int) {
	cmp := func(i, j int) {
		if v[i] > v[j] {
			v[i], v[j] = v[j], v[i]
		}
	}
	cmp(0, 1)
	cmp(2, 3)
	cmp(0, 2)
	cmp(1, 3)
	cmp(1, 2)
}

// TreasuresPlaced says how many treasures a player puts on each colour at the end (R10.2): each
// goes on the currently lowest colour, which maximises the sorted totals lexicographically, exactly
// what the ranking compares.
func TreasuresPlaced(pl *Player) [NumColors]int {
	var v, placed [NumColors]int
	for c := 0; c < NumColors; c++ {
		v[c] = int(pl.Score[c])
	}
	for t := 0; t < int(pl.Treasures); t++ {
		low := 0
		for c := 1; c < NumColors; c++ {
			if v[c] < v[low] {
				low = c
			}
		}
		v[low]++
		placed[low]++
	}
	return placed
}

// compareScores orders two sorted score vectors: lowest colour first, then the next (R10.2).
func compareScores(a, b [NumColors]int) int {
	for i := 0; i < NumColors; i++ {
		if a[i] != b[i] {
			if a[i] > b[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

// Ranking lists the seats from first to last; Place gives each seat's place (1 is first,
// tied seats share a place).
func Ranking(s *State) (order []int, place []int) {
	n := s.NumPlayers()
	scores := make([][NumColors]int, n)
	for p := 0; p < n; p++ {
		order = append(order, p)
		scores[p] = FinalScore(&s.players[p])
	}
	sort.SliceStable(order, func(i, j int) bool { return compareScores(scores[order[i]], scores[order[j]]) > 0 })
	place = make([]int, n)
	for k, p := range order {
		if k > 0 && compareScores(scores[p], scores[order[k-1]]) == 0 {
			place[p] = place[order[k-1]]
		} else {
			place[p] = k + 1
		}
	}
	return order, place
}

// RankingResigned is Ranking for a game some seats gave up (an online game's resignation, which
// the rules do not know): those rank last, the last to resign above the earlier, and the others keep
// their places among themselves. resigned lists seats in the order they resigned.
func RankingResigned(s *State, resigned []int) (order []int, place []int) {
	order, place = Ranking(s)
	if len(resigned) == 0 {
		return order, place
	}
	gave := map[int]bool{}
	for _, r := range resigned {
		gave[r] = true
	}
	var kept []int
	for _, p := range order {
		if !gave[p] {
			kept = append(kept, p)
		}
	}
	for i := len(resigned) - 1; i >= 0; i-- {
		if r := resigned[i]; r >= 0 && r < len(place) && !contains(kept, r) {
			kept = append(kept, r)
		}
	}
	tied := append([]int(nil), place...)
	for k, p := range kept {
		if q := k - 1; q >= 0 && !gave[p] && tied[p] == tied[kept[q]] {
			place[p] = place[kept[q]] // still tied with the one above
			continue
		}
		place[p] = k + 1
	}
	return kept, place
}

func contains(seats []int, p int) bool {
	for _, q := range seats {
		if q == p {
			return true
		}
	}
	return false
}

// Winners are the seats sharing first place.
func Winners(s *State) []int {
	return WinnersResigned(s, nil)
}

// WinnersResigned are the seats sharing first place when the resigned seats rank last.
func WinnersResigned(s *State, resigned []int) []int {
	_, place := RankingResigned(s, resigned)
	var w []int
	for p, pl := range place {
		if pl == 1 {
			w = append(w, p)
		}
	}
	return w
}
