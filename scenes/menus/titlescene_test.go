//go:build display

package menus

import (
	"image/color"
	"testing"

	"tigris/assets"
	"tigris/game"
	"tigris/scenes/themes"
)

// The title is an illustration in both themes, painted once for its size: a sky above a land (or
// space above a planet) of many colours beside the menu, the four standards at the foot each a
// banner in its dynasty's house colour (they were one yellow for all four), and the same picture
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
		lay := titleLayout(1280, 800, 1)
		seen := map[color.Color]bool{}
		for y := 0; y < 800; y += 7 {
			for x := int(title.card.X + title.card.W + 8); x < 1280; x += 7 { // the picture beside the menu
				seen[img.At(x, y)] = true
			}
		}
		if len(seen) < 200 {
			t.Errorf("space %v: %d colours beside the menu: not a picture", space, len(seen))
		}
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			x, foot, s := lay.standards[d][0], lay.standards[d][1], lay.standards[d][2]
			// its pole, under the banner, is dark wood (or a mast) among the land
			if c := rgba(img.At(int(x+s*0.02), int(foot-s*0.2))); int(c.R)+int(c.G)+int(c.B) > 300 {
				t.Errorf("space %v: no %s's pole at its foot (%v)", space, d, c)
			}
			// its banner, beside the seal, is the dynasty's house colour
			c, want := rgba(img.At(int(x-s*0.33), int(foot-s*standardTall+s*1.6))), h.pal.House[d]
			if !nearColour(c, want, 48) {
				t.Errorf("space %v: the %s's banner is %v, not its house colour %v", space, d, c, want)
			}
		}
		img.Deallocate()
		draw(ctx, title).Deallocate()
		if h.backdrop.img != kept {
			t.Errorf("space %v: the picture was painted again for the same size", space)
		}
	}
}

func rgba(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

// nearColour reports that two colours differ by at most d in each channel.
func nearColour(a, b color.RGBA, d int) bool {
	diff := func(x, y uint8) bool { return int(x)-int(y) <= d && int(y)-int(x) <= d }
	return diff(a.R, b.R) && diff(a.G, b.G) && diff(a.B, b.B)
}
