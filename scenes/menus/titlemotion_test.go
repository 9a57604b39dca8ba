//go:build display

package menus

import (
	"image"
	"testing"
	"time"

	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/themes"
)

// The title's picture moves (glints on the rivers, birds; in space twinkling stars): a few
// redraws a second, the picture differing between two moments; with the animations off it
// asks for no redraw and stays still.
func TestTitleMoves(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	for _, space := range []bool{false, true} {
		for _, speed := range []int{2, 0} {
			h := newTestHost()
			h.settings.AnimSpeed = speed
			if space {
				h.pal, h.theme = &assets.Space, &themes.Space
			}
			title := NewTitle(h.host())
			start := time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)
			pictureAt := func(at time.Time) *image.RGBA {
				ctx.Now = at
				title.Update(ctx)
				img := engine.NewImage(ctx.W, ctx.H)
				defer img.Deallocate()
				title.Draw(img, ctx)
				pix := image.NewRGBA(img.Bounds())
				img.ReadPixels(pix.Pix)
				return pix
			}
			a := pictureAt(start)
			ctx.Now = start.Add(30 * time.Millisecond)
			soon, _ := title.Update(ctx)
			ctx.Now = start.Add(titleStep + 30*time.Millisecond)
			later, _ := title.Update(ctx)
			b := pictureAt(start.Add(2*time.Second + 500*time.Millisecond))
			moved := 0
			for i := 0; i < len(a.Pix); i += 4 {
				if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
					moved++
				}
			}
			if soon {
				t.Errorf("space %v speed %d: a redraw asked 30 ms after the last", space, speed)
			}
			if speed > 0 && (!later || moved < 200) {
				t.Errorf("space %v: the picture does not move (redraw asked %v, %d pixels changed)", space, later, moved)
			}
			if speed == 0 && (later || moved > 0) {
				t.Errorf("space %v, animations off: the picture moves (redraw asked %v, %d pixels changed)", space, later, moved)
			}
		}
	}
}
