package game

import (
	"encoding/json"
	"testing"
)

// FuzzViewJSON: a view read from the network (a client trusts its server only so far) never makes
// the reader panic, nor the bot's sampling and the legal moves built on it.
func FuzzViewJSON(f *testing.F) {
	for seed := uint64(1); seed <= 3; seed++ {
		s, _ := NewGame(Options{Seats: FirstDynasties(int(1 + seed)), Wonder: true, Buildings: true}, seed)
		rng := NewRNG(seed)
		for n := 0; n < 40*int(seed); n++ {
			m, _ := s.RandomMove(rng)
			s.Play(m)
		}
		b, _ := json.Marshal(s.ViewFor(0))
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v View
		if json.Unmarshal(data, &v) != nil {
			return
		}
		s := v.Sample(NewRNG(1), nil)
		if !s.Over() {
			s.LegalMoves()
		}
	})
}
