//go:build display

package themes

import (
	"strings"
	"testing"

	"tigris/scenes/rulebook"
)

// On a touch screen the words speak of taps: the rules' and the swap's mouse words, the status
// line's "drag", keys in brackets, the Keys page's pointer resting on a button; the theme's own
// words still apply after.
func TestTouchWords(t *testing.T) {
	for in, want := range map[string]string{
		"A click picks a piece up and a second click puts it down, if you prefer.":                          "A tap picks a piece up and a second tap puts it down where the finger lifts.",
		"Press Space (End turn) to pass the rest of your turn.":                                             "Tap End turn to pass the rest of your turn.",
		"Click the tiles to discard, then Swap.":                                                            "Tap the tiles to discard, then Swap.",
		"Too many farms? Press Swap tiles, click the tiles to give back.":                                   "Too many farms? Tap Swap tiles, tap the tiles to give back.",
		"(in a game you click End turn, or press Space)":                                                    "(in a game you tap End turn)",
		"Archer's turn · drag pieces onto the board":                                                        "Archer's turn · tap a piece, then its space",
		"Save, load, settings, rules, quit (Esc)":                                                           "Save, load, settings, rules, quit",
		"Undo takes back your last action. Rest the pointer on any button to see what it does and its key.": "Undo takes back your last action. Rest a finger on any button to see what it does.",
		"End the turn with End turn or Space; until then Undo takes an action back.":                        "End the turn with End turn; until then Undo takes an action back.",
	} {
		if got := (touchWords{}).Say(in); got != want {
			t.Errorf("%q became %q, want %q", in, got, want)
		}
	}
	if got := (touchWords{next: spaceWords}).Say("Click to swap this farm away"); got != "Tap to swap this mine away" {
		t.Errorf("the space theme's touch words: %q", got)
	}
}

// On a touch screen no page of the rules speaks of a pointer: the tips show under a resting
// finger, and the page's words must say so (the Keys page).
// A page of keys is a page of a finger's gestures there.
func TestRulesSpeakOfAFingerByTouch(t *testing.T) {
	gestures := 0
	for _, pg := range rulebook.Pages {
		pg = pg.For(true)
		for _, para := range pg.Text {
			if said := (touchWords{}).Say(para); strings.Contains(said, "pointer") || strings.Contains(said, "Point at") {
				t.Errorf("%s page by touch: %q", pg.Title, said)
			}
		}
		for _, k := range pg.Keys {
			for _, c := range k.Caps {
				if c == "Space" || c == "Esc" || c == "Z" || c == "F" || c == "←" {
					t.Errorf("%s page by touch names the key %q", pg.Title, c)
				}
				if c == "Pinch" || c == "Double-tap" {
					gestures++
				}
			}
		}
	}
	if gestures < 2 {
		t.Errorf("no page by touch teaches pinching and double-tapping the board (%d)", gestures)
	}
}

// The theme a setting names speaks of taps only when told the screen is touched, in both looks and
// for a game that keeps its players' names from the other theme.
func TestThemeForTouch(t *testing.T) {
	const line = "Click the tiles to discard, then Swap."
	for _, theme := range []int{0, 1} {
		if got := For(theme, false).Say(line); strings.Contains(got, "Tap") {
			t.Errorf("theme %d without touch: %q", theme, got)
		}
		if got := For(theme, true).Say(line); !strings.HasPrefix(got, "Tap") {
			t.Errorf("theme %d by touch: %q", theme, got)
		}
		if got := KeepingNames(theme, 1-theme, true).Say(line); !strings.HasPrefix(got, "Tap") {
			t.Errorf("theme %d keeping names, by touch: %q", theme, got)
		}
		if For(theme, false).Look != For(theme, true).Look {
			t.Errorf("theme %d changes its look by touch", theme)
		}
	}
	if For(1, true).Say("farm") != "mine" {
		t.Error("the space theme by touch lost its words")
	}
}
