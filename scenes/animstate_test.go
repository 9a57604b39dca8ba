//go:build display

package scenes

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// A piece that fades (a king sent home) and a treasure's coin that flies off its tile stand where
// they were while they wait their turn, instead of blinking out and coming back to go; a point
// token appears only as it rises (issue 44).
func TestRemovedPiecesStandUntilTheyGo(t *testing.T) {
	drawtest.Start(t)
	sprite := engine.NewImage(20, 20)
	sprite.Fill(color.RGBA{200, 30, 30, 255})
	img := func() *ebiten.Image { return sprite }
	now := time.Now()
	for _, tc := range []struct {
		name  string
		an    anim
		shown bool
	}{
		{"a king sent home", anim{kind: fade, img: img, x0: 50, y0: 50, size: 20, cell: -1, monument: -1, delay: 1, dur: 0.6}, true},
		{"a treasure taken", anim{kind: fly, img: img, x0: 50, y0: 50, x1: 90, y1: 90, size: 20, cell: -1, monument: -1, delay: 1, dur: 0.6, color: game.NumColors, n: 1}, true},
		{"a point scored", anim{kind: fly, img: img, x0: 50, y0: 50, x1: 90, y1: 90, size: 20, cell: -1, monument: -1, delay: 1, dur: 0.6, color: int(game.Red), n: 1}, false},
	} {
		a := animations{list: []anim{tc.an}, start: now, scale: 1, now: now.Add(300 * time.Millisecond)}
		dst := engine.NewImage(100, 100)
		a.draw(dst, newContext(t))
		pic := image.NewRGBA(image.Rect(0, 0, 100, 100))
		dst.ReadPixels(pic.Pix)
		if got := pic.RGBAAt(50, 50).A > 0; got != tc.shown {
			t.Errorf("%s, waiting its turn: drawn %v, want %v", tc.name, got, tc.shown)
		}
		dst.Deallocate()
	}
}

// A piece another player placed comes onto the board from its edge on the panel's side, level
// with its space: it never glides over the players' names or the panel (issue 44).
func TestOthersPiecesEnterFromTheBoardsEdge(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, everySize[0]} {
		ctx := contextFor(t, size)
		_, p := humanAgainstEasy(t, ctx)
		h5, _ := game.ParseSpace("H5")
		list := p.fx.animationsFor([]game.Event{{Kind: game.EvTilePlaced, Player: 1, Color: game.Blue, Cell: int16(h5), Cell2: -1}}, false)
		if len(list) != 1 || list[0].kind != glide {
			t.Fatalf("%s: a bot's tile gave %+v, want one glide", size.name, list)
		}
		an := list[0]
		if p.lay.Panel.In(int(an.x0), int(an.y0)) || p.lay.Players.In(int(an.x0), int(an.y0)) {
			t.Errorf("%s: the tile glides in from %.0f,%.0f, in the panel %v", size.name, an.x0, an.y0, p.lay.Panel)
		}
		if !p.lay.Board.In(int(an.x0), int(an.y0)) {
			t.Errorf("%s: the tile glides in from %.0f,%.0f, off the board %v", size.name, an.x0, an.y0, p.lay.Board)
		}
	}
}
