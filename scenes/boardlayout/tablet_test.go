package boardlayout

import (
	"math"
	"testing"

	"tigris/scenes/geom"
)

// A tablet held upright (820x1180 and 768x1024 at ratio 2) leaves no large empty band above its
// buttons (issue 44: 240 units stood empty between the monuments and the buttons at 820x1180),
// for two to four players: the column over the buttons is filled to within 70 units of them, the
// log is as tall as at least half the panel, and no two parts overlap.
func TestATabletsPanelLeavesNoEmptyBand(t *testing.T) {
	for _, s := range [][2]int{{820, 1180}, {768, 1024}} {
		for players := 2; players <= 4; players++ {
			l := New(s[0]*2, s[1]*2, 2, players, false)
			u := l.U
			parts := []geom.Rect{l.Log, l.Public, l.Catas}
			parts = append(append(append(parts, l.Hand[:]...), l.Supply[:4]...), l.Buttons...)
			for i := 0; i < players; i++ {
				parts = append(parts, l.PlayerRect(i))
			}
			above := 0.0 // the foot of the lowest part over the buttons' column
			for i, a := range parts {
				if a.X >= l.Buttons[0].X-1 && a.Bottom() <= l.Buttons[0].Y {
					above = math.Max(above, a.Bottom())
				}
				for _, b := range parts[i+1:] {
					if geom.Overlaps(a, b) {
						t.Errorf("%v, %d players: %v and %v overlap", s, players, a, b)
					}
				}
			}
			if gap := (l.Buttons[0].Y - above) / u; gap > 70 {
				t.Errorf("%v, %d players: %.0f units stand empty above the buttons", s, players, gap)
			}
			if l.Log.H < l.Panel.H/2 {
				t.Errorf("%v, %d players: the log is %.0f units of the panel's %.0f", s, players, l.Log.H/u, l.Panel.H/u)
			}
		}
	}
}
