//go:build display

package scenes

import (
	"image"
	"testing"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// While the painted map is prepared off the frame, the board stands on a plain one: the river
// spaces in the river's colour, the others in the land's, with no moving surface; once the map is
// ready the next update paints it, asks for a redraw, and the rivers move again.
func TestPlainMapStandsInUntilThePaintedOneIsReady(t *testing.T) {
	drawtest.Start(t)
	size := screenSize{"desktop-1280x800", 1280, 800, 1}
	p := mapBoard(t, size, game.StandardMap, 0, false)
	ctx := contextFor(t, size)
	mp := p.sess.State().Map()
	l := &p.lay

	// the stand-in, as the board paints it when its map is not ready
	img := p.boardImg.Bounds()
	plain := engine.NewImage(img.Dx(), img.Dy())
	ox, oy := l.Board.X-p.boardOrigin[0], l.Board.Y-p.boardOrigin[1]
	assets.PaintPlainMap(plain, mp, ox, oy, l.Cell, l.U, p.pal)
	pix := image.NewRGBA(plain.Bounds())
	plain.ReadPixels(pix.Pix)
	for i := 0; i < game.NCells; i++ {
		r := l.CellRect(i)
		c := pix.RGBAAt(int(r.X-p.boardOrigin[0]+r.W/2), int(r.Y-p.boardOrigin[1]+r.H/2))
		want := p.pal.Land
		if mp.River[i] {
			want = p.pal.River
		}
		if !near(c, want, 2) {
			t.Fatalf("the plain map paints %s %v, want %v", game.SpaceName(i), c, want)
		}
	}

	// the swap: a board standing on the plain map takes the painted one at its next update
	waitForPieces(t, &p.boardView) // their settling is not the map's
	p.mapLater, p.water = true, nil
	old := p.boardImg
	if p.fit(ctx) {
		t.Fatal("the same screen was laid out anew")
	}
	if p.mapLater || p.boardImg == old || p.water == nil {
		t.Fatal("the painted map, ready, did not replace the stand-in")
	}
	if !p.settle() {
		t.Error("the painted map replaced the stand-in without a redraw")
	}
	if p.settle() {
		t.Error("the swap asked for a redraw twice")
	}
}
