//go:build display

package menus

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// The card a seat's player is chosen on holds its heading, its choices and Cancel with a margin
// all round, as the title's menu holds its buttons (menuPad), and is no taller than they need
// where the screen has room: "Who plays Bull?" touched the card's corner at 1920x1080, over a card
// two fifths empty (review4 F14).
func TestWhoPlaysCardPadsItsHeading(t *testing.T) {
	for _, size := range shotSizes {
		for _, theme := range []int{0, settings.Space} {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				s := NewSetup(h.host())
				draw(ctx, s).Deallocate()
				s.choosing = 1
				img := draw(ctx, s)
				defer img.Deallocate()
				saveShot(t, img, fmt.Sprintf("setup-who-pad-%s-%s", size.name, settings.ThemeNames[theme]))
				u, card := ctx.Scale, s.pickCard
				pad := 14 * u // a phone's; wider screens more
				if size.name != "phone-390x844-3x" {
					pad = menuPad * u * 0.9
				}
				title := inkOf(img, ui.Rect{X: card.X, Y: card.Y, W: card.W, H: 60 * u}, h.theme.Accent)
				if title.W == 0 {
					t.Fatal("no heading drawn in the card")
				}
				if title.X-card.X < pad || title.Y-card.Y < pad {
					t.Errorf("the heading stands %.0f from the card's left and %.0f from its top, want %.0f", (title.X-card.X)/u, (title.Y-card.Y)/u, pad/u)
				}
				var last, cancel ui.Rect
				for _, c := range s.Controls().Hits {
					if c.ID == idPickCancel {
						cancel = c.R
					} else if _, ok := idPick.Index(c.ID); ok && c.R.Bottom() > last.Bottom() {
						last = c.R
					}
				}
				if card.Bottom()-cancel.Bottom() < pad || cancel.X-card.X < pad {
					t.Errorf("Cancel stands %.0f from the card's foot and %.0f from its left, want %.0f", (card.Bottom()-cancel.Bottom())/u, (cancel.X-card.X)/u, pad/u)
				}
				if size.name != "phone-390x844-3x" && s.list.Hidden() > 0 {
					t.Errorf("the choices scroll (%.0f hidden) on a screen with room for them", s.list.Hidden()/u)
				}
				if s.list.Hidden() == 0 && cancel.Y-last.Bottom() > 40*u {
					t.Errorf("%.0f of empty card between the last choice and Cancel", (cancel.Y-last.Bottom())/u)
				}
			})
		}
	}
}

// inkOf is the box of the pixels of colour c in r.
func inkOf(img *ebiten.Image, r ui.Rect, c interface{ RGBA() (r, g, b, a uint32) }) ui.Rect {
	pix := image.NewRGBA(img.Bounds())
	img.ReadPixels(pix.Pix)
	cr, cg, cb, _ := c.RGBA()
	x0, y0, x1, y1 := 1e9, 1e9, -1.0, -1.0
	for y := int(r.Y); y < int(r.Bottom()); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			p := pix.RGBAAt(x, y)
			if abs(int(p.R)-int(cr>>8))+abs(int(p.G)-int(cg>>8))+abs(int(p.B)-int(cb>>8)) < 24 {
				x0, y0, x1, y1 = min(x0, float64(x)), min(y0, float64(y)), max(x1, float64(x)), max(y1, float64(y))
			}
		}
	}
	if x1 < 0 {
		return ui.Rect{}
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0 + 1, H: y1 - y0 + 1}
}
