//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
)

// While tiles are chosen to swap, the status line says what to do on every size: on a phone its
// two lines were full with the turn, the actions and the treasures, and the words were dropped
// (review 6, m18).
func TestSwappingSaysWhatToDoOnEverySize(t *testing.T) {
	drawtest.Start(t)
	for _, size := range append(everyLayout, phone360) {
		ctx := contextFor(t, size)
		p := boardScreenDrawn(t, ctx, size, 2)
		if lines := strings.Join(p.topLines(ctx, true), " / "); !strings.Contains(lines, "swap away, then Swap") {
			t.Errorf("%s: choosing tiles to swap, the status line says %q", size.name, lines)
		}
		if lines := strings.Join(p.topLines(ctx, false), " / "); !strings.Contains(lines, "treasures on the board") {
			t.Errorf("%s: the status line says %q, without the treasures", size.name, lines)
		}
	}
}
