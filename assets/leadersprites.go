package assets

import (
	"runtime"

	"tigris/game"
)

// NewLeaderSprites makes the sprites for cells of size px with only the leaders of colour c (one
// a dynasty) baked, as NewSprites bakes them; every other sprite is left blank. The title's
// standards show these four of the 36 pieces, and baking all 36 took 0.6-1.2 s of the 5-11 s
// before the game's first frame in a browser with the processor 4x slower (docs/MEASUREMENTS.md). The blank
// ones are still made, in the same order and sizes, so that every image lands where it did in
// Ebitengine's atlas and is drawn to the same pixels (its texture coordinates unchanged).
func NewLeaderSprites(px int, pal *Palette, c game.Color) *Sprites {
	px = max(px, 8)
	s := &Sprites{Size: px, Pal: pal}
	n := min(px, syncPx)
	uploadSlots(n, s.slots(), s.leaderPixels(n, c))
	return s
}

// leaderPixels are the pixels of every slot of s at n pixels a cell: its leaders of colour c
// baked, the others transparent.
func (s *Sprites) leaderPixels(n int, c game.Color) [][]byte {
	ss := s.slots()
	leaders := s.leaderSlots(c)
	baked := bakeSlots(leaders, n, max(1, runtime.GOMAXPROCS(0)), false, s.Pal.colors(), nil)
	pix := make([][]byte, len(ss))
	for i, sl := range ss {
		pix[i] = make([]byte, 4*n*n*sl.piece.Cells()*sl.piece.Cells())
		for j, l := range leaders {
			if l.img == sl.img {
				pix[i] = baked[j]
			}
		}
	}
	return pix
}

// leaderSlots are the slots of s's leaders of colour c.
func (s *Sprites) leaderSlots(c game.Color) []slot {
	var ss []slot
	for _, sl := range s.slots() {
		if sl.img == &s.Leaders[sl.piece.Dynasty][c] {
			ss = append(ss, sl)
		}
	}
	return ss
}
