package game

import "testing"

// playRandomGame plays one whole game of random legal choices drawn by RandomMove.
func playRandomGame(b *testing.B, o Options, seed uint64) int {
	s, err := NewGame(o, seed)
	if err != nil {
		b.Fatal(err)
	}
	rng := NewRNG(seed)
	n := 0
	for {
		m, ok := s.RandomMove(rng)
		if !ok {
			return n
		}
		if err := s.Play(m); err != nil {
			b.Fatal(err)
		}
		n++
	}
}

func benchGames(b *testing.B, seats []Dynasty) {
	o := Options{Seats: seats}
	decisions := 0
	for i := 0; b.Loop(); i++ {
		decisions += playRandomGame(b, o, uint64(i))
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

// BenchmarkRandomGame2P is one complete 2-player game of random legal choices.
func BenchmarkRandomGame2P(b *testing.B) { benchGames(b, []Dynasty{Archer, Bull}) }

// BenchmarkRandomGame4P is one complete 4-player game of random legal choices.
func BenchmarkRandomGame4P(b *testing.B) { benchGames(b, []Dynasty{Archer, Bull, Pot, Lion}) }

// BenchmarkLegalMoves lists the legal actions of positions from the middle of games.
func BenchmarkLegalMoves(b *testing.B) {
	var states []*State
	for seed := uint64(0); seed < 32; seed++ {
		s, _ := NewGame(Options{Seats: []Dynasty{Archer, Bull, Pot}, Buildings: true, Wonder: true}, seed)
		rng := NewRNG(seed)
		for i := 0; i < 60 && !s.Over(); i++ {
			_ = s.Play(randomChoice(s.LegalMoves(), rng))
		}
		if !s.Over() && s.Pending().Kind == DecideAction {
			states = append(states, s)
		}
	}
	buf := make([]Move, 0, 4096)
	moves := 0
	for i := 0; b.Loop(); i++ {
		buf = states[i%len(states)].AppendLegalMoves(buf[:0])
		moves += len(buf)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
