package boardlayout

import (
	"math"
	"testing"

	"tigris/scenes/geom"
)

// A tablet held upright (820x1180 and 768x1024 at ratio 2) leaves no large empty band above its
// buttons (issue 44: 240 units stood empty between the monuments and the buttons at 820x1180),
// for two to four players, in a standard game (six monuments) and an advanced one (twelve
// places): the column over the buttons is filled to within 70 units of them, the row of what is
// beside the board is not far taller than its pictures, the log is as tall as at least half the
// panel, and no two parts overlap.
func TestATabletsPanelLeavesNoEmptyBand(t *testing.T) {
	for _, s := range [][2]int{{820, 1180}, {768, 1024}} {
		for k := 0; k < 6; k++ {
			// the standard game's six monuments, or the advanced game's twelve places
			players, places := 2+k%3, []int{6, 12}[k/3]
			l := New(s[0]*2, s[1]*2, 2, players, false)
			l.FitPublic(places)
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
				t.Errorf("%v, %d players, %d places: %.0f units stand empty above the buttons", s, players, places, gap)
			}
			// the row is as tall as its pictures: one row of six, or two rows where they wrap
			pic := (l.Public.W - float64(places-1)*6*u) / float64(places)
			if places > 6 {
				pic = 2*(l.Public.W-30*u)/6 + 6*u
			}
			if l.Public.H > 0 && l.Public.H > LabelH*u+pic+2*u {
				t.Errorf("%v, %d players, %d places: the row %v is far taller than its pictures", s, players, places, l.Public)
			}
			if l.Log.H < l.Panel.H/2 {
				t.Errorf("%v, %d players: the log is %.0f units of the panel's %.0f", s, players, l.Log.H/u, l.Panel.H/u)
			}
		}
	}
}

// A desktop's panel whose log stands under the row of what is beside the board gives the log the
// room the row's pictures leave: at 1920x1080 a standard game's six monuments took one row of the
// two the band had and the log stood small under 100 px of nothing (review 5). The row keeps its
// pictures' height, the log reaches up to it, and an advanced game's two rows keep their room.
func TestADesktopLogTakesThePublicRowsRoom(t *testing.T) {
	for _, s := range [][2]int{{1920, 1080}, {1280, 800}, {1440, 900}} {
		for players := 2; players <= 4; players++ {
			for _, places := range []int{6, 12} {
				l := New(s[0], s[1], 1, players, false)
				before := l
				l.FitPublic(places)
				u := l.U
				if l.Public.H == 0 || l.Log.H == 0 || l.Log.Y < before.Public.Y {
					continue // the row under the board, or no log under it
				}
				if got, was := l.Log.Y-l.Public.Bottom(), before.Log.Y-before.Public.Bottom(); got > was+0.01 || got > 12*u {
					t.Errorf("%v, %d players, %d places: %.0f px between the row and the log", s, players, places, got)
				}
				if l.Log.Bottom() != before.Log.Bottom() || l.Public.Y != before.Public.Y {
					t.Errorf("%v, %d players, %d places: the log's foot or the row's top moved", s, players, places)
				}
				pic := math.Floor(math.Min(before.Public.H-LabelH*u, (l.Public.W-float64(places-1)*6*u)/float64(places)))
				if places == 6 && l.Public.H > LabelH*u+pic+0.01 {
					t.Errorf("%v, %d players: the row %v is taller than its pictures (%.0f)", s, players, l.Public, pic)
				}
				if places == 6 && s[0] == 1920 && l.Log.H-before.Log.H < 30*u {
					t.Errorf("%v, %d players: the log grew %.0f px only", s, players, l.Log.H-before.Log.H)
				}
			}
		}
	}
}
