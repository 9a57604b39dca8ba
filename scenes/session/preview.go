package session

import (
	"fmt"
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
	// Held is how many tiles of the colour the viewer could commit after the drop, when the
	// viewer is a side (his own hand, never another's); -1 when he is not
	Held int
}

// Words are the lines the board shows while the piece hovers: who fights whom with what on the
// board and that ties go to the defender; then, when the viewer is a side, what he holds to add,
// so he does not start a revolt he cannot win (issue 44). name gives a seat's name.
func (c Clash) Words(name func(int) string) []string {
	kind := "Revolt of the " + c.Color.LeaderName() + "s"
	if c.War {
		kind = "War of the " + c.Color.LeaderName() + "s"
	}
	out := []string{fmt.Sprintf("%s: %s %d, %s %d on the board; ties go to the defender", kind, name(c.Attacker), c.Attack, name(c.Defender), c.Defence)}
	switch {
	case c.Held == 0:
		out = append(out, fmt.Sprintf("You hold no %ss to add.", c.Color.TileName()))
	case c.Held == 1:
		out = append(out, fmt.Sprintf("You hold 1 %s to add.", c.Color.TileName()))
	case c.Held > 1:
		out = append(out, fmt.Sprintf("You hold %d %ss to add.", c.Held, c.Color.TileName()))
	}
	return out
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
	me := s.Viewer()
	hand := after.ViewFor(me).Hand // the viewer's own hand after the drop: the sample keeps it as it is
	for i := range out {
		out[i].Held = -1
		if c := &out[i]; c.Attacker == me || c.Defender == me {
			c.Held = int(hand[c.Color])
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
