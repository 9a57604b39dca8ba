//go:build display

package scenes

import (
	"image"
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
)

// The replay draws the board in the theme the live board is drawn in: in the space theme each
// space of a game's start looks in its replay as it does on the board screen (not the ancient
// map under a space panel), at desktop and phone sizes.
func TestReplayDrawsTheThemesBoard(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			p := mapBoard(t, size, game.StandardMap, settings.Space, false)
			ctx := contextFor(t, size)
			live := paintedPixels(t, p, &p.boardView, ctx)
			sh := p.host.shell.(menuHost).sh
			rp := NewReplay(sh, p.sess.Record(), p.sess.Seats(), sh.Title()).(*Replay)
			played := paintedPixels(t, rp, nil, ctx)
			savePicture(ebiten.NewImageFromImage(played), "replay-space-"+size.name)
			worst, at := 0.0, 0
			for i := 0; i < game.NCells; i++ {
				a := meanRGB(live, p.lay.CellRect(i))
				b := meanRGB(played, rp.view.lay.CellRect(i))
				for k := range a {
					if d := math.Abs(a[k] - b[k]); d > worst {
						worst, at = d, i
					}
				}
			}
			if worst > 24 {
				t.Errorf("the replay draws %s unlike the board screen in the same theme (a channel %0.f apart)", game.SpaceName(at), worst)
			}
		})
	}
}

// paintedPixels is the screen s draws once its board (v, or a replay's) stands on its painted map
// with its full-size pieces.
func paintedPixels(t *testing.T, s engine.Scene, v *boardView, ctx *engine.Context) *image.RGBA {
	t.Helper()
	img := engine.NewImage(ctx.W, ctx.H)
	s.Draw(img, ctx)
	if rp, ok := s.(*Replay); ok {
		v = rp.view
	}
	waitForPieces(t, v)
	poll.Until(t, 30*time.Second, "the painted map", func() bool { v.fit(ctx); return !v.mapLater })
	ctx.Now = time.Now()
	s.Draw(img, ctx)
	pix := image.NewRGBA(img.Bounds())
	img.ReadPixels(pix.Pix)
	return pix
}
