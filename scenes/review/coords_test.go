//go:build display

package review

import (
	"image"
	"testing"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// The review's board names its columns A–P above it and its rows 1–11 at its left, as the board
// screen's does (the review's words name spaces: issue 44), inside the room the screen gives it,
// at a desktop's size and a phone's. The pictures (TE_SCREENSHOTS) are the whole review screen.
func TestReviewBoardNamesItsSpaces(t *testing.T) {
	rec := botRecord(t)
	for _, s := range []size{sizes[0], sizes[2]} {
		t.Run(s.name, func(t *testing.T) {
			ctx := contextAt(t, s)
			img := engine.NewImage(ctx.W, ctx.H)
			defer img.Deallocate()
			u := ctx.Scale
			r := ui.Rect{X: 10 * u, Y: 10 * u, W: float64(ctx.W) - 20*u, H: float64(ctx.H) * 0.4}
			b := board{pal: &assets.Normal}
			defer b.dispose()
			br := gridRect(b.draw(img, ctx, themes.For(0, false), r, rec.Start(), nil, false))
			if br.X < r.X || br.Y < r.Y || br.X+br.W > r.X+r.W+0.5 || br.Bottom() > r.Bottom()+0.5 {
				t.Fatalf("the board %v leaves its room %v", br, r)
			}
			pic := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
			img.ReadPixels(pic.Pix)
			cell := br.W / game.Cols
			for c := 0; c < game.Cols; c++ {
				box := image.Rect(int(br.X+float64(c)*cell), int(r.Y), int(br.X+float64(c+1)*cell), int(br.Y))
				if n := inked(pic, box); n < 4 {
					t.Errorf("column %c: %d pixels of a letter above the board", 'A'+c, n)
				}
			}
			for row := 0; row < game.Rows; row++ {
				box := image.Rect(int(r.X), int(br.Y+float64(row)*cell), int(br.X), int(br.Y+float64(row+1)*cell))
				if n := inked(pic, box); n < 4 {
					t.Errorf("row %d: %d pixels of a number beside the board", row+1, n)
				}
			}
			sc := New(Host{Theme: themes.For(0, false), Pal: &assets.Normal, Options: quick}, rec, []string{"Anna", ""}, back{})
			sc.run.stop()
			sc.Update(ctx)
			img.Clear()
			sc.Draw(img, ctx)
			drawtest.SavePicture(img, "review-coords-"+s.name)
		})
	}
}

// inked counts the pixels in a box that stand out from the screen's ground (fully transparent
// here) by at least a fifth of the range: the strokes of a letter.
func inked(pic *image.RGBA, box image.Rectangle) int {
	n := 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if c := pic.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) >= 150 {
				n++
			}
		}
	}
	return n
}
