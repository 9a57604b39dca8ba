// Package pointer turns what the mouse and the touch screen report at each frame into one
// pointer (a position, held or not, a finger or the mouse), without Ebitengine, so every
// sequence of taps and drags can be replayed in a test without a display.
package pointer

// Frame is what the devices report at one frame, in the layout's coordinates.
type Frame struct {
	Began   []int          // touches begun since the last frame, by identifier
	Touches map[int][2]int // touches down now and where
	Ended   []int          // touches lifted since the last frame
	Quick   *[2]int        // a tap begun and ended between two frames, unseen otherwise
	// QuickFinger says the quick tap was a finger's, not a mouse click: after it the pointer is
	// a finger's, lifted, that lights nothing it rests on
	QuickFinger bool
	MouseX      int
	MouseY      int
	Mouse       bool // the left button is held
	Clicked     bool // the left button went down since the last frame
	Unpushed    bool // the left button went up since the last frame
}

// State is the pointer a screen sees.
type State struct {
	X, Y  int
	Down  bool
	Touch bool // the pointer is a finger: the last press or move came from the touch screen
	// queued are the button states of the frames to come, when more happened between two frames
	// than one frame shows (a click or tap begun and ended, or a release and a new press): each
	// frame takes one, so every screen sees every press and release.
	queued   []bool
	touch    int
	touching bool
	began    []int // touches begun while queued frames were shown
	// taps are quick taps not shown yet: one that came while queued frames were shown waits for
	// them (two quick taps on a slow device, a double tap, are two taps)
	taps   []quick
	mouseX int // where the mouse cursor was last seen: it is followed again only once it moves
	mouseY int
	seen   bool
}

// Step takes one frame's report. A finger lifted leaves the pointer where the finger was: the
// mouse cursor (at 0,0 on a touch screen that has none) takes over only when the mouse moves or
// its button is pressed.
func (s *State) Step(f Frame) {
	if f.Quick != nil {
		s.taps = append(s.taps, quick{*f.Quick, f.QuickFinger})
	}
	if len(s.queued) > 0 {
		s.Down, s.queued = s.queued[0], s.queued[1:]
		s.began = append(s.began, f.Began...) // a finger that came meanwhile is followed next
		return
	}
	f.Quick = nil
	if len(s.taps) > 0 {
		tap := s.taps[0]
		f.Quick, f.QuickFinger, s.taps = &tap.at, tap.finger, s.taps[1:]
	}
	began := append(s.began, f.Began...)
	s.began = s.began[:0]
	if !s.touching {
		s.follow(began, f)
	}
	switch {
	case s.touching:
		s.stepTouch(f)
		if f.Quick != nil && !s.touching {
			// the tap came with the lift of the finger followed: shown after its release (one
			// while the finger stays, a second finger's brush, is not a tap)
			s.taps = append([]quick{{*f.Quick, f.QuickFinger}}, s.taps...)
		}
	case f.Quick != nil:
		s.quickTap(*f.Quick, f)
		s.Touch = s.Touch || f.QuickFinger
	default:
		s.stepMouse(f)
	}
}

// quickTap shows a tap begun and ended between two frames: down for this frame, up at the next.
// A press still held (a screen that changed on it drew its buttons, and the next click came with
// its release) is let go first: up, then down and up on the tap, or the tap's button would see
// the held press move onto it and never a press.
func (s *State) quickTap(at [2]int, f Frame) {
	s.X, s.Y = at[0], at[1]
	if s.Down {
		s.Down, s.queued = false, append(s.queued, true, false)
	} else {
		s.Down, s.queued = true, append(s.queued, false)
	}
	s.noteMouse(f)
}

// follow takes the first finger of began that is down, or was lifted already, as the pointer.
func (s *State) follow(began []int, f Frame) {
	for _, id := range began {
		if _, down := f.Touches[id]; down || contains(f.Ended, id) {
			s.touch, s.touching = id, true
			return
		}
	}
}

// stepTouch follows the finger that is the pointer.
func (s *State) stepTouch(f Frame) {
	s.Touch = true
	at, down := f.Touches[s.touch]
	if down {
		s.X, s.Y = at[0], at[1]
	}
	switch {
	case !down && s.Down:
		s.touching, s.Down = false, false
	case !down:
		// begun and lifted between two frames: down for this frame, up at the next
		s.touching, s.Down, s.queued = false, true, append(s.queued, false)
	default:
		s.Down = true
	}
	s.noteMouse(f)
}

// stepMouse follows the mouse, once it moves or its button is used.
func (s *State) stepMouse(f Frame) {
	moved := !s.seen || f.MouseX != s.mouseX || f.MouseY != s.mouseY
	s.noteMouse(f)
	if !moved && !f.Mouse && !f.Clicked && !s.Down {
		return // the mouse is idle: the pointer stays where the finger left it
	}
	was := s.Down
	s.X, s.Y, s.Down, s.Touch = f.MouseX, f.MouseY, f.Mouse, false
	if !f.Clicked {
		return
	}
	switch {
	case was:
		// released and pressed again since the last frame (a slow frame): up, then down
		s.Down, s.queued = false, append(s.queued, true)
		if !f.Mouse || f.Unpushed {
			s.queued = append(s.queued, false)
		}
	case f.Unpushed || !f.Mouse:
		// pressed and released since the last frame
		s.Down, s.queued = true, append(s.queued, false)
	}
}

// quick is a tap begun and ended between two frames, and whether a finger made it.
type quick struct {
	at     [2]int
	finger bool
}

// Busy reports frames still queued: a tap seen between frames must wait for them.
func (s *State) Busy() bool { return len(s.queued) > 0 }

func (s *State) noteMouse(f Frame) {
	s.mouseX, s.mouseY, s.seen = f.MouseX, f.MouseY, true
}

func contains(ids []int, id int) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
