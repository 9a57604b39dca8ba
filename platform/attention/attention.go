// Package attention tells the player that an online game waits on him while he looks elsewhere:
// in the browser the tab's title and icon change while it is his turn (and change back); on the
// desktop a system notification (freedesktop notifications over D-Bus) says so when the window
// is not in front and the player chose to be told his turns (the Notifications screen's "My
// turn"), and is taken back when the turn is played. The screens say each frame whether they
// show the player's turn (Turn); the game loop ends each frame (Frame).
package attention

// Watch follows the player's turn frame by frame.
type Watch struct {
	claimed bool   // Turn was called since the last Frame
	text    string // its words
	tell    bool   // the player chose to be told of it
	on      bool   // the turn shown now
	shown   string
	told    bool // whether the turn shown is told
	out     shower
}

// shower is what a platform does when the turn starts (on) or ends; tell is the player's wish to
// be told by a system notification.
type shower interface {
	show(on bool, text string, focused, tell bool)
}

// New is the platform's watch.
func New() *Watch { return &Watch{out: platformShower()} }

// Turn says that the screen shows, in this frame, a decision of the player's in an online game;
// text says which ("Your turn in game 27PSXSJ2"); tell, that the player chose to be told of it
// (the desktop notifies only then; the tab's title changes whatever he chose, as the board does).
// Of several screens saying it in a frame, one that tells wins.
func (w *Watch) Turn(text string, tell bool) {
	if !w.claimed || tell && !w.tell {
		w.text, w.tell = text, tell
	}
	w.claimed = true
}

// Frame ends a frame: the turn starts when a screen said so and ends when none did. focused says
// the window (or tab) is in front. It never waits: a platform's message goes off the frame.
func (w *Watch) Frame(focused bool) {
	on, tell := w.claimed, w.claimed && w.tell
	w.claimed, w.tell = false, false
	if on == w.on && (!on || w.text == w.shown && tell == w.told) {
		return
	}
	w.on, w.told = on, tell
	w.shown = ""
	if on {
		w.shown = w.text
	}
	w.out.show(on, w.shown, focused, tell)
}
