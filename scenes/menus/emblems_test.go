//go:build display

package menus

import (
	"testing"

	"tigris/game"
	"tigris/scenes/ui"
)

// In the setup's rows the dynasty no seat plays looks unused: its emblem is dimmer than the one
// the seat plays (it was as bright, and looked chosen, in every row).
func TestUnusedDynastyLooksUnused(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	s := NewSetup(newTestHost().host())
	img := draw(ctx, s)
	defer img.Deallocate()
	seat := s.Seats()
	used := map[game.Dynasty]bool{}
	for _, st := range seat {
		used[st.Dynasty] = true
	}
	free := game.Dynasty(-1)
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		if !used[d] {
			free = d
		}
	}
	if free < 0 {
		t.Fatal("every dynasty is played: the test shows nothing")
	}
	bright := func(id ui.ID) float64 {
		for _, c := range s.Controls().Hits {
			if c.ID == id {
				sum, n := 0.0, 0
				for y := int(c.R.Y); y < int(c.R.Y+c.R.H); y++ {
					for x := int(c.R.X); x < int(c.R.X+c.R.W); x++ {
						r, g, b, _ := img.At(x, y).RGBA()
						sum += float64(r>>8)*0.3 + float64(g>>8)*0.6 + float64(b>>8)*0.1
						n++
					}
				}
				return sum / float64(n)
			}
		}
		t.Fatalf("no control %s", id)
		return 0
	}
	freeB := bright(idEmblem[free].At(0))
	taken := bright(idEmblem[seat[1].Dynasty].At(0)) // another seat's: faint
	ownB := bright(idEmblem[seat[0].Dynasty].At(0))
	if freeB > ownB*0.75 {
		t.Errorf("the unused dynasty's emblem (%.0f) is nearly as bright as the seat's own (%.0f)", freeB, ownB)
	}
	if taken > freeB {
		t.Errorf("another seat's emblem (%.0f) is brighter than a free one (%.0f)", taken, freeB)
	}
}
