//go:build display

package ui

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// A button lights under a resting mouse, and under a finger while it touches; once the finger
// lifts the button is drawn as with the pointer away: a touch screen has no hover, and the button
// tapped (Learn to play on the title) stayed lit (review 6, m31).
func TestALiftedFingerLightsNoButton(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{Look: Look{Button: engine.RGB(40, 60, 120), ButtonHot: engine.RGB(70, 110, 190), Accent: engine.RGB(90, 200, 230), Text: engine.RGB(240, 240, 240)}}
	r := Rect{X: 20, Y: 20, W: 200, H: 44}
	var c Controls
	drawn := func(x, y int, down, touch bool) []byte {
		ctx.In.X, ctx.In.Y, ctx.In.Down, ctx.In.Touch = x, y, down, touch
		img := ebiten.NewImage(240, 84)
		defer img.Deallocate()
		c.Begin(th)
		c.Styled(img, ctx, r, "Learn to play", Named("lessons"), "", true, Plain)
		pic := image.NewRGBA(img.Bounds())
		img.ReadPixels(pic.Pix)
		return pic.Pix
	}
	away := drawn(600, 600, false, false)
	if bytes.Equal(drawn(100, 40, false, false), away) {
		t.Fatal("a mouse resting on the button does not light it")
	}
	if bytes.Equal(drawn(100, 40, true, true), away) {
		t.Error("a finger on the button does not light it")
	}
	if !bytes.Equal(drawn(100, 40, false, true), away) {
		t.Error("the finger lifted, the button it tapped stays lit")
	}
}
