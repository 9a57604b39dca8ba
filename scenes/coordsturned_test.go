//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/coords"
	"tigris/scenes/internal/drawtest"
)

// On a phone held upright the turned board's coordinates are legible: 14 CSS px or more (they
// were 11, in the dim colour, and a new player could not read them: issue 44), each row's letter
// in the room at the board's left, each column's number within its space's width, and the band
// of numbers above the board clear of the status line, so none lies on a piece or a word.
func TestTheTurnedBoardsCoordinatesAreLegible(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], phone2x, everySize[2]} {
		ctx := contextFor(t, size)
		p, d := revoltAtAnnasTurn(t, ctx)
		d.draw("turned-coords-" + size.name)
		l := &p.lay
		if !l.Turned {
			t.Fatalf("%s: the board is not turned", size.name)
		}
		px := l.CoordSize()
		if css := px / ctx.Device; css < 14 {
			t.Errorf("%s: the coordinates are %.1f CSS px", size.name, css)
		}
		face := ctx.Fonts.Face(px, true)
		th := p.theme()
		g := l.Grid()
		side := l.Board.X - l.FrameBand() - coords.SideGap*l.U
		for sr := 0; sr < g.Down(); sr++ {
			if w := th.Width(g.SideLabel(sr), face); w > side {
				t.Errorf("%s: row %q is %.0f px wide in %.0f px at the board's left", size.name, g.SideLabel(sr), w, side)
			}
		}
		for sc := 0; sc < g.Across(); sc++ {
			if w := th.Width(g.TopLabel(sc), face); w > l.Cell*0.9 {
				t.Errorf("%s: column %q is %.0f px wide over spaces of %.0f", size.name, g.TopLabel(sc), w, l.Cell)
			}
		}
		if top := l.Letters().Y; top < l.StatusBottom() {
			t.Errorf("%s: the numbers' band at y %.0f runs into the status line ending at %.0f", size.name, top, l.StatusBottom())
		}
	}
}
