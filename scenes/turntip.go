package scenes

import "tigris/scenes/settings"

// A phone held upright turns the board a quarter (boardlayout/turned.go): rows A–P run down its
// side and the columns 11 to 1 across its top, and nothing said so (review 3: a player who knows
// the printed board had to work out every "H7" of the log). The first time a person sees the
// turned board a short tip at its foot says it plainly; it goes at the first touch or after a
// while, and the settings remember it was shown, as the zoom tip's (zoomtip.go).

// turnTipWords is the tip's text.
const turnTipWords = "The board is turned to fit your phone: A1 is at the top right, the letters run down the left. Turn the phone for the printed layout; Settings › Board keeps it as printed."

// newTurnTip is the turned board's tip (oncetip.go).
func newTurnTip() onceTip {
	return onceTip{heading: "The board is turned", words: turnTipWords, taught: func(s *settings.Settings) *bool { return &s.TurnTaught }}
}
