package review

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/game"
)

// place is one sprite on the review's board: at a space, span spaces wide and tall.
type place struct {
	img  *ebiten.Image
	cell int
	span int
}

// placed is every sprite of position s in the order the board screen draws them
// (scenes/board.go): the spaces' pieces and treasures, the unification markers, the wonder whole
// with its treasure, the buildings, then each monument over its square of face-down tiles with the treasures on it kept in sight.
// The review drew only the spaces, so a built monument showed as four hatched brown tiles where
// the game had shown it stepped (issue 44, a new player's review).
func (b *board) placed(s *game.State) []place {
	var out []place
	for i := 0; i < game.NCells; i++ {
		c := s.Cell(i)
		if img := b.piece(s, c); img != nil {
			out = append(out, place{img, i, 1})
		}

		if c.Kind == game.Tile && c.Flags&game.FlagUnification != 0 {
			out = append(out, place{b.sp.Unification, i, 1})
		}
		if c.Treasure() && c.Kind != game.WonderPart {
			out = append(out, place{b.sp.Treasure, i, 1})
		}
	}
	if w := s.WonderAt(); w >= 0 { // the wonder whole, over the square round its cross
		out = append(out, place{b.sp.Wonder, w - game.Cols - 1, 3})
		for _, i := range [5]int{w, w - game.Cols, w + game.Cols, w - 1, w + 1} {
			if s.Cell(i).Treasure() {
				out = append(out, place{b.sp.Treasure, i, 1})
			}
		}
	}
	for c := game.Color(0); c < game.NumColors; c++ {
		if at := s.BuildingAt(c); at >= 0 {
			out = append(out, place{b.sp.Buildings[c], at, 1})
		}
	}
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		tl := s.MonumentAt(m)
		if tl < 0 {
			continue
		}
		out = append(out, place{b.sp.Monuments[m], tl, 2})
		for _, i := range [4]int{tl, tl + 1, tl + game.Cols, tl + game.Cols + 1} {
			if s.Cell(i).Treasure() {
				out = append(out, place{b.sp.Treasure, i, 1})
			}
		}
	}
	return out
}
