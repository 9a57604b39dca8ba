package themes

import (
	"slices"
	"strings"

	"tigris/scenes/ui"
)

// tapWords rewrites a mouse's and a keyboard's words into a finger's, for touch screens: "Tap",
// not "Click" or "Press Space". Longer phrases come first (a Replacer tries them in this order).
var tapWords = strings.NewReplacer(slices.Concat(lessonTapWords, []string{ // lessonwords.go first
	"A click picks a piece up and a second click puts it down, if you prefer.",
	"A tap picks a piece up and a second tap puts it down where the finger lifts.",
	"Press Space (End turn) to pass", "Tap End turn to pass",
	", or press Space", "", // "click End turn, or press Space": a finger has no key
	"End turn or Space", "End turn",
	"Press Space", "Tap End turn", "press Space", "tap End turn",
	"drag pieces onto the board", "tap a piece, then its space",
	// a finger's tip shows while it rests on the button (ui.Controls), and has no key to name
	"Rest the pointer on any button to see what it does and its key.",
	"Rest a finger on any button to see what it does.",
	"Point at a kingdom", "Rest a finger on a kingdom",
	"when the pointer is on its kingdom", "while a finger rests on its kingdom",
	"double-click", "double-tap",
	"Click", "Tap", "click", "tap", "Press Swap", "Tap Swap",
	" (Esc)", "", " (Space)", "", " (Z)", "", " (Enter)", "",
})...)

// touchWords says a text in a finger's words, then in the theme's.
type touchWords struct{ next ui.Words }

func (w touchWords) Say(s string) string {
	s = tapWords.Replace(s)
	if w.next == nil {
		return s
	}
	return w.next.Say(s)
}

// byTouch is a theme for a mouse and a keyboard, and the same in a finger's words.
type byTouch [2]ui.Theme

// withTouch makes th's pair.
func withTouch(th ui.Theme) byTouch {
	return byTouch{th, {Look: th.Look, Words: touchWords{next: th.Words}}}
}

// on is the theme for a screen that is touched (or is a touch screen) or not.
func (b *byTouch) on(touch bool) *ui.Theme {
	if touch {
		return &b[1]
	}
	return &b[0]
}
