//go:build display

package ui

import (
	"image/color"
	"testing"

	"tigris/engine"
)

// On a phone the results' row of three keeps one text size: "See the board" gets the room its
// words need instead of a smaller face than "Replay" and "Close" beside it; on a desktop the
// three are equal.
func TestRowWidthsKeepOneTextSize(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{}
	labels := []string{"See the board", "Replay", "Close"}
	f := Face(ctx, 15, true)
	for _, total := range []float64{310, 640} {
		ws := th.RowWidths(ctx, labels, total, 12)
		sum := 24.0
		for i, w := range ws {
			sum += w
			if th.Width(labels[i], f) > w-10*ctx.Scale {
				t.Errorf("row of %v: %q does not fit its %.0f px in the buttons' face", total, labels[i], w)
			}
		}
		if sum < total-0.5 || sum > total+0.5 {
			t.Errorf("row of %v: the buttons and gaps take %.1f", total, sum)
		}
		if total == 640 && (ws[0] != ws[1] || ws[1] != ws[2]) {
			t.Errorf("a wide row's buttons differ: %v", ws)
		}
	}
}

// A switch shows its state by more than its words: on, its track at the right is lit in the
// accent colour; off, none of it is.
func TestSwitchShowsOnAndOff(t *testing.T) {
	ctx := newContext(t)
	th := &Theme{Look: Look{Background: engine.RGB(38, 34, 30), Button: engine.RGB(112, 84, 46), ButtonHot: engine.RGB(150, 112, 60),
		Text: engine.RGB(240, 232, 214), Dim: engine.RGB(170, 160, 140), Accent: engine.RGB(232, 184, 48), Frame: engine.RGB(20, 18, 16), Material: Clay}}
	r := Rect{X: 10, Y: 10, W: 220, H: 44}
	lit := func(on bool) int {
		img := engine.NewImage(240, 64)
		defer img.Deallocate()
		var c Controls
		c.Begin(th)
		c.Switch(img, ctx, r, "Buildings", on, Named("buildings"), "")
		s := SwitchRect(r, r.H-2, ctx.Scale)
		n := 0
		for y := int(s.Y); y < int(s.Y+s.H); y++ {
			for x := int(s.X); x < int(s.X+s.W); x++ {
				c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
				if near(c, th.Accent, 30) {
					n++
				}
			}
		}
		return n
	}
	on, off := lit(true), lit(false)
	if on < 100 || off > 0 {
		t.Errorf("accent pixels in the switch: %d on, %d off", on, off)
	}
}

func near(a, b color.RGBA, d int) bool {
	diff := func(x, y uint8) bool { return int(x)-int(y) <= d && int(y)-int(x) <= d }
	return diff(a.R, b.R) && diff(a.G, b.G) && diff(a.B, b.B)
}
