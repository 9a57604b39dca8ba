//go:build display

package themes

import "testing"

// On a touch screen the words speak of taps: the rules' and the swap's mouse words, the status
// line's "drag", keys in brackets; the theme's own words still apply after.
func TestTouchWords(t *testing.T) {
	for in, want := range map[string]string{
		"A click picks a piece up and a second click puts it down, if you prefer.":   "A tap picks a piece up and a second tap puts it down where the finger lifts.",
		"Press Space (End turn) to pass the rest of your turn.":                      "Tap End turn to pass the rest of your turn.",
		"Click the tiles to discard, then Confirm swap.":                             "Tap the tiles to discard, then Confirm swap.",
		"Too many farms? Press Swap tiles, click the tiles to give back.":            "Too many farms? Tap Swap tiles, tap the tiles to give back.",
		"Archer's turn · drag pieces onto the board":                                 "Archer's turn · tap a piece, then its space",
		"Save, load, settings, rules, quit (Esc)":                                    "Save, load, settings, rules, quit",
		"End the turn with End turn or Space; until then Undo takes an action back.": "End the turn with End turn; until then Undo takes an action back.",
	} {
		if got := (touchWords{}).Say(in); got != want {
			t.Errorf("%q became %q, want %q", in, got, want)
		}
	}
	if got := (touchWords{next: spaceWords}).Say("Click to swap this farm away"); got != "Tap to swap this mine away" {
		t.Errorf("the space theme's touch words: %q", got)
	}
}
