// Package rating is Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2022), written
// from the paper: a player's rating, its deviation (how uncertain it is) and its volatility, and
// their update after a rating period of games. The server makes each rated game a rating period
// of its players, and a game of 3 or 4 a game of each pair by their ranks.
package rating

import "math"

// Player is a Glicko-2 rating on the usual scale.
type Player struct {
	Rating, RD, Vol float64
}

// New is a player not yet rated (the paper's defaults).
var New = Player{Rating: 1500, RD: 350, Vol: 0.06}

// Tau bounds how fast the volatility moves (the paper suggests 0.3 to 1.2; its example uses 0.5).
const Tau = 0.5

const (
	scale   = 173.7178
	epsilon = 0.000001
)

// Result is one game of a period against an opponent: Score 1 a win, 0.5 a draw, 0 a loss.
type Result struct {
	Opponent Player
	Score    float64
}

func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func expect(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// Update is p after a rating period of results (steps 2 to 8 of the paper). A period without a
// game only widens the deviation.
func Update(p Player, results []Result) Player {
	mu, phi, sigma := (p.Rating-1500)/scale, p.RD/scale, p.Vol
	if len(results) == 0 {
		return Player{Rating: p.Rating, RD: math.Sqrt(phi*phi+sigma*sigma) * scale, Vol: sigma}
	}
	var vInv, sum float64
	for _, r := range results {
		muj, phij := (r.Opponent.Rating-1500)/scale, r.Opponent.RD/scale
		e := expect(mu, muj, phij)
		gj := g(phij)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (r.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	sigma2 := volatility(delta, phi, v, sigma)
	phiStar := math.Sqrt(phi*phi + sigma2*sigma2)
	phi2 := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu2 := mu + phi2*phi2*sum
	return Player{Rating: scale*mu2 + 1500, RD: scale * phi2, Vol: sigma2}
}

// volatility is step 5: the new volatility, by the Illinois algorithm.
func volatility(delta, phi, v, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Game rates the players of one game from their ranks (0 the winner; equal ranks a draw): each
// player's period is a game against each other player, a win against those ranked below.
func Game(players []Player, ranks []int) []Player {
	out := make([]Player, len(players))
	for i, p := range players {
		var rs []Result
		for j, q := range players {
			if i == j {
				continue
			}
			s := 0.5
			if ranks[i] < ranks[j] {
				s = 1
			} else if ranks[i] > ranks[j] {
				s = 0
			}
			rs = append(rs, Result{Opponent: q, Score: s})
		}
		out[i] = Update(p, rs)
	}
	return out
}
