//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// A treasure rises with its tile when a conflict's staging lifts the tile: the lifted tile hid
// the coin lying on it, while a treasure choice that follows asks for it (issue 44). Archer's
// revolt from A2 lifts his temple at A1; with a treasure on A1 the picture of the lifted tile
// shows the coin where the same staging without one shows the tile's face. The pictures
// (TE_SCREENSHOTS) are the staging with the coin.
func TestTreasureRisesWithItsTile(t *testing.T) {
	drawtest.Start(t)
	plain := stagedRevoltPosition("rbbggk") // a commitment asked: the supporters are staged too
	withCoin := strings.Replace(plain, "\n    r. ", "\n    r* ", 1)
	if withCoin == plain {
		t.Fatal("no temple on A1 to put a treasure on")
	}
	a1, _ := game.ParseSpace("A1")
	picture := func(pos, name string) (patch []byte, cx, cy int) {
		p, start := stagedRevoltOf(t, pos)
		ctx := newContext(t)
		ctx.Now = start.Add(900 * time.Millisecond) // up, before it settles back at holdEnd
		p.Update(ctx)
		var lifted *anim
		for i, an := range p.anims.list {
			if an.kind == lift && an.cell == a1 {
				lifted = &p.anims.list[i]
			}
		}
		if lifted == nil {
			t.Fatal("the temple at A1 is not lifted")
		}
		img := render(p, ctx)
		savePicture(img, name)
		// the coin lies at (0.75, 0.25) of its tile's picture, raised with it
		x, y := p.lay.CellCentre(a1)
		lx, ly, side := liftSpot(x, y, p.lay.Cell, 1)
		cx, cy = int(lx+0.25*side), int(ly-0.25*side)
		half := int(p.lay.Cell * 0.06)
		for py := cy - half; py <= cy+half; py++ {
			for px := cx - half; px <= cx+half; px++ {
				r, g, b, _ := img.At(px, py).RGBA()
				patch = append(patch, byte(r>>8), byte(g>>8), byte(b>>8))
			}
		}
		img.Deallocate()
		return patch, cx, cy
	}
	without, _, _ := picture(plain, "")
	with, cx, cy := picture(withCoin, "lift-coin")
	differ := 0
	for i := range with {
		if d := int(with[i]) - int(without[i]); d > 40 || d < -40 {
			differ++
		}
	}
	if differ < len(with)/6 {
		t.Errorf("the lifted tile at A1 shows no coin round %d,%d: %d of %d channels differ from a tile without one", cx, cy, differ, len(with))
	}
}
