//go:build display

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The hot-seat hand-off's weight sits in the middle of the screen, not in its top third: its
// emblem, heading, words and Ready stood in the top fifth with two thirds of the page black under
// them (review 4, F5). The ink drawn (what stands out of the ground: the standard, the words,
// Ready, the summary) has its centre of gravity between 35% and 65% of the height, in both themes
// at every kind of screen; the pictures (TE_SCREENSHOTS) show the pages.
func TestHandoffWeightInTheMiddle(t *testing.T) {
	drawtest.Start(t)
	sizes := []screenSize{everySize[5], everySize[6], everySize[3], everySize[0]}
	for _, theme := range []int{0, settings.Space} {
		for _, size := range sizes {
			name := size.name
			if theme == settings.Space {
				name += "-space"
			}
			t.Run(name, func(t *testing.T) {
				st := settings.DefaultSettings()
				st.Theme = theme
				sh := &Shell{Store: storage.NewMemory(), Settings: st, Seed: 42}
				seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
				p, err := sh.Play(session.Config{Seats: seats, Seed: 9})
				if err != nil {
					t.Fatal(err)
				}
				d := &driver{t: t, ctx: contextFor(t, size), scene: p}
				defer func() { d.img.Deallocate() }()
				d.draw("handoff-look-" + name)
				checkWeight(t, d.img, d.ctx.Scale)
				d.click("ready") // Anna's turn, then Bo's hand-off with its summary
				te := p.sess.Reader.(turnEnder)
				for p.sess.State().Pending().Player == 0 {
					if te.TurnHeld() {
						if err := te.EndTurn(); err != nil {
							t.Fatal(err)
						}
						continue
					}
					if err := p.sess.Try(tileMove(p.sess.State())); err != nil {
						t.Fatal(err)
					}
					d.step(0, 0, false)
				}
				if pass, ok := p.sess.Reader.(interface{ PassOn() }); ok {
					pass.PassOn()
				}
				d.step(0, 0, false)
				d.draw("handoff-look-" + name + "-2")
				checkWeight(t, d.img, d.ctx.Scale)
			})
		}
	}
}

// checkWeight fails unless the picture's ink (pixels far from the ground's colour, the frame
// near the edges left out) has its centre of gravity in the middle band of the height.
func checkWeight(t *testing.T, img *ebiten.Image, u float64) {
	t.Helper()
	b := img.Bounds()
	W, H := b.Dx(), b.Dy()
	pix := make([]byte, 4*W*H)
	img.ReadPixels(pix)
	ground := pix[4*(H/2*W+int(8*u)) : 4*(H/2*W+int(8*u))+3] // outside the inlaid frame
	edge := int(24 * u)
	var sum, n float64
	for y := edge; y < H-edge; y++ {
		for x := edge; x < W-edge; x++ {
			i := 4 * (y*W + x)
			diff := 0
			for c := 0; c < 3; c++ {
				diff += abs(int(pix[i+c]) - int(ground[c]))
			}
			if diff > 240 {
				sum += float64(y)
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("nothing drawn on the hand-off")
	}
	if c := sum / n / float64(H); c < 0.35 || c > 0.65 {
		t.Errorf("the hand-off's ink has its centre of gravity at %.0f%% of the height, want 35-65%%", 100*c)
	}
}
