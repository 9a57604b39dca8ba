//go:build display

package menus

import (
	"strings"
	"testing"

	"tigris/scenes/themes"
)

// deviceWords fails when a text said on the screen is not in the device's words: by mouse it
// clicks, by finger it taps, and neither presses (issue 44: the setup said "press" to both).
func deviceWords(t *testing.T, touch bool, said string) {
	t.Helper()
	want, not := "click", "tap"
	if touch {
		want, not = "tap", "click"
	}
	low := strings.ToLower(said)
	if !strings.Contains(low, want) || strings.Contains(low, not) || strings.Contains(low, "press") {
		t.Errorf("touch %v: %q: want %q, and neither %q nor \"press\"", touch, said, want, not)
	}
}

// The setup speaks of clicks by mouse and of taps by finger: the line naming the dynasties no seat
// plays and the tooltips of the seats' emblems, which each give a seat the next one.
func TestSetupSaysTheDevicesWord(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	for _, touch := range []bool{false, true} {
		h := newTestHost()
		h.theme = themes.For(0, touch)
		s := NewSetup(h.host()) // a person and two bots: one dynasty no seat plays
		img := draw(ctx, s)
		img.Deallocate()
		if s.sittingOut() == "" {
			t.Fatal("every dynasty has a seat in the usual game")
		}
		deviceWords(t, touch, h.theme.Say(s.sittingOut()))
		tips := 0
		for _, c := range s.ctl.Hits {
			for d := range idEmblem {
				if _, ok := idEmblem[d].Index(c.ID); ok && c.Enabled {
					deviceWords(t, touch, h.theme.Say(c.Tip))
					tips++
				}
			}
		}
		if tips == 0 {
			t.Error("no seat's emblem gives the seat another dynasty")
		}
	}
}
