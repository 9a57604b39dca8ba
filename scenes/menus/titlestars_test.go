//go:build display

package menus

import (
	"fmt"
	"image"
	"math"
	"testing"

	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// In space no star, painted or twinkling, stands in the title's lettering: a star by the r of
// "Reiner" read "Reinet" (review4 F8). The block the name and the line under it take, measured as
// they are lettered, holds no star-white pixel of the picture at any moment of its twinkling, at
// desktop and phone sizes.
func TestNoStarsInTheTitlesLettering(t *testing.T) {
	for _, s := range []struct {
		w, h  int
		scale float64
	}{{1280, 800, 1}, {1920, 1080, engine.UIScale(1920, 1080, 1)}, {1170, 2532, 3}} {
		t.Run(fmt.Sprintf("%dx%d", s.w, s.h), func(t *testing.T) {
			ctx := newContext(t, s.w, s.h, s.scale)
			h := newTestHost()
			h.pal, h.theme, h.settings.Theme = &assets.Space, &themes.Space, settings.Space
			title := NewTitle(h.host())
			shot := draw(ctx, title)
			drawtest.SavePicture(shot, fmt.Sprintf("title-space-%dx%d", s.w, s.h))
			lay := titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale)
			block := letteredBlock(ctx, h.theme, lay.heading, title.lettered)
			img := engine.NewImage(ctx.W, ctx.H)
			paintTitleScene(ctx, img, lay, h.pal)
			for k := 0; k < 12; k++ {
				drawTitleMotion(img, ctx, lay, true, 3+float64(k)*1.7)
				pix := image.NewRGBA(img.Bounds())
				img.ReadPixels(pix.Pix)
				if x, y, ok := starIn(pix, block); ok {
					t.Fatalf("a star at %d,%d, in the lettering %+v (moment %d)", x, y, block, k)
				}
			}
		})
	}
}

// letteredBlock is where drawHeading letters the name and the line under it in r (down to
// bottom): the wider of the two, centred.
func letteredBlock(ctx *engine.Context, th *ui.Theme, r ui.Rect, bottom float64) ui.Rect {
	u := ctx.Scale
	size := 50.0
	for size > 22 && th.Width("Tigris & Euphrates", ctx.Fonts.Face(size*u, true)) > r.W {
		size -= 2
	}
	w := th.Width("Tigris & Euphrates", ctx.Fonts.Face(size*u, true))
	w = math.Max(w, math.Min(r.W, th.Width("a game by Reiner Knizia · the science-fiction edition", ui.Face(ctx, 17, false))))
	return ui.Rect{X: r.X + (r.W-w)/2, Y: r.Y, W: w, H: bottom - r.Y}
}

// starIn finds a star-white pixel in r of pix: every channel bright, and blue at least red (the
// belts' rocks are brown, the nebula dark).
func starIn(pix *image.RGBA, r ui.Rect) (int, int, bool) {
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			c := pix.RGBAAt(x, y)
			if min(c.R, c.G, c.B) > 120 && c.B >= c.R {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}
