//go:build display

package ui

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

func lum(c color.Color) int {
	r, g, b, _ := c.RGBA()
	return int(r>>8)*3 + int(g>>8)*6 + int(b>>8)
}

// A card of either material stands off the screen: its upper-left bevel catches the light, its
// lower edge is in shade, a shadow falls below it, its face is grained (not one flat colour), and
// it is baked once per size: the next frame's card is the same picture.
func TestMaterialHasDepthAndIsBakedOnce(t *testing.T) {
	ctx := newContext(t)
	for _, mat := range []Material{Clay, Glass} {
		th := &Theme{Look: Look{Background: engine.RGB(38, 34, 30), Box: engine.RGB(90, 80, 70), Accent: engine.RGB(232, 184, 48), Material: mat}}
		img := engine.NewImage(400, 300)
		img.Fill(th.Background)
		r := Rect{X: 100, Y: 80, W: 200, H: 120}
		th.Card(img, ctx, r, th.Box)
		top, bottom := lum(img.At(200, 82)), lum(img.At(200, 197))
		if top <= bottom+30 {
			t.Errorf("material %d: the lit top edge (%d) is not brighter than the shaded bottom (%d)", mat, top, bottom)
		}
		if below, ground := lum(img.At(200, 204)), lum(th.Background); below >= ground {
			t.Errorf("material %d: no shadow under the card (%d against the ground's %d)", mat, below, ground)
		}
		seen := map[color.Color]bool{}
		for x := 130; x < 270; x += 3 {
			seen[img.At(x, 140)] = true
		}
		if len(seen) < 4 {
			t.Errorf("material %d: the face is %d colours along a line: no grain", mat, len(seen))
		}
		s := skinOf(ctx)
		n := len(s.baked)
		th.Card(img, ctx, r, th.Box)
		if len(s.baked) != n {
			t.Errorf("material %d: the same card was baked again", mat)
		}
		th.Card(img, ctx, Rect{X: 100, Y: 80, W: 220, H: 120}, th.Box)
		if len(s.baked) != n+1 {
			t.Errorf("material %d: a card of another size was not baked (%d pictures, had %d)", mat, len(s.baked), n)
		}
		img.Deallocate()
	}
}

// A button's hover and press differ from its rest: lighter under the pointer, sunk when pressed.
func TestButtonStates(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{Look: Look{Background: engine.RGB(38, 34, 30), Button: engine.RGB(112, 84, 46), ButtonHot: engine.RGB(150, 112, 60),
		Text: engine.RGB(240, 232, 214), Accent: engine.RGB(232, 184, 48), Frame: engine.RGB(20, 18, 16), Material: Clay}}
	r := Rect{X: 20, Y: 20, W: 160, H: 44}
	at := func(x, y int, down bool) *ebiten.Image {
		img := engine.NewImage(200, 90)
		img.Fill(th.Background)
		ctx.In.X, ctx.In.Y, ctx.In.Down = x, y, down
		th.button(img, ctx, r, "", ID{}, true, Plain)
		return img
	}
	rest, hot, pressed := at(0, 0, false), at(100, 40, false), at(100, 40, true)
	defer func() { rest.Deallocate(); hot.Deallocate(); pressed.Deallocate() }()
	if lum(hot.At(100, 40)) <= lum(rest.At(100, 40)) {
		t.Error("the button is no lighter under the pointer")
	}
	// raised, its top edge is lit; pressed in, the top edge is in shade and no shadow falls below
	if lum(pressed.At(100, 21)) >= lum(hot.At(100, 21)) {
		t.Errorf("the pressed button's top edge (%d) is as lit as the raised one's (%d)", lum(pressed.At(100, 21)), lum(hot.At(100, 21)))
	}
	if lum(pressed.At(100, 67)) <= lum(hot.At(100, 67)) {
		t.Error("the pressed button still casts its shadow")
	}
}

// A card's ground is woven (the board game's reed, the edition's mesh): across it the light
// rises and falls more than on a plain slab of the same colour; a large card has the accent
// inlaid inside its rim, a small one (a list's row) not.
func TestCardIsWovenAndInlaid(t *testing.T) {
	ctx := newContext(t)
	for _, mat := range []Material{Clay, Glass} {
		th := &Theme{Look: Look{Background: engine.RGB(38, 34, 30), Box: engine.RGB(60, 54, 46), Accent: engine.RGB(232, 184, 48), Material: mat}}
		spread := func(woven bool) float64 { // how much the light changes from a pixel to the next but one: fine texture, not the sheen's slow change
			img := engine.NewImage(400, 300)
			defer img.Deallocate()
			th.Slab(img, ctx, Rect{X: 50, Y: 50, W: 300, H: 200}, Surface{Fill: th.Box, Edge: th.Box, Radius: 10, Rim: 1, Lift: 0.8, Woven: woven})
			var sum, n float64
			for y := 130; y < 170; y++ {
				for x := 120; x < 280; x++ {
					sum += math.Abs(float64(lum(img.At(x, y)) - lum(img.At(x+2, y+1))))
					n++
				}
			}
			return sum / n
		}
		plain, woven := spread(false), spread(true)
		t.Logf("material %d: %.1f plain, %.1f woven", mat, plain, woven)
		if woven < plain*1.3 {
			t.Errorf("material %d: the woven ground's light changes %.1f a step, a plain slab's %.1f: not woven", mat, woven, plain)
		}
		gold := func(r Rect) bool { // the accent's line a few units inside the left rim, halfway down
			img := engine.NewImage(400, 300)
			defer img.Deallocate()
			th.Card(img, ctx, r, th.Box)
			y := int(r.Y + r.H/2)
			for x := int(r.X) + 3; x < int(r.X)+9; x++ {
				if c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c.R > 150 && c.R > c.B+60 {
					return true
				}
			}
			return false
		}
		if !gold(Rect{X: 50, Y: 50, W: 300, H: 200}) {
			t.Errorf("material %d: no accent inlaid inside a large card's rim", mat)
		}
		if gold(Rect{X: 50, Y: 50, W: 300, H: 44}) {
			t.Errorf("material %d: a list row's small card has the inlay", mat)
		}
	}
}
