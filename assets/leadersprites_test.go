//go:build display

package assets

import (
	"bytes"
	"testing"

	"tigris/assets/relief"
	"tigris/game"
)

// The leaders-only set has, for every slot, what the whole set has: the very pixels of its
// leaders of that colour, and transparent pixels of the same size for every other piece.
func TestLeaderSpritesAreTheSetsLeaders(t *testing.T) {
	pal := &Normal
	const px = 28
	all := (&Sprites{Size: px, Pal: pal}).bakePixels(px, 2, false, nil)
	for _, c := range []game.Color{game.Black, game.Red} {
		s := &Sprites{Size: px, Pal: pal}
		got := s.leaderPixels(px, c)
		if len(got) != len(all) {
			t.Fatalf("%d slots, want the whole set's %d", len(got), len(all))
		}
		leaders := 0
		for i, sl := range s.slots() {
			p := sl.piece
			if len(got[i]) != len(all[i]) {
				t.Fatalf("%+v: %d bytes, want %d", p, len(got[i]), len(all[i]))
			}
			if p.Kind == relief.Leader && p.Color == c {
				leaders++
				if !bytes.Equal(got[i], all[i]) {
					t.Errorf("%+v: the leaders-only bake differs from the whole set's", p)
				}
			} else if !bytes.Equal(got[i], make([]byte, len(got[i]))) {
				t.Errorf("%+v: baked, want it left transparent", p)
			}
		}
		if leaders != int(game.NumDynasties) {
			t.Errorf("colour %d: %d leaders, want one a dynasty", c, leaders)
		}
	}
}
