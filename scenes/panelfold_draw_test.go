//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// On a phone in portrait, a tile picked from the hand over an enlarged board folds the panel to a
// strip and the board's window grows into the room; the tile still lands where tapped, and the
// panel comes back once it has (issue 44).
func TestPanelFoldsWhileATileIsCarried(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	fit, h5, x, y, d := spreadOnH5(p, ctx)
	fingersAt(p, ctx, 16*time.Millisecond, [2]int{x - 2*d, y})
	fingersAt(p, ctx, 16*time.Millisecond)
	if p.lay.Panel != fit.Panel {
		t.Fatalf("the panel folded with nothing carried: %v, was %v", p.lay.Panel, fit.Panel)
	}
	waitForPieces(t, &p.boardView)
	tapIn(p, ctx, p.lay.Hand[0])
	if p.hand.drag == nil {
		t.Fatal("a tap on the hand picked nothing")
	}
	fingersAt(p, ctx, 120*time.Millisecond)
	fingersAt(p, ctx, 120*time.Millisecond)
	if p.lay.Panel.Y < fit.Panel.Bottom()-30*fit.U {
		t.Fatalf("carrying a tile, the panel stands at %v, not folded to the screen's foot (%v)", p.lay.Panel, fit.Panel)
	}
	if p.lay.View.Bottom() < fit.Board.Bottom()+2*fit.Cell {
		t.Fatalf("the board's window %v did not grow into the panel's room %v", p.lay.View, fit.Panel)
	}
	img := render(p, ctx)
	savePicture(img, "zoom-phone-folded")
	img.Deallocate()
	if got := p.lay.CellAt(x, y); got != h5 {
		t.Fatalf("under the tap with the panel folded: %s, want H5", game.SpaceName(got))
	}
	tap(p, ctx, x, y)
	if got := s.State().Cell(h5); got.Kind != game.Tile {
		t.Fatalf("the tile tapped onto H5 with the panel folded did not land: %+v", got)
	}
	fingersAt(p, ctx, 120*time.Millisecond)
	fingersAt(p, ctx, 120*time.Millisecond)
	if p.lay.Panel != fit.Panel {
		t.Fatalf("after the tile landed the panel stands at %v, not back at %v", p.lay.Panel, fit.Panel)
	}
}
