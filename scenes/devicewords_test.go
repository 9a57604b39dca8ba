//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/lessons"
	"tigris/scenes/themes"
)

// pressedBy is a text's fault in a device's words, or "": by finger it neither clicks nor presses
// (a finger taps), by mouse it presses only keys (it clicks buttons).
func pressedBy(touch bool, said string) string {
	low := strings.ToLower(said)
	if touch {
		for _, w := range []string{"press", "click"} {
			if strings.Contains(low, w) {
				return w
			}
		}
		return ""
	}
	for _, key := range []string{"press space", "press esc", "press enter"} {
		low = strings.ReplaceAll(low, key, "")
	}
	if strings.Contains(low, "press") {
		return "press"
	}
	return ""
}

// The board screen's texts name a button the way the device works it: the hot seat's hand-off
// ("who clicks Ready", "who taps Ready"), the status line of a turn waiting for End turn, and the
// lessons' words; "press" was neither device's word (issue 44), and it stays for keys alone.
func TestTheBoardSaysTheDevicesWord(t *testing.T) {
	texts := []string{handoffText("Bo"), heldWords(false)}
	for _, l := range lessons.All {
		texts = append(texts, l.Intro)
		for _, s := range l.Steps {
			texts = append(texts, s.Ask, s.Why)
		}
	}
	for _, touch := range []bool{false, true} {
		for theme := 0; theme < 2; theme++ {
			th := themes.For(theme, touch)
			for _, s := range texts {
				if w := pressedBy(touch, th.Say(s)); w != "" {
					t.Errorf("touch %v: %q says %q", touch, th.Say(s), w)
				}
			}
		}
	}
	for touch, want := range map[bool]string{false: "who clicks Ready", true: "who taps Ready"} {
		if said := themes.For(0, touch).Say(handoffText("Bo")); !strings.Contains(said, want) {
			t.Errorf("touch %v: the hand-off says %q", touch, said)
		}
	}
}
