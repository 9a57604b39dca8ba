package boardlayout

import (
	"fmt"
	"testing"

	"tigris/scenes/geom"
)

// A phone's portrait panel (390x844 at both ratios, 400x867; a 360x640 one has no room to
// spare), for two to four players, has a row for what is beside the board (the monuments still
// to build), as the desktop's has (issue 44): on the screen, clear of the players' rows, the hand, the supply, the buttons and the log, and the log
// keeps two lines.
func TestAPhonesPanelShowsTheMonuments(t *testing.T) {
	for _, size := range []struct {
		w, h  int
		scale float64
	}{{1170, 2532, 3}, {780, 1688, 2}, {1200, 2600, 3}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, true)
			where := func() string { return fmt.Sprintf("%dx%d", size.w, size.h) }
			if l.Turned && players > 2 && l.Public.H == 0 {
				continue // under a turned board the players' second line takes the row's room
			}
			if l.Public.H <= 0 || l.Public.W <= 0 {
				t.Errorf("%s, %d players: no row for the monuments (log %v)", where(), players, l.Log)
				continue
			}
			if l.Public.Bottom() > l.H || l.Public.X+l.Public.W > l.W {
				t.Errorf("%s, %d players: the monuments' row %v leaves the screen", where(), players, l.Public)
			}
			others := append([]geom.Rect{l.Players, l.Log, l.Catas}, l.Buttons...)
			others = append(append(others, l.Hand[:]...), l.Supply[:]...)
			for _, o := range others {
				if geom.Overlaps(l.Public, o) {
					t.Errorf("%s, %d players: the monuments' row %v covers %v", where(), players, l.Public, o)
				}
			}
			if l.Log.H > 0 && l.Log.H < PhoneLogH*l.U {
				t.Errorf("%s, %d players: the log keeps %.0f units, fewer than two lines", where(), players, l.Log.H/l.U)
			}
		}
	}
}
