package game

import (
	"reflect"
	"sort"
	"testing"
)

// TestFinalScore: treasures go where they help most, and the totals are sorted lowest first (R10.2).
func TestFinalScore(t *testing.T) {
	for _, tc := range []struct {
		score     [NumColors]int16
		treasures int8
		want      [NumColors]int
	}{
		{[NumColors]int16{3, 5, 4, 6}, 3, [NumColors]int{5, 5, 5, 6}},
		{[NumColors]int16{0, 0, 0, 0}, 0, [NumColors]int{0, 0, 0, 0}},
		{[NumColors]int16{10, 7, 15, 12}, 3, [NumColors]int{10, 10, 12, 15}},
		{[NumColors]int16{2, 9, 9, 9}, 9, [NumColors]int{9, 9, 10, 10}}, // not 9 9 9 11: the third colour decides
	} {
		pl := Player{Score: tc.score, Treasures: tc.treasures}
		if got := FinalScore(&pl); got != tc.want {
			t.Errorf("%v + %d treasures: got %v, want %v", tc.score, tc.treasures, got, tc.want)
		}
	}
}

// TestFinalScoreEveryScore checks FinalScore against its definition, the treasures placed by
// TreasuresPlaced and the totals sorted, over every score of 0 to 5 in each colour with 0 to 6
// treasures.
func TestFinalScoreEveryScore(t *testing.T) {
	for n := 0; n < 6*6*6*6*7; n++ {
		k := n
		var pl Player
		for c := range pl.Score {
			pl.Score[c] = int16(k % 6)
			k /= 6
		}
		pl.Treasures = int8(k)
		want := TreasuresPlaced(&pl)
		for c := range want {
			want[c] += int(pl.Score[c])
		}
		sort.Ints(want[:])
		if got := FinalScore(&pl); got != want {
			t.Fatalf("%v + %d treasures: got %v, want %v", pl.Score, pl.Treasures, got, want)
		}
	}
}

// TestRankingRulebookExample: the rulebook's scoring example — Pot first with 11 in its weakest
// colour; Lion and Bull both 10, then 10, and Lion's 12 beats Bull's 11; Archer last.
func TestRankingRulebookExample(t *testing.T) {
	s := newEmpty(Options{Seats: []Dynasty{Archer, Bull, Pot, Lion}})
	set := func(p int, r, b, g, k int16, tr int8) {
		s.players[p].Score = [NumColors]int16{r, b, g, k}
		s.players[p].Treasures = tr
	}
	set(0, 6, 12, 12, 22, 3) // Archer neglected temples: 6 + 3 treasures
	set(1, 10, 11, 14, 10, 0)
	set(2, 9, 12, 13, 11, 2) // Pot: treasures lift red to 11
	set(3, 10, 7, 15, 12, 3) // Lion: three treasures to farms
	order, place := Ranking(s)
	if want := []int{2, 3, 1, 0}; !reflect.DeepEqual(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	if want := []int{4, 3, 1, 2}; !reflect.DeepEqual(place, want) {
		t.Fatalf("places %v, want %v", place, want)
	}
	if w := Winners(s); !reflect.DeepEqual(w, []int{2}) {
		t.Fatalf("winners %v", w)
	}
}

// TestRankingSharedWin: players equal in all four colours share the win.
func TestRankingSharedWin(t *testing.T) {
	s := newEmpty(Options{Seats: []Dynasty{Archer, Bull, Pot}})
	s.players[0].Score = [NumColors]int16{5, 6, 7, 8}
	s.players[1].Score = [NumColors]int16{8, 7, 5, 5}
	s.players[1].Treasures = 1
	s.players[2].Score = [NumColors]int16{5, 6, 7, 7}
	if w := Winners(s); !reflect.DeepEqual(w, []int{0, 1}) {
		t.Fatalf("winners %v, want archer and bull sharing", w)
	}
	_, place := Ranking(s)
	if !reflect.DeepEqual(place, []int{1, 1, 3}) {
		t.Fatalf("places %v", place)
	}
}

// TestRankingResignedLast: in the rulebook's example, Pot (first by points) and then Lion give the
// game up online: the others keep their order, Lion ranks above Pot (it resigned later), and the
// win goes to the best who played on. Two tied seats stay tied when a third resigns.
func TestRankingResignedLast(t *testing.T) {
	s := newEmpty(Options{Seats: []Dynasty{Archer, Bull, Pot, Lion}})
	set := func(p int, r, b, g, k int16, tr int8) {
		s.players[p].Score = [NumColors]int16{r, b, g, k}
		s.players[p].Treasures = tr
	}
	set(0, 6, 12, 12, 22, 3)
	set(1, 10, 11, 14, 10, 0)
	set(2, 9, 12, 13, 11, 2)
	set(3, 10, 7, 15, 12, 3)
	order, place := RankingResigned(s, []int{2, 3})
	if want := []int{1, 0, 3, 2}; !reflect.DeepEqual(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	if want := []int{2, 1, 4, 3}; !reflect.DeepEqual(place, want) {
		t.Fatalf("places %v, want %v", place, want)
	}
	if w := WinnersResigned(s, []int{2, 3}); !reflect.DeepEqual(w, []int{1}) {
		t.Fatalf("winners %v, want bull", w)
	}

	tie := newEmpty(Options{Seats: []Dynasty{Archer, Bull, Pot}})
	tie.players[0].Score = [NumColors]int16{5, 6, 7, 8}
	tie.players[1].Score = [NumColors]int16{8, 7, 5, 5}
	tie.players[1].Treasures = 1
	tie.players[2].Score = [NumColors]int16{9, 9, 9, 9}
	if _, place := RankingResigned(tie, []int{2}); !reflect.DeepEqual(place, []int{1, 1, 3}) {
		t.Fatalf("places %v, want archer and bull sharing first", place)
	}
}
