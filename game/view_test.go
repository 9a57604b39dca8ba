package game

import (
	"reflect"
	"testing"
)

// playRandom advances a game by n random decisions.
func playRandom(s *State, rng *RNG, n int) {
	for i := 0; i < n && !s.Over(); i++ {
		ms := s.LegalMoves()
		_ = s.Play(randomChoice(ms, rng))
	}
}

// TestViewHoldsNoHiddenInformation: two games that differ only in what seat p may not know give
// seat p identical views (R11.1).
func TestViewHoldsNoHiddenInformation(t *testing.T) {
	mixes := allOptionMixes()
	for g := 0; g < 200; g++ {
		s, _ := NewGame(mixes[g%len(mixes)], uint64(g))
		playRandom(s, NewRNG(uint64(g)), g%150)
		if s.Over() {
			continue
		}
		p := g % s.NumPlayers()
		other := (p + 1) % s.NumPlayers()
		alt := s.Clone()
		// change everything hidden from p: another hand, another's points and treasures, the bag
		alt.players[other].Score[Red] += 7
		alt.players[other].Treasures++
		h := alt.players[other].Hand
		if h[Red] > 0 {
			alt.players[other].Hand[Red]--
			alt.players[other].Hand[Green]++
		}
		alt.bag = append([]Color(nil), alt.bag...)
		NewRNG(5).shuffleColors(alt.bag[alt.bagPos:])
		if !reflect.DeepEqual(s.ViewFor(p), alt.ViewFor(p)) {
			t.Fatalf("game %d: seat %d's view changed with hidden information", g, p)
		}
		if reflect.DeepEqual(s.ViewFor(other), alt.ViewFor(other)) {
			t.Fatalf("game %d: seat %d's view did not show its own changed points", g, other)
		}
	}
}

// TestSampleIsConsistentWithView: a determinization gives the viewer the same view, accounts for
// every tile, and offers the viewer the same legal choices as the real game.
func TestSampleIsConsistentWithView(t *testing.T) {
	mixes := allOptionMixes()
	for g := 0; g < 200; g++ {
		s, _ := NewGame(mixes[g%len(mixes)], uint64(g))
		playRandom(s, NewRNG(uint64(g)+1), g%180)
		if s.Over() {
			continue
		}
		p := s.Pending().Player
		v := s.ViewFor(p)
		d := v.Sample(NewRNG(uint64(g)), nil)
		if !reflect.DeepEqual(d.ViewFor(p), v) {
			t.Fatalf("game %d: the sample shows seat %d a different view", g, p)
		}
		if err := checkInvariants(d, nil); err != nil {
			t.Fatalf("game %d: sample breaks an invariant: %v", g, err)
		}
		if d.BagCount() != s.BagCount() {
			t.Fatalf("game %d: sample bag %d, real bag %d", g, d.BagCount(), s.BagCount())
		}
		real, sampled := notations(s.LegalMoves()), notations(d.LegalMoves())
		if !reflect.DeepEqual(real, sampled) {
			t.Fatalf("game %d: legal choices differ between the game and its sample", g)
		}
	}
}
