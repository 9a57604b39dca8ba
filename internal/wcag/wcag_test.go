package wcag

import (
	"image/color"
	"math"
	"testing"
)

// Black on white is 21:1, a colour on itself 1:1, and the figures the guidelines' own examples
// give: mid grey #777 on white is 4.48:1, just under the 4.5 that text asks for.
func TestContrastAsTheGuidelinesSay(t *testing.T) {
	white, black := color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}
	for _, c := range []struct {
		a, b color.RGBA
		want float64
	}{{black, white, 21}, {white, white, 1}, {color.RGBA{0x77, 0x77, 0x77, 255}, white, 4.48}} {
		if got := Contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%v on %v: %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}
