// Package wcag measures colours as the Web Content Accessibility Guidelines (2.x) do: the tests
// of the pieces' and the themes' contrast read the same figure.
package wcag

import (
	"image/color"
	"math"
)

// Luminance is a colour's relative luminance, 0 (black) to 1 (white).
func Luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the contrast ratio of two colours, 1 to 21.
func Contrast(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}
