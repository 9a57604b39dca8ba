// Package boardmode chooses what the board screen does over the board at a frame: a question
// asked, the results, the person on screen looking before passing it on, the hand-off, a dialog,
// or the board's own input. The choice is logic alone (no Ebitengine), so it is tested without a
// display; the modes themselves, which draw, live with the board screen.
package boardmode

// Mode is what stands over the board.
type Mode int

const (
	Input   Mode = iota // the board takes the input: pieces carried, the panel's buttons
	Dialog              // a decision of the rules asked in a dialog
	Handoff             // the screen waits for the next person at it
	Pass                // the person on screen looks at what his decision did, then passes it on
	Over                // the game is over: the results
	Ask                 // a question asked of the player (End turn with actions left…)
)

// Now is what the board screen knows at a frame, each asked only when what covers it does not
// hold (the game's state is not read under a question, as before the game has come).
type Now struct {
	Asking, Over, Passing, Handoff, Dialog func() bool
}

// Choose is the mode of the frame: the first that holds, in the order one covers the other.
func Choose(n Now) Mode {
	for _, c := range []struct {
		holds func() bool
		mode  Mode
	}{{n.Asking, Ask}, {n.Over, Over}, {n.Passing, Pass}, {n.Handoff, Handoff}, {n.Dialog, Dialog}} {
		if c.holds != nil && c.holds() {
			return c.mode
		}
	}
	return Input
}
