//go:build display

package menus

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/session"
)

// In the setup's rows each seat shows its own dynasty alone: the dynasty no seat plays is drawn
// in no row (four emblems a seat made it look chosen in every row, issue 44) and is named under
// the seats as not in the game.
func TestUnusedDynastyLooksUnused(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	s := NewSetup(newTestHost().host())
	draw(ctx, s).Deallocate()
	emblems := map[string]bool{}
	for _, c := range s.Controls().Hits {
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			if _, ok := idEmblem[d].Index(c.ID); ok {
				emblems[c.ID.String()] = true
			}
		}
	}
	if len(emblems) != len(s.Seats()) {
		t.Errorf("%d seats show %d emblems (%v): one each", len(s.Seats()), len(emblems), emblems)
	}
	for i, seat := range s.Seats() {
		if !emblems[idEmblem[seat.Dynasty].At(i).String()] {
			t.Errorf("seat %d does not show its own %v", i, seat.Dynasty)
		}
	}
	if out := s.sittingOut(); !strings.Contains(out, session.Capitalize(game.Lion.String())) {
		t.Errorf("the screen says %q of the dynasty no seat plays", out)
	}
}
