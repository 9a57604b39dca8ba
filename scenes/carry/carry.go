// Package carry is a piece carried on the board screen, as a state machine of the pointer: picked
// by a press, it is either dragged (the button or finger held) and put down where it is let go,
// or picked by a tap and placed by the next. It knows nothing of pieces, pixels or Ebitengine, so
// its rules are tested without a display; the board screen's hand (scenes.handPart) follows it.
package carry

// Pointer is what the pointer did this frame.
type Pointer struct {
	X, Y     int
	Down     bool // held
	Pressed  bool // went down this frame
	Released bool // went up this frame
	Touch    bool // a finger, which wobbles more than a mouse
}

// Drag is a piece in hand since it was picked at (StartX, StartY).
type Drag struct {
	From           int // the board space a leader left, or -1
	StartX, StartY int
	Sticky         bool // picked by a tap: it rests until the next tap
	Far            int  // the farthest the pointer went from the start while held (a drag, not a tap)
	Placing        bool // picked by a tap, and pressed again: it is placed where the pointer lifts
}

// Step is what the screen does with the piece this frame.
type Step int

const (
	// Hold keeps the piece in hand.
	Hold Step = iota
	// Drop puts it down where the pointer is (on a space it is an action; elsewhere it goes back).
	Drop
	// PressButton puts it back and presses the button tapped.
	PressButton
	// Reconsider puts it back after a tap off the board; that tap may pick up another piece.
	Reconsider
)

// slop is how far (in UI units) a press may wobble and still be a tap.
func slop(touch bool) float64 {
	if touch {
		return 10 // a fingertip wobbles more than a mouse
	}
	return 6
}

// Follow takes the frame's pointer: scale is device pixels per UI unit, onBoard says the pointer
// is over a board space, button that a control was pressed this frame. Dragged, the piece is
// dropped where it is let go. Picked by a tap, it rests until the next tap: a tap on a button
// presses it, a tap on the board places it where the finger lifts (the finger may slide to the
// marked space first), a tap anywhere else puts it back.
//
// A pointer that is up ends a hold as its release would: the frame that saw the release may not
// have reached the carry (a slow frame, a dialog or an animation that took the input), and a
// piece waiting for a "just released" that never comes stayed glued to the pointer (review2).
func (d *Drag) Follow(p Pointer, scale float64, onBoard, button bool) Step {
	if p.Down && !d.Sticky {
		d.Far = max(d.Far, abs(p.X-d.StartX)+abs(p.Y-d.StartY))
	}
	up := p.Released || !p.Down && !p.Pressed
	if !d.Sticky {
		if !up {
			return Hold
		}
		if float64(d.Far) <= slop(p.Touch)*scale {
			d.Sticky = true // a tap picked it up: the next tap puts it down
			return Hold
		}
		return Drop
	}
	if p.Pressed {
		if button {
			return PressButton
		}
		d.Placing = true
		return Hold
	}
	if !up || !d.Placing {
		return Hold
	}
	d.Placing = false
	if onBoard {
		return Drop
	}
	return Reconsider
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
