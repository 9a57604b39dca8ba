//go:build display

package scenes

import (
	"image"
	"testing"
	"time"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// fingersAt is a frame of touches at the context's time moved on by d: the fingers down (the
// first is the pointer), none when lifted.
func fingersAt(p *Play, ctx *engine.Context, d time.Duration, pts ...[2]int) {
	in := ctx.In
	in.Fingers = append(in.Fingers[:0], pts...)
	x, y, down := in.X, in.Y, len(pts) > 0
	if down {
		x, y = pts[0][0], pts[0][1]
	}
	in.Pressed, in.Released = down && !in.Down, !down && in.Down
	in.Moved = in.X != x || in.Y != y
	in.X, in.Y, in.Down, in.Touch = x, y, down, true
	ctx.Now = ctx.Now.Add(d)
	if _, err := p.Update(ctx); err != nil {
		panic(err)
	}
}

// On a phone two fingers spread over the board enlarge it about their middle: the space between
// them stays there, the board is drawn only in its window with the columns and rows in sight
// named along the edges, a tile tapped onto an enlarged space lands there, and a double tap fits
// the board again (issue 44).
func TestPinchEnlargesTheBoardOnAPhone(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	fit, h5, x, y, d := spreadOnH5(p, ctx)
	if p.hand.drag != nil {
		t.Fatal("the pinch's fingers picked a piece up")
	}
	fingersAt(p, ctx, 16*time.Millisecond, [2]int{x - 2*d, y})
	fingersAt(p, ctx, 16*time.Millisecond)
	if p.lay.Cell < 1.9*fit.Cell {
		t.Fatalf("spaces of %.0f px after the fingers spread twice as far, want about %.0f", p.lay.Cell, 2*fit.Cell)
	}
	if p.lay.View != fit.Board {
		t.Fatalf("the enlarged board's window %v is not where the board fitted %v", p.lay.View, fit.Board)
	}
	if got := p.lay.CellAt(x, y); got != h5 {
		t.Fatalf("under the fingers' middle: %s, want H5", game.SpaceName(got))
	}
	if p.paintedCell != p.lay.Cell {
		t.Fatalf("the board's picture was painted at %.0f px spaces, the board has %.0f", p.paintedCell, p.lay.Cell)
	}
	// spaces beyond the window are not there to be touched
	if c := p.lay.CellAt(int(fit.Board.X)+2, int(fit.Board.Y)+2); c < 0 || p.lay.CellAt(int(fit.Board.X)-3, int(fit.Board.Y)+5) >= 0 {
		t.Fatal("the window's edge does not bound the enlarged board")
	}
	img := render(p, ctx)
	savePicture(img, "zoom-phone")
	pic := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
	img.ReadPixels(pic.Pix)
	img.Deallocate()
	// the row names in sight along the window's left edge
	r := p.lay.CellRect(h5)
	box := image.Rect(int(fit.Board.X-p.lay.CoordW()), int(r.Y), int(fit.Board.X-frameBand(&p.lay)), int(r.Y+r.H))
	if n := inked(pic, box); n < 8 {
		t.Errorf("row 5 is not named beside the enlarged board (%d pixels)", n)
	}
	// and its name keeps clear of the window's frame: the letters ran into it (review 4, F16)
	band, u := frameBand(&p.lay), p.lay.U
	gap := image.Rect(int(fit.Board.X-band-1.5*u), int(r.Y), int(fit.Board.X-band), int(r.Y+r.H))
	ground, n := pic.RGBAAt(1, gap.Min.Y), 0 // the screen's ground at its left edge
	for y := gap.Min.Y; y < gap.Max.Y; y++ {
		for x := gap.Min.X; x < gap.Max.X; x++ {
			if c := pic.RGBAAt(x, y); abs(int(c.R)-int(ground.R))+abs(int(c.G)-int(ground.G))+abs(int(c.B)-int(ground.B)) >= 150 {
				n++
			}
		}
	}
	if n > 0 {
		t.Errorf("row 5's name touches the enlarged board's frame (%d pixels within 1.5 units of it)", n)
	}
	// a hand tile tapped onto the enlarged H5 lands there
	waitForPieces(t, &p.boardView)
	tapIn(p, ctx, p.lay.Hand[0])
	if p.hand.drag == nil {
		t.Fatal("a tap on the hand picked nothing on the enlarged board's screen")
	}
	tap(p, ctx, x, y)
	if got := s.State().Cell(h5); got.Kind != game.Tile {
		t.Fatalf("the tile tapped onto the enlarged H5 did not land: %+v", got)
	}
	// a double tap on an empty space fits the board again
	g6, _ := game.ParseSpace("G6")
	gx, gy := p.lay.CellCentre(g6)
	for range 2 {
		fingersAt(p, ctx, 100*time.Millisecond, [2]int{int(gx), int(gy)})
		fingersAt(p, ctx, 40*time.Millisecond)
	}
	fingersAt(p, ctx, 16*time.Millisecond)
	if p.lay.Cell != fit.Cell || p.lay.View.W != 0 {
		t.Fatalf("after a double tap spaces are %.0f px in a window %v, want the fitted %.0f", p.lay.Cell, p.lay.View, fit.Cell)
	}
}

// spreadOnH5 puts two fingers either side of H5 on the fitted board and spreads them twice as far
// apart (the board enlarged twice, the fingers still down); it returns the fitted layout, H5, its
// centre on it and a space's width there.
func spreadOnH5(p *Play, ctx *engine.Context) (fit layout, h5, x, y, d int) {
	fit = p.lay
	h5, _ = game.ParseSpace("H5")
	mx, my := fit.CellCentre(h5)
	x, y, d = int(mx), int(my), int(fit.Cell)
	fingersAt(p, ctx, 0, [2]int{x - d, y}, [2]int{x + d, y})
	fingersAt(p, ctx, 16*time.Millisecond, [2]int{x - d, y}, [2]int{x + d, y})
	fingersAt(p, ctx, 16*time.Millisecond, [2]int{x - 2*d, y}, [2]int{x + 2*d, y})
	return fit, h5, x, y, d
}
