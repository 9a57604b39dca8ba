package scenes

import (
	"image/color"

	"tigris/game"
)

// hoverNumber is a strength shown on a leader while the pointer rests on its kingdom: the
// number and the colour of the side it would take, in the conflicts' language: the defence's
// purple for a revolt's temples (a leader standing on the board defends a revolt against it),
// the attack's green or the defence's purple for a war chosen next.
type hoverNumber struct {
	cell, n int
	col     color.RGBA
}

// hoverNumbers are the strengths the leaders on cells (the kingdom under the pointer) show: in a revolt's terms
// (adjacent temples, R7.1) in the ordinary run of the game, but while the person chooses which war
// is fought first each leader at war shows that war's strength (its colour's tiles in its part of
// the kingdom, R7.4), the numbers the war buttons say; a leader in no war shows none, since a
// revolt's count then says nothing about what is being chosen.
func hoverNumbers(st *game.State, cells []int) []hoverNumber {
	if len(cells) == 0 {
		return nil
	}
	if st.Pending().Kind != game.DecideWar {
		out := make([]hoverNumber, 0, len(cells))
		for _, i := range cells {
			out = append(out, hoverNumber{i, st.SupportingTemples(i), colDefence})
		}
		return out
	}
	wars := warStrengths(st)
	var out []hoverNumber
	for _, i := range cells {
		if w, ok := wars[i]; ok {
			col := colDefence
			if w.attacks {
				col = colAttack
			}
			out = append(out, hoverNumber{i, w.n, col})
		}
	}
	return out
}

// warSide is a leader's strength on the board in a war and whether it attacks.
type warSide struct {
	n       int
	attacks bool
}

// warStrengths is each leader's strength on the board in the war of its colour, by space, for
// every war the active player may choose to fight first: read from that war's start alone.
func warStrengths(st *game.State) map[int]warSide {
	out := map[int]warSide{}
	for _, m := range st.LegalMoves() {
		if m.Kind != game.MoveWar {
			continue
		}
		ev, err := st.Clone().Apply(m) // the war may be decided at once (nobody holds a tile of its colour)
		if err != nil {
			continue
		}
		for _, e := range ev {
			if e.Kind == game.EvWar {
				out[int(e.Cell)], out[int(e.Cell2)] = warSide{int(e.N), true}, warSide{int(e.N2), false}
				break
			}
		}
	}
	return out
}
