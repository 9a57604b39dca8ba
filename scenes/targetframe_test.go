//go:build display

package scenes

import (
	"fmt"
	"image/color"
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The frame a lesson (and the Hint) puts round the space to place on stands out from the board
// at every moment of its pulse, in both themes and at every size: a band at least 2 CSS px wide
// whose contrast with the board beneath is 3:1 or more on each side of the space. It was a gold
// line fading to a fifth of its strength, lost on the sand (issue 44). The pictures
// (TE_SCREENSHOTS) are the lesson's first screen.
func TestLessonTargetFrameStandsOut(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[5], everySize[6], everySize[0]} {
		for theme := range settings.ThemeNames {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				sh.Settings.Theme, sh.Settings.AnimSpeed = theme, 2
				ctx := contextFor(t, size)
				if err := sh.StartLesson(ctx, 0); err != nil {
					t.Fatal(err)
				}
				p := ctx.TakeSwitch().(*Play)
				poll.Until(t, 20*time.Second, "the lesson's target", func() bool {
					p.Update(ctx)
					return len(p.lesson.lit()) > 0
				})
				layOut(t, p, ctx)
				waitForPieces(t, &p.boardView)
				savePicture(render(p, ctx), fmt.Sprintf("lesson-target-%s-%s", size.name, settings.ThemeNames[theme]))
				r := p.lay.CellRect(p.lesson.lit()[0])
				u := p.lay.U
				base := engine.NewImage(ctx.W, ctx.H)
				defer base.Deallocate()
				p.drawPosition(base, ctx, -1)
				framed := engine.NewImage(ctx.W, ctx.H)
				defer framed.Deallocate()
				start := ctx.Now
				for k := range 12 { // one period of the pulse and more
					ctx.Now = start.Add(time.Duration(k) * 97 * time.Millisecond)
					framed.Clear()
					framed.DrawImage(base, nil)
					pulse(framed, ctx, r, u, true)
					cy, cx := int(r.Y+r.H/2), int(r.X+r.W/2)
					left := standsOut(framed, base, int(r.X-10*u), int(r.X+6*u), cy, true)
					top := standsOut(framed, base, int(r.Y-10*u), int(r.Y+6*u), cx, false)
					if need := int(math.Ceil(2 * ctx.Device)); left < need || top < need {
						t.Fatalf("at %v in its pulse the frame stands out %d px on the left, %d on top: fewer than %d", ctx.Now.Sub(start), left, top, need)
					}
				}
			})
		}
	}
}

// standsOut counts the pixels along a row (at y = at, from a to b) or a column (at x = at) whose
// contrast between the framed picture and the board beneath is 3:1 or more.
func standsOut(framed, base *ebiten.Image, a, b, at int, row bool) int {
	n := 0
	for i := a; i < b; i++ {
		x, y := i, at
		if !row {
			x, y = at, i
		}
		if contrast(framed.At(x, y), base.At(x, y)) >= 3 {
			n++
		}
	}
	return n
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}
