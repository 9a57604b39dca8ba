package scenes

import "time"

// transition is how long one screen fades into the next: short enough that a player never waits
// on it, and the new screen takes clicks from its first frame anyway.
const transition = 200 * time.Millisecond

// Transition is the cross-fade between screens the settings ask for (engine.App.Fade): none
// with Animation off, which a person who asks for reduced motion starts with.
func (sh *Shell) Transition() time.Duration {
	if sh.Settings.AnimSpeed == 0 {
		return 0
	}
	return transition
}
