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

// The lessons say a drag by mouse and a tap by finger: "Drag the green market…" stood beside
// a status line saying "tap a piece, then its space" on a phone (issue 44).
func TestTheLessonsSayTapByFinger(t *testing.T) {
	dragged := 0
	for _, l := range lessons.All {
		for _, s := range l.Steps {
			for _, text := range []string{s.Ask, s.Why} {
				low := strings.ToLower(themes.For(0, true).Say(text))
				for _, w := range []string{"drag", "drop"} {
					if strings.Contains(low, w) {
						t.Errorf("lesson %s by finger says %q: %q", l.ID, w, low)
					}
				}
				if by := strings.ToLower(themes.For(0, false).Say(text)); strings.Contains(by, "drag") || strings.Contains(by, "drop") {
					dragged++
				}
			}
		}
	}
	if dragged == 0 {
		t.Errorf("no lesson says drag by mouse")
	}
	for theme, want := range []string{"Tap the green market in your hand, then G4", "Tap the green port in your hand, then G4"} {
		if said := themes.For(theme, true).Say(lessons.All[0].Steps[0].Ask); !strings.HasPrefix(said, want) {
			t.Errorf("the first lesson's step by finger in theme %d says %q", theme, said)
		}
	}
}
