package rating

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// The paper's worked example: a player of 1500, deviation 200, volatility 0.06 beats a player of
// 1400 (deviation 30) and loses to players of 1550 (100) and 1700 (300): 1464.06, 151.52, 0.05999.
// The paper rounds its intermediate values; computed whole it is 1464.0507, 151.5165, 0.0599960,
// within 0.01, 0.01 and 0.00001 of the paper's figures.
func TestPaperExample(t *testing.T) {
	p := Update(Player{1500, 200, 0.06}, []Result{
		{Player{1400, 30, 0.06}, 1}, {Player{1550, 100, 0.06}, 0}, {Player{1700, 300, 0.06}, 0}})
	if !near(p.Rating, 1464.06, 0.01) || !near(p.RD, 151.52, 0.01) || !near(p.Vol, 0.05999, 0.00001) {
		t.Fatalf("got %.2f / %.2f / %.5f, want 1464.06 / 151.52 / 0.05999", p.Rating, p.RD, p.Vol)
	}
}

// Two new players, one game: the winner gains what the loser loses, and both grow surer.
func TestTwoNewPlayers(t *testing.T) {
	after := Game([]Player{New, New}, []int{0, 1})
	w, l := after[0], after[1]
	if !near(w.Rating-1500, 1500-l.Rating, 1e-9) || w.Rating <= 1500 || w.RD >= 350 || l.RD >= 350 {
		t.Fatalf("winner %+v, loser %+v", w, l)
	}
	if !near(w.Rating, 1662.31, 0.01) || !near(w.RD, 290.32, 0.01) {
		t.Fatalf("the winner of two new players: %.2f / %.2f, want 1662.31 / 290.32", w.Rating, w.RD)
	}
	d := Game([]Player{New, New}, []int{0, 0})
	if !near(d[0].Rating, 1500, 1e-9) {
		t.Fatalf("a draw moved the rating: %+v", d[0])
	}
}

// A game of three: the middle player beats the last and loses to the first.
func TestThreePlayers(t *testing.T) {
	after := Game([]Player{New, New, New}, []int{1, 0, 2})
	if !(after[1].Rating > after[0].Rating && after[0].Rating > after[2].Rating) || !near(after[0].Rating, 1500, 1e-6) {
		t.Fatalf("ranks 1, 0, 2 gave %.2f, %.2f, %.2f", after[0].Rating, after[1].Rating, after[2].Rating)
	}
}

func TestNoGameWidensTheDeviation(t *testing.T) {
	p := Update(Player{1500, 50, 0.06}, nil)
	// √(50² + (0.06·173.7178)²)
	if !near(p.RD, 51.07, 0.01) || p.Rating != 1500 {
		t.Fatalf("a period without games: %+v, want deviation 51.07", p)
	}
}
