package boardlayout

import (
	"fmt"
	"testing"

	"tigris/scenes/geom"
)

// A desktop's panel shares its height (issue 44, review 3: 270 px of empty log under 7 lines
// beside a 46 px hand): at 1024x768, 1280x800, 1920x1080 and 1280x800 at a scale of 2, the hand's
// tiles are 60 units at least (64 at 1280x800), in two rows of three, and the leaders and the
// catastrophes in supply 50 at least, while the log keeps MinLogRows lines, the players' rows
// stay 44 units high and nothing in the panel covers another part. With four players at
// 1920x1080 the row of monuments in the panel leaves no room for two rows: the six tiles there
// span the panel's width.
func TestADesktopPanelSharesItsHeight(t *testing.T) {
	for _, size := range []struct {
		w, h      int
		scale     float64
		leastTile float64
	}{{1024, 768, 1, 60}, {1280, 800, 1, 64}, {1920, 1080, 1.35, 60}, {2560, 1600, 2, 64}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, false)
			u := l.U
			where := fmt.Sprintf("%dx%d at %.2f, %d players", size.w, size.h, size.scale, players)
			hand, supply := l.Hand[0].W/u, l.Supply[0].W/u
			if size.w == 1920 && players == 4 {
				if across := (l.Panel.W/u - 7*6) / 6; hand < across-1 {
					t.Errorf("%s: the hand's tiles are %.0f units, want the panel's width, %.0f", where, hand, across)
				}
			} else {
				if hand < size.leastTile {
					t.Errorf("%s: the hand's tiles are %.0f units, want %.0f at least", where, hand, size.leastTile)
				}
				if l.Hand[3].Y <= l.Hand[0].Y || l.Hand[3].X != l.Hand[0].X {
					t.Errorf("%s: the hand is not in two rows of three: %v", where, l.Hand)
				}
				if supply < 50 {
					t.Errorf("%s: the supply's pieces are %.0f units, want 50 at least", where, supply)
				}
			}
			if l.Log.X >= l.Panel.X && l.Log.H < l.minLogH()-0.5 {
				t.Errorf("%s: the log is %.0f units high, fewer than %d lines", where, l.Log.H/u, MinLogRows)
			}
			if l.PlayerRow < 44*u {
				t.Errorf("%s: the players' rows are %.0f units high", where, l.PlayerRow/u)
			}
			checkPanelApart(t, &l, where)
		}
	}
}

// checkPanelApart: the panel's parts stay on the screen, none over another.
func checkPanelApart(t *testing.T, l *Layout, where string) {
	t.Helper()
	parts := append(append([]geom.Rect{l.Players, l.Catas, l.Public, l.Log}, l.Hand[:]...), l.Supply[:]...)
	parts = append(parts, l.Buttons...)
	for i, a := range parts {
		if a.Bottom() > l.H+0.5 || a.X+a.W > l.W+0.5 {
			t.Errorf("%s: %v leaves the screen", where, a)
		}
		for _, b := range parts[i+1:] {
			if a.W > 0 && b.W > 0 && geom.Overlaps(a, b) {
				t.Errorf("%s: %v and %v overlap", where, a, b)
			}
		}
	}
}

// The panel's sizes follow from the screen alone: a screen laid out again (a resize back, a new
// game) gets the same hand; the log's length is no input of the layout, so its growing during a
// game moves nothing. And a phone's and a tablet's panels keep their hand in one row.
func TestAPhoneOrTabletHandKeepsItsRow(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1170, 2532, 3, true}, {2532, 1170, 3, true}, {1536, 2048, 2, false}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, size.compact)
			for i := 1; i < len(l.Hand); i++ {
				if l.Hand[i].Y != l.Hand[0].Y {
					t.Errorf("%dx%d, %d players: the hand's slot %d stands at %v, off the row of %v", size.w, size.h, players, i, l.Hand[i], l.Hand[0])
				}
			}
		}
	}
}
