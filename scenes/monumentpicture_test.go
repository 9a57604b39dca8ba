//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
)

// The monument dialog shows each monument it offers as a picture, drawn as the board draws it,
// before its words (it offered words alone, "Red-blue", while the panel showed pictures: review
// 6, d39), on the desktops, a tablet and a phone; declining has no picture.
func TestMonumentChoicesArePictured(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"tablet-portrait-2x", 820, 1180, 2}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := hotSeatAt(t, d, "monument.pos", 0)
			defer func() { d.free() }()
			if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			d.look("monument-pictures-" + size.name)
			pictured, offered := 0, 0
			for i, o := range p.dlg.cur.Options {
				for _, c := range p.ctl.Hits {
					if c.ID != idOption.At(i) {
						continue
					}
					if o.Move.Monument == game.NoMonument {
						if c.Icon {
							t.Errorf("%q shows a picture", c.Label)
						}
						continue
					}
					offered++
					if c.Icon {
						pictured++
					} else {
						t.Errorf("the choice %q (%v) shows no picture of its monument", c.Label, c.R)
					}
				}
			}
			if offered == 0 {
				t.Fatal("the dialog offers no monument")
			}
		})
	}
}
