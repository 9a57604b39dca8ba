package scenes

import (
	"image/color"

	"tigris/assets"
	"tigris/game"
)

// hoverNumber is a strength shown on a leader while the pointer rests on its kingdom: the
// number and the colour of what it counts (red for a revolt's temples, the war's colour).
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
			out = append(out, hoverNumber{i, st.SupportingTemples(i), assets.Normal.Tile[game.Red]})
		}
		return out
	}
	wars := warStrengths(st)
	var out []hoverNumber
	for _, i := range cells {
		if n, ok := wars[i]; ok {
			out = append(out, hoverNumber{i, n, assets.Normal.Tile[st.Cell(i).Color]})
		}
	}
	return out
}

// warStrengths is each leader's strength on the board in the war of its colour, by space, for
// every war the active player may choose to fight first: read from that war's start alone.
func warStrengths(st *game.State) map[int]int {
	out := map[int]int{}
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
				out[int(e.Cell)], out[int(e.Cell2)] = int(e.N), int(e.N2)
				break
			}
		}
	}
	return out
}
