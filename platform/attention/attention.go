// Package attention tells the player that an online game waits on him while he looks elsewhere:
// in the browser the tab's title and icon change while it is his turn (and change back); on the
// desktop a system notification (freedesktop notifications over D-Bus) says so when the window
// is not in front, and is taken back when the turn is played. The screens say each frame whether
// they show the player's turn (Turn); the game loop ends each frame (Frame).
package attention

// Watch follows the player's turn frame by frame.
type Watch struct {
	claimed bool   // Turn was called since the last Frame
	text    string // its words
	on      bool   // the turn shown now
	shown   string
	out     shower
}

// shower is what a platform does when the turn starts (on) or ends.
type shower interface {
	show(on bool, text string, focused bool)
}

// New is the platform's watch.
func New() *Watch { return &Watch{out: platformShower()} }

// Turn says that the screen shows, in this frame, a decision of the player's in an online game;
// text says which ("Your turn in game 27PSXSJ2").
func (w *Watch) Turn(text string) { w.claimed, w.text = true, text }

// Frame ends a frame: the turn starts when a screen said so and ends when none did. focused says
// the window (or tab) is in front. It never waits: a platform's message goes off the frame.
func (w *Watch) Frame(focused bool) {
	on := w.claimed
	w.claimed = false
	if on == w.on && (!on || w.text == w.shown) {
		return
	}
	w.on = on
	w.shown = ""
	if on {
		w.shown = w.text
	}
	w.out.show(on, w.shown, focused)
}
