//go:build display

package scenes

import (
	"bytes"
	"image"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// On a phone's title, the button a lifted finger was over is drawn as with no finger at all: the
// finger that tapped Back on the screen before left the pointer on Learn to play, which stayed
// lit as if a mouse rested there (review 6, m31). A mouse resting there lights it.
func TestATapLeavesNoButtonLit(t *testing.T) {
	drawtest.Start(t)
	for theme, look := range []string{"", "-scifi"} {
		t.Run(look, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = theme
			ctx := contextFor(t, screenSize{"phone-3x", 390, 844, 3})
			d := &driver{t: t, ctx: ctx, scene: sh.Title()}
			defer d.free()
			d.step(-1000, -1000, false)
			r := hit(t, d, "learn")
			x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
			crop := func(name string) []byte {
				img := d.draw(name)
				pic := image.NewRGBA(img.Bounds())
				img.ReadPixels(pic.Pix)
				var out []byte
				for y := int(r.Y); y < int(r.Y+r.H); y++ {
					out = append(out, pic.Pix[pic.PixOffset(int(r.X), y):pic.PixOffset(int(r.X+r.W), y)]...)
				}
				return out
			}
			away := crop("")
			d.step(x, y, false) // the mouse rests on it
			if bytes.Equal(crop(""), away) {
				t.Fatal("a mouse resting on Learn to play does not light it")
			}
			ctx.In.Touch = true // a finger lifted there
			d.step(x, y, false)
			if !bytes.Equal(crop("tap-unlit-title-phone-3x"+look), away) {
				t.Error("a lifted finger leaves Learn to play lit")
			}
		})
	}
}

// hit is where the control with that id was drawn last.
func hit(t *testing.T, d *driver, id string) ui.Rect {
	t.Helper()
	d.fresh()
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return c.R
		}
	}
	t.Fatalf("no control %q", id)
	return ui.Rect{}
}
