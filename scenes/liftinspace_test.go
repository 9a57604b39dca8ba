//go:build display

package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// A conflict's staging lifts its pieces within their own spaces (issue 44, review 3: a lifted
// temple on the first row stood over the board's frame, and a lifted temple hid half the leader
// fighting beside it and its count); only its side's ring reaches round the space, short of the
// next space's tile. Archer's revolt from A2 lifts his temples at A1 (the board's
// corner) and B2 and both priests; the picture at the staging's height differs from the same
// moment without the lifts only inside the lifted spaces, and every tile is lifted before (so
// drawn under) the leaders. The picture (TE_SCREENSHOTS) is the staging at its height.
func TestLiftStaysInItsSpace(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			liftStaysInItsSpace(t, contextFor(t, size), size.name)
		})
	}
}

// liftStaysInItsSpace is TestLiftStaysInItsSpace on ctx's screen.
func liftStaysInItsSpace(t *testing.T, ctx *engine.Context, name string) {
	p, start := stagedRevoltAt(t, stagedRevoltPosition("rbbggk"), ctx)
	ctx.Now = start.Add(900 * time.Millisecond) // up, before it settles back at holdEnd
	p.Update(ctx)
	lifted := map[int]bool{}
	leaderSeen := false
	for _, an := range p.anims.list {
		if an.kind != lift {
			continue
		}
		lifted[an.cell] = true
		if !isTileSprite(p, an.img()) {
			leaderSeen = true
		} else if leaderSeen {
			t.Errorf("the tile at %s is lifted after a leader: it is drawn over the leader", game.SpaceName(an.cell))
		}
	}
	for _, sp := range []string{"A1", "B2", "A2", "C2"} {
		if !lifted[mustSpace(t, sp)] {
			t.Fatalf("%s is not lifted (lifted: %v)", sp, lifted)
		}
	}
	pixels := func(p *Play) []byte {
		img := render(p, ctx)
		defer img.Deallocate()
		buf := make([]byte, 4*ctx.W*ctx.H)
		img.ReadPixels(buf)
		return buf
	}
	savePicture(render(p, ctx), "lift-in-space-"+name)
	with := pixels(p)
	kept := p.anims.list
	var still []anim
	for _, an := range kept {
		if an.kind != lift {
			still = append(still, an)
		}
	}
	p.anims.list = still
	without := pixels(p)
	p.anims.list = kept
	inLifted := func(x, y int) bool {
		for c := range lifted {
			r := p.lay.CellRect(c)
			m := 1 + r.W*(ringOut+ringEdge) // its side's ring reaches round it (supportermarks.go), short of the next tile
			if float64(x) >= r.X-m && float64(x) < r.X+r.W+m && float64(y) >= r.Y-m && float64(y) < r.Y+r.H+m {
				return true
			}
		}
		return false
	}
	outside, where := changedBeside(p, ctx, with, without, inLifted)
	if outside > 0 {
		b := p.lay.Board
		t.Errorf("the lifted pieces change %d pixels outside their spaces, the first at %v (the board %v..%v)", outside, where, [2]float64{b.X, b.Y}, [2]float64{b.X + b.W, b.Y + b.H})
	}
}

// isTileSprite reports that img is one of the board's tile pictures.
func isTileSprite(p *Play, img *ebiten.Image) bool {
	for _, t := range p.sprites.Tiles {
		if t == img {
			return true
		}
	}
	return false
}

// differs reports two pixels' colours apart by more than tol in a channel.
func differs(a, b []byte, tol int) bool {
	for k := range a {
		if d := int(a[k]) - int(b[k]); d > tol || d < -tol {
			return true
		}
	}
	return false
}

// changedBeside counts the pixels that differ between two pictures on the board and its frame,
// half a space round it (where the old lift poked out), outside the lifted spaces and the panel
// (its rows say the staging's step in words of their own), and the first of them.
func changedBeside(p *Play, ctx *engine.Context, with, without []byte, inLifted func(x, y int) bool) (outside int, where [2]int) {
	b := p.lay.Board
	half := p.lay.Cell / 2
	for y := max(0, int(b.Y-half)); y < min(ctx.H, int(b.Bottom()+half)); y++ {
		for x := max(0, int(b.X-half)); x < min(ctx.W, int(b.X+b.W+half)); x++ {
			i := 4 * (y*ctx.W + x)
			if differs(with[i:i+3], without[i:i+3], 24) && !inLifted(x, y) && !p.lay.Panel.In(x, y) {
				if outside == 0 {
					where = [2]int{x, y}
				}
				outside++
			}
		}
	}
	return outside, where
}
