//go:build display

package scenes

import (
	"image"
	"image/color"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// turnedSquare is where a board turned a quarter puts space i by its convention, worked out here
// apart from the layout's Grid: column A along the top, P at the foot, row 1 at the right.
func turnedSquare(l *layout, i int) ui.Rect {
	c, r := i%game.Cols, i/game.Cols
	return ui.Rect{X: l.Board.X + float64(game.Rows-1-r)*l.Cell, Y: l.Board.Y + float64(c)*l.Cell, W: l.Cell, H: l.Cell}
}

// On a phone held upright (390x844 at 3x, touch) the board stands turned with spaces of at least 33
// CSS px, and the finger lands where the turned board shows a space: a tile tapped onto H5 near
// its square's corner goes to H5, and one dragged to a space at the board's foot and let go near
// its square's edge goes there, the carried piece's target rimmed on its turned square meanwhile
// (issue 44).
func TestATurnedPhoneBoardTakesTapsAndDragsOnItsSpaces(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	l := &p.lay
	d := ctx.Device
	if !l.Turned || l.Board.H <= l.Board.W {
		t.Fatalf("the phone's board %v is not turned", l.Board)
	}
	if l.Cell < 33*d {
		t.Fatalf("spaces of %.1f CSS px, want at least 33", l.Cell/d)
	}
	h5, _ := game.ParseSpace("H5")
	tapIn(p, ctx, l.Hand[0])
	if p.hand.drag == nil {
		t.Fatal("a tap on the hand picked nothing")
	}
	r := turnedSquare(l, h5)
	tap(p, ctx, int(r.X+3*d), int(r.Y+r.H-3*d))
	if got := s.State().Cell(h5); got.Kind != game.Tile {
		t.Fatalf("a tap near the corner of H5's turned square %v left H5 %+v", r, got)
	}
	// a drag from the hand to the legal space lowest on the screen
	var hx, hy int
	for _, slot := range l.Hand {
		hx, hy = centre(slot)
		frame(p, ctx, hx, hy, true)
		frame(p, ctx, hx, hy-int(20*d), true)
		if p.hand.drag != nil {
			break
		}
		frame(p, ctx, hx, hy-int(20*d), false)
	}
	if p.hand.drag == nil || len(p.hand.targets) == 0 {
		t.Fatal("no hand tile dragged, or it has nowhere to go")
	}
	to := p.hand.targets[0]
	for _, c := range p.hand.targets {
		if turnedSquare(l, c).Y > turnedSquare(l, to).Y {
			to = c
		}
	}
	r = turnedSquare(l, to)
	x, y := int(r.X+2*d), int(r.Y+r.H/2)
	frame(p, ctx, x, y, true)
	frame(p, ctx, x, y, true)
	img := render(p, ctx)
	savePicture(img, "turned-carrying")
	pic := image.NewRGBA(img.Bounds())
	img.ReadPixels(pic.Pix)
	img.Deallocate()
	rim := pic.RGBAAt(int(r.X+2*l.U), int(r.Y+r.H/2))
	if !near(rim, color.RGBA{70, 235, 90, 255}, 70) {
		t.Errorf("the target %s under the finger is not rimmed on its turned square %v: %v", game.SpaceName(to), r, rim)
	}
	frame(p, ctx, x, y, false)
	if got := s.State().Cell(to); got.Kind != game.Tile {
		t.Fatalf("a tile let go near the edge of %s's turned square %v left it %+v", game.SpaceName(to), r, got)
	}
}

// On both boards, a turned phone board draws each temple the game starts with on its turned
// square: the pieces stand where the taps land.
func TestATurnedPhoneBoardDrawsPiecesOnTheirSquares(t *testing.T) {
	drawtest.Start(t)
	for _, mp := range []game.MapID{game.StandardMap, game.AdvancedMap} {
		t.Run(mp.String(), func(t *testing.T) {
			p := mapBoard(t, everySize[0], mp, 0, false)
			ctx := contextFor(t, everySize[0])
			waitForPieces(t, &p.boardView)
			l := &p.lay
			if !l.Turned {
				t.Fatal("the phone's board is not turned")
			}
			img := render(p, ctx)
			savePicture(img, "turned-"+mp.String())
			pic := image.NewRGBA(img.Bounds())
			img.ReadPixels(pic.Pix)
			img.Deallocate()
			st := p.sess.State()
			n := 0
			for i := 0; i < game.NCells; i++ {
				if st.Cell(i).Kind != game.Tile {
					continue
				}
				n++
				r := turnedSquare(l, i)
				if c := pic.RGBAAt(int(r.X+r.W*0.15), int(r.Y+r.H*0.55)); !near(c, p.pal.Tile[game.Red], 70) && !near(c, p.pal.TileDark[game.Red], 70) {
					t.Errorf("the temple on %s is not drawn on its turned square %v: %v", game.SpaceName(i), r, c)
				}
			}
			if n == 0 {
				t.Fatal("no temple on the board")
			}
		})
	}
}

// Under a turned board the panel has no room for the log: its tab opens it over the panel above
// the buttons (the hand's tiles the finger then cannot pick through it), a tab on it closes it
// again, the hand within reach once more (issue 44).
func TestATurnedPhoneBoardsLogOpensOverTheHand(t *testing.T) {
	drawtest.Start(t)
	_, p, ctx := phoneGame(t)
	if p.lay.Log.H > 0 || p.lay.LogTab.W == 0 {
		t.Fatalf("a phone's panel under a turned board: log %v, tab %v", p.lay.Log, p.lay.LogTab)
	}
	tapIn(p, ctx, p.log.tab())
	if !p.log.open || p.lay.Log.H < 2*p.lay.PlayerRow || !ui.Overlaps(p.lay.Log, p.lay.Hand[0]) {
		t.Fatalf("the tab did not open the log over the hand: open %v, log %v", p.log.open, p.lay.Log)
	}
	img := render(p, ctx)
	savePicture(img, "turned-log-open")
	img.Deallocate()
	tapIn(p, ctx, p.lay.Hand[0])
	if p.hand.drag != nil {
		t.Fatal("a tap on the open log picked the hand tile under it")
	}
	if p.log.tab() == p.lay.LogTab || !ui.Overlaps(p.log.tab(), p.lay.LogOver) {
		t.Fatalf("the open log's tab %v is not on it %v", p.log.tab(), p.lay.LogOver)
	}
	tapIn(p, ctx, p.log.tab())
	if p.log.open || p.lay.Log.H > 0 {
		t.Fatalf("the tab did not close the log: %v", p.lay.Log)
	}
	tapIn(p, ctx, p.lay.Hand[0])
	if p.hand.drag == nil {
		t.Fatal("with the log closed the hand tile is out of reach")
	}
}
