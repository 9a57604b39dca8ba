package assets

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/relief"
	"tigris/engine"
	"tigris/game"
)

// NewSeals bakes the four dynasties' seals (their house face and emblem, relief.Seal) px pixels
// square in the palette: the title's standards show these, not a leader with its kind's badge.
// Larger than sealPx they are baked at that size and drawn scaled.
func NewSeals(px int, pal *Palette) [game.NumDynasties]*ebiten.Image {
	n := max(8, min(px, sealPx))
	var out [game.NumDynasties]*ebiten.Image
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		img := engine.NewImage(n, n)
		img.WritePixels(relief.Bake(relief.Piece{Kind: relief.Seal, Dynasty: d}, n, pal.colors()))
		out[d] = img
	}
	return out
}

// sealPx is the largest seal baked: four of them once for the title's picture, on a 4K screen
// still sharp (the pieces' syncPx, 64, drew them soft there).
const sealPx = 144

// NewSeal bakes one dynasty's seal as NewSeals does: the hot-seat hand-off shows the next
// player's alone.
func NewSeal(d game.Dynasty, px int, pal *Palette) *ebiten.Image {
	n := max(8, min(px, sealPx))
	img := engine.NewImage(n, n)
	img.WritePixels(relief.Bake(relief.Piece{Kind: relief.Seal, Dynasty: d}, n, pal.colors()))
	return img
}
