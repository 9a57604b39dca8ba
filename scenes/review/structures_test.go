//go:build display

package review

import (
	"testing"

	"tigris/assets"
	"tigris/game"
)

// The review's board draws a built monument as the board screen does, its stepped sprite over
// its 2x2 square after the face-down tiles under it, and the building beside it: it drew only
// the spaces, four hatched brown tiles (issue 44).
func TestReviewBoardDrawsMonumentsAndBuildings(t *testing.T) {
	contextAt(t, sizes[0]) // a display
	s, err := game.ParsePosition(`map standard
players archer bull
options buildings
turn archer
board
  .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. r* .. ~~ .. .. ..
  .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. r*
  .. .. .. ~~ ~~ r* .. .. .. .. .. .. ~~ ~~ .. ..
  ~~ ~~ ~~ ~~ Ak r. .. .. .. .. .. .. .. ~~ ~~ ~~
  .. .. .. .. .. k. k. .. .. .. .. .. .. r* ~~ ~~
  .. .. .. .. .. k. .. k. .. .. .. .. .. .. ~~ ..
  ~~ ~~ ~~ ~~ .. .. .. .. r* .. .. .. ~~ ~~ ~~ ..
  .. r* .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
  .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..
  .. .. .. .. .. r* .. .. .. .. .. .. .. .. .. ..
  .. .. .. .. .. .. .. .. .. .. r* .. .. .. .. ..
hand archer bgrrkk
hand bull kkrrgg
bag rrrbbbgggkkk
`)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"archer tile k G6", "archer building k H6", "archer monument gk F5"} {
		_, m, err := game.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	m, err := game.MonumentFromName("gk")
	if err != nil {
		t.Fatal(err)
	}
	tl := s.MonumentAt(m)
	if tl < 0 {
		t.Fatal("no monument built")
	}
	b := &board{pal: &assets.Normal, sp: assets.NewSprites(16, &assets.Normal)}
	defer b.dispose()
	monument, building, faceDown := -1, -1, -1
	for k, pc := range b.placed(s) {
		switch {
		case pc.img == b.sp.Monuments[m] && pc.cell == tl && pc.span == 2:
			monument = k
		case pc.img == b.sp.Buildings[game.Black]:
			building = k
		case pc.img == b.sp.FaceDown && pc.cell == tl:
			faceDown = k
		}
	}
	if monument < 0 || building < 0 {
		t.Fatalf("the monument (at %d) or the building (at %d) is not drawn", monument, building)
	}
	if faceDown < 0 || faceDown > monument {
		t.Errorf("the monument (drawn %d) is not over its face-down tiles (drawn %d)", monument, faceDown)
	}
}

// The review's board draws the wonder whole, once, over the 3x3 square round its cross, and the
// treasure on its arm over it: five separate squares read as stacked pallets (issue 44).
func TestReviewBoardDrawsTheWonderWhole(t *testing.T) {
	contextAt(t, sizes[0]) // a display
	s, err := game.ParsePosition(`map standard
players archer bull
options wonder
turn archer
board
  .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. r* .. ~~ .. .. ..
  .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. r*
  .. .. .. ~~ ~~ r* .. .. .. .. .. .. ~~ ~~ .. ..
  ~~ ~~ ~~ ~~ Ak r. .. .. .. .. .. .. .. ~~ ~~ ~~
  .. .. .. .. .. .. .. .. .. .. .. .. .. r* ~~ ~~
  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..
  ~~ ~~ ~~ ~~ .. .. .. .. r* .. .. .. ~~ ~~ ~~ ..
  .. r* .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
  .. .. W* .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..
  .. W. W. W. .. r* .. .. .. .. .. .. .. .. .. ..
  .. .. W. .. .. .. .. .. .. .. r* .. .. .. .. ..
hand archer bgrrkk
hand bull kkrrgg
bag rrrbbbgggkkk
`)
	if err != nil {
		t.Fatal(err)
	}
	b := &board{pal: &assets.Normal, sp: assets.NewSprites(16, &assets.Normal)}
	defer b.dispose()
	centre, north := s.WonderAt(), s.WonderAt()-game.Cols
	wonder, treasure, n := -1, -1, 0
	for k, pc := range b.placed(s) {
		switch {
		case pc.img == b.sp.Wonder:
			n++
			if pc.cell == centre-game.Cols-1 && pc.span == 3 {
				wonder = k
			}
		case pc.img == b.sp.Treasure && pc.cell == north:
			treasure = k
		}
	}
	if n != 1 || wonder < 0 {
		t.Fatalf("the wonder is drawn %d times, over its square round %s: %v", n, game.SpaceName(centre), wonder >= 0)
	}
	if treasure < wonder {
		t.Errorf("the treasure on the wonder (drawn %d) is under it (drawn %d)", treasure, wonder)
	}
}
