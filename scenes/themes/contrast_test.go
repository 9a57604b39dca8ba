//go:build display

package themes

import (
	"image/color"
	"math"
	"testing"
	"tigris/internal/wcag"

	"tigris/scenes/ui"
)

// worst is the lowest contrast of a look's words on the grounds they stand on.
func worst(l ui.Look) float64 {
	w := 21.0
	for _, ground := range []color.RGBA{l.Background, l.Panel, l.Well, l.Row, l.Log, l.Box, l.Current} {
		for _, ink := range []color.RGBA{l.Text, l.Dim} {
			w = math.Min(w, wcag.Contrast(ink, ground))
		}
	}
	return w
}

// High contrast, in both themes, by mouse and by finger and for a game keeping the other theme's
// names: every word, the dim ones too, clears 7:1 on every ground (it was about 5:1 for the dim
// words, and the setting left the screens as they were), the buttons' words clear 7:1 on the
// buttons, the look asks for the strong rims, and the words stay the theme's.
func TestHighContrastLooks(t *testing.T) {
	for _, theme := range []int{0, 1} {
		for _, touch := range []bool{false, true} {
			for _, th := range []*ui.Theme{For(theme, touch), KeepingNames(theme, 1-theme, touch)} {
				hc := Contrasted(th, true)
				if hc == th {
					t.Fatalf("theme %d (touch %v) has no high-contrast look", theme, touch)
				}
				if Contrasted(th, false) != th {
					t.Errorf("theme %d with the setting off is not itself", theme)
				}
				if got, was := worst(hc.Look), worst(th.Look); got < 7 || got <= was {
					t.Errorf("theme %d (touch %v): the words' least contrast is %.1f in high contrast, %.1f without", theme, touch, got, was)
				}
				if got := wcag.Contrast(hc.Text, hc.Button); got < 7 {
					t.Errorf("theme %d: a button's words at %.1f:1", theme, got)
				}
				if !hc.Contrast || th.Contrast {
					t.Errorf("theme %d: the strong rims are not asked for in high contrast alone", theme)
				}
				if hc.Say("farm") != th.Say("farm") || hc.Say("Click") != th.Say("Click") {
					t.Errorf("theme %d: high contrast changed the words", theme)
				}
			}
		}
	}
}
