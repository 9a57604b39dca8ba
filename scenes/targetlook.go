package scenes

import (
	"image/color"
	"math"

	"tigris/assets"
	"tigris/engine"
)

// targetLook is how the legal targets of a carried piece are marked at a strength of the
// Highlight setting (1 to 3): the veil over the spaces it may not go, the wash and the rim of the
// ones it may, the rim's width for a unit u, and whether a second, inner rim is drawn.
type targetLook struct {
	veil, wash, rim, inner color.Color
	width                  float64
	doubled                bool
	// where too many spaces are legal to light each: tint is the soft wash over each of them, and
	// rings that each carries a bright ring instead (the strongest setting and high contrast: a
	// new player found some 150 bright rings on an open board loud, review 5)
	tint  color.Color
	rings bool
}

// targetsLook is the targets' look in palette pal. High contrast makes them unmistakable: a
// darker veil, a wider rim and the inner rim at every strength, in a colour that stands off the
// land (black on the ancient map, white among the stars).
func targetsLook(strength int, pal *assets.Palette, u float64) targetLook {
	l := targetLook{
		veil:    engine.RGBA(12, 8, 4, uint8([]int{0, 60, 90, 120}[strength])),
		wash:    engine.RGBA(255, 250, 215, uint8([]int{0, 30, 45, 60}[strength])),
		rim:     engine.RGBA(70, 235, 90, 230),
		inner:   engine.RGB(200, 255, 200),
		width:   math.Max(1.5, 2*u),
		doubled: strength == 3,
		tint:    engine.RGBA(255, 250, 215, uint8([]int{0, 16, 26, 0}[strength])),
		rings:   strength == 3,
	}
	if pal.Space {
		l.veil = engine.RGBA(0, 0, 8, uint8([]int{0, 80, 110, 140}[strength]))
		l.wash = engine.RGBA(190, 255, 200, uint8([]int{0, 25, 40, 55}[strength]))
		l.tint = engine.RGBA(190, 255, 200, uint8([]int{0, 14, 22, 0}[strength]))
	}
	if pal.Bold {
		l.veil = engine.RGBA(0, 0, 0, uint8([]int{0, 150, 170, 190}[strength]))
		l.wash = engine.RGBA(255, 255, 255, uint8([]int{0, 60, 75, 90}[strength]))
		l.rim = engine.RGB(40, 255, 70)
		l.inner = pal.Outline
		l.width = math.Max(3, 4*u)
		l.doubled = true
		l.rings = true
	}
	return l
}
