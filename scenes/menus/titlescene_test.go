//go:build display

package menus

import (
	"image/color"
	"testing"

	"tigris/assets"
	"tigris/scenes/themes"
)

// The title is an illustration in both themes, painted once for its size: a sky above a land (or
// space above a planet) of many colours, the four standards at the foot, and the same picture
// reused by the next frame.
func TestTitleIsIllustrated(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	for _, space := range []bool{false, true} {
		h := newTestHost()
		if space {
			h.pal, h.theme = &assets.Space, &themes.Space
		}
		title := NewTitle(h.host())
		img := draw(ctx, title)
		kept := h.backdrop.img
		seen := map[color.Color]bool{}
		for y := 0; y < 800; y += 7 {
			for x := 0; x < 400; x += 7 { // the left of the screen, beside the card
				seen[img.At(x, y)] = true
			}
		}
		if len(seen) < 200 {
			t.Errorf("space %v: %d colours beside the card: not a picture", space, len(seen))
		}
		// a standard stands at the lower left: its pole is dark wood among the land
		if c := color.RGBAModel.Convert(img.At(77, 650)).(color.RGBA); int(c.R)+int(c.G)+int(c.B) > 300 {
			t.Errorf("space %v: no standard's pole at the lower left (%v)", space, c)
		}
		img.Deallocate()
		draw(ctx, title).Deallocate()
		if h.backdrop.img != kept {
			t.Errorf("space %v: the picture was painted again for the same size", space)
		}
	}
}
