package engine

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// largeImage is the size, in pixels, from which NewImage keeps an image off the texture atlas.
const largeImage = 512 * 512

// NewImage is ebiten.NewImage for the pictures the game draws into and keeps (a board, a
// backdrop, a panel's surface, a screen in a test): one of a quarter of a million pixels or more
// gets a texture of its own, off Ebitengine's atlas. On the atlas such pictures, made anew at
// each layout, made its pages grow and be copied: laying out the nine lessons at three phone
// sizes allocated 8.8 GB of textures, 1.3 GB with the large pictures off it (docs/MEASUREMENTS.md).
func NewImage(w, h int) *ebiten.Image {
	if w*h < largeImage {
		return ebiten.NewImage(w, h)
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
