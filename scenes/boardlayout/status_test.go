package boardlayout

import (
	"testing"

	"tigris/scenes/geom"
)

// The status line's text ends above the board's column letters, with a little room between, at a
// tablet's sizes both ways (where it sat on them: issue 44), a phone's and a desktop's, for two to
// four players; the board stays on the screen and above the panel.
func TestStatusLineClearsTheColumnLetters(t *testing.T) {
	for _, size := range []struct {
		w, h    int
		scale   float64
		compact bool
	}{{1640, 2360, 2, false}, {2360, 1640, 2, false}, {1536, 2048, 2, false}, {2048, 1536, 2, false},
		{1170, 2532, 3, true}, {2532, 1170, 3, true}, {1280, 800, 1, false}, {1920, 1080, 1.35, false}} {
		for players := 2; players <= 4; players++ {
			l := New(size.w, size.h, size.scale, players, size.compact)
			status := geom.Rect{X: l.Top.X, Y: l.Top.Y, W: l.Top.W, H: l.StatusBottom() - l.Top.Y + 2*l.U}
			if letters := l.Letters(); letters.H == 0 || geom.Overlaps(status, letters) {
				t.Errorf("%dx%d at %.2f, %d players: the status line %v runs into the column letters %v", size.w, size.h, size.scale, players, status, letters)
			}
			if l.Board.Bottom() > l.H || l.Portrait && l.Board.Bottom() > l.Panel.Y {
				t.Errorf("%dx%d, %d players: the board %v leaves the screen or runs into the panel %v", size.w, size.h, players, l.Board, l.Panel)
			}
		}
	}
}
