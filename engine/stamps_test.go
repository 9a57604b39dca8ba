//go:build display

package engine

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stamps are their owner's: one set draws a stamp once and gives it back after, another set
// draws its own, so two contexts (two screens, two tests) never share or race on them.
func TestStampsBelongToTheirOwner(t *testing.T) {
	var a, b Stamps
	drawn := 0
	draw := func() *ebiten.Image { drawn++; return new(ebiten.Image) }
	first := a.Stamp(discKey(3), draw)
	if a.Stamp(discKey(3), draw) != first || drawn != 1 {
		t.Fatalf("a stamp asked for again was drawn again (%d drawings)", drawn)
	}
	if b.Stamp(discKey(3), draw) == first || drawn != 2 {
		t.Fatal("another owner's stamps gave back the first owner's")
	}
	if a.Stamp(discKey(4), draw) == first || drawn != 3 {
		t.Fatal("a disc of another radius came from the same stamp")
	}
}
