//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// The hinted space shows the hinted piece as a ghost (a temple for "Place a temple at H4") and
// its frame keeps most of its strength while it pulses: the old frame dipped to a fifth and the
// reviewer found the space only by zooming (issue 44). Pictures in both themes with
// TE_SCREENSHOTS=folder.
func TestHintTargetShowsThePiece(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		for theme, look := range []string{"", "-scifi"} {
			t.Run(size.name+look, func(t *testing.T) {
				ctx := contextFor(t, size)
				d := &driver{t: t, ctx: ctx}
				p := hotSeatAt(t, d, "twowars.pos", theme)
				defer func() { d.free() }()
				d.step(0, 0, false)
				h4 := mustSpace(t, "H3")
				hint := p.sess.DescribeHint(game.TileMove(game.Red, h4))
				p.hints.shown = &hint
				p.banner.sayFor("Hint: "+hint.Text+".", time.Minute)
				d.look("hint-target-" + size.name + look)
				if hint.Cell != h4 {
					t.Fatalf("the hint names space %d, not H3", hint.Cell)
				}
				if img := hintGhost(p.sprites, p.sess.Reader, hint.Move); img == nil || img != p.sprites.Tiles[game.Red] {
					t.Error("the hinted space shows no ghost of the temple to place")
				}
			})
		}
	}
	low := uint8(255)
	for ms := int64(0); ms < 4000; ms += 7 {
		low = min(low, hintAlpha(ms, true))
	}
	if low < 190 {
		t.Errorf("the hinted space's frame fades to %d of 255 as it pulses", low)
	}
}
