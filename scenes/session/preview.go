package session

import (
	"math/rand/v2"

	"tigris/game"
)

// Clash is a revolt or war a drop would start, with each side's strength on the board before
// anyone commits tiles (R7.1, R7.4): what the board shows while the piece hovers.
type Clash struct {
	War                bool
	Color              game.Color
	Attacker, Defender int
	AttackerCell       int
	DefenderCell       int
	Attack, Defence    int
}

// Preview lists the conflicts dropping the piece on the space would start. It plays the drop on a
// position the player's view allows (the others' tiles drawn at random), and reads only what the
// board decides, before any tile is committed: nothing hidden shows through.
func (s *Session) Preview(p Piece, cell int) []Clash {
	m, err := DropMove(p, cell)
	v := s.View()
	if err != nil || v == nil || !s.HumanToDecide() {
		return nil
	}
	sample := v.Sample(game.NewRNG(rand.Uint64()), nil)
	if sample.Legal(m) != nil {
		return nil
	}
	after := sample.Clone()
	ev, err := after.Apply(m)
	if err != nil {
		return nil
	}
	out := clashes(ev)
	if len(out) == 0 && after.Pending().Kind == game.DecideWar {
		// several wars: the active player picks the order; each is shown as it would start
		for _, w := range after.LegalMoves() {
			again := after.Clone()
			if ev, err := again.Apply(w); err == nil {
				out = append(out, clashes(ev)...)
			}
		}
	}
	return out
}

// clashes are the conflicts the events start before any is resolved.
func clashes(ev []game.Event) []Clash {
	var out []Clash
	for _, e := range ev {
		switch e.Kind {
		case game.EvRevolt, game.EvWar:
			out = append(out, Clash{War: e.Kind == game.EvWar, Color: e.Color, Attacker: int(e.Player), Defender: int(e.Other),
				AttackerCell: int(e.Cell), DefenderCell: int(e.Cell2), Attack: int(e.N), Defence: int(e.N2)})
		case game.EvCommitted, game.EvConflictWon:
			return out
		}
	}
	return out
}
