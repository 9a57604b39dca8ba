//go:build display

package assets

import (
	"testing"

	"tigris/game"
)

// The science-fiction board shows a solar system on about one land space in four, not on every
// one: a sun on each space made the empty board look full of markers (issue 44's review).
func TestSystemsOnFewSpaces(t *testing.T) {
	land, marked := 0, 0
	for i := 0; i < game.NCells; i++ {
		if game.MapOf(game.StandardMap).River[i] {
			continue
		}
		land++
		if hasSystem(i) {
			marked++
		}
	}
	if marked == 0 || marked*3 > land {
		t.Errorf("%d of %d land spaces show a solar system, want some but at most a third", marked, land)
	}
}
