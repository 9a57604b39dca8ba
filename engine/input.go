package engine

import (
	"slices"

	"tigris/engine/pointer"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer (mouse or first touch, as one) and the keys of this frame, in the
// layout's coordinates: device pixels, as Ebitengine already gives them for a layout in device
// pixels (they are never scaled again here).
type Input struct {
	X, Y     int
	Down     bool // held
	Pressed  bool // went down this frame
	Released bool // went up this frame
	Moved    bool
	// Touch says the pointer is a finger (the last press came from the touch screen): a piece it
	// carries is drawn above it, where the finger does not hide it.
	Touch bool
	// TouchScreen says words should speak of taps: the screen is touched, or was.
	TouchScreen bool
	// Fingers are the touches down now, in the order they began (their identifiers'): two of them
	// pinch or move a zoomed board.
	Fingers    [][2]int
	Wheel      float64
	Keys       []ebiten.Key // keys pressed this frame
	Chars      []rune       // characters typed this frame (for text fields)
	pointer    pointer.State
	touchAsked bool // the platform was asked whether the screen is a touch screen
	quick      *quickTaps
	frame      pointer.Frame
}

func (in *Input) update(device float64) {
	if in.quick == nil {
		in.quick = newQuickTaps() // the page is listened to from the first frame
	}
	px, py, down := in.X, in.Y, in.Down
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	_, in.Wheel = ebiten.Wheel()
	in.readPointer(device)
	in.pointer.Step(in.frame)
	in.Fingers = fingers(in.Fingers[:0], in.frame.Touches)
	in.X, in.Y, in.Down, in.Touch = in.pointer.X, in.pointer.Y, in.pointer.Down, in.pointer.Touch
	if !in.touchAsked { // a screen does not change what it is: the page is asked once
		in.TouchScreen, in.touchAsked = in.TouchScreen || touchScreen(), true
	}
	in.TouchScreen = in.TouchScreen || in.Touch
	in.Pressed = in.Down && !down
	in.Released = !in.Down && down
	in.Moved = in.X != px || in.Y != py
}

// Active reports any pointer or key activity this frame (the screen is redrawn).
func (in *Input) Active() bool {
	return in.Pressed || in.Released || in.Moved || len(in.Keys) > 0 || len(in.Chars) > 0 || in.Wheel != 0
}

// Hovers reports that the pointer lights what it rests on: a mouse wherever it is, a finger only
// while it touches. A lifted finger leaves the pointer where it was, over the button it tapped,
// which stayed lit as if a mouse rested on it (review 6, m31): a touch screen has no hover.
func (in *Input) Hovers() bool { return !in.Touch || in.Down }

// KeyPressed reports a key pressed this frame.
func (in *Input) KeyPressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// fingers lists the touches down by their identifiers, the oldest first.
func fingers(out [][2]int, touches map[int][2]int) [][2]int {
	ids := make([]int, 0, len(touches))
	for id := range touches {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		out = append(out, touches[id])
	}
	return out
}

// readPointer gathers what the touch screen and the mouse report this frame.
func (in *Input) readPointer(device float64) {
	f := &in.frame
	f.Began, f.Ended = f.Began[:0], f.Ended[:0]
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		f.Began = append(f.Began, int(id))
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		f.Ended = append(f.Ended, int(id))
	}
	if f.Touches == nil {
		f.Touches = map[int][2]int{}
	}
	clear(f.Touches)
	for _, id := range ebiten.AppendTouchIDs(nil) {
		x, y := ebiten.TouchPosition(id)
		f.Touches[int(id)] = [2]int{x, y}
	}
	f.Quick = nil
	if in.pointer.Busy() {
		return // a tap kept between frames waits until the frames queued have been seen
	}
	if qx, qy, finger, ok := in.quick.take(device); ok {
		f.Quick, f.QuickFinger = &[2]int{qx, qy}, finger
	}
	f.MouseX, f.MouseY = ebiten.CursorPosition()
	f.Mouse = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	f.Clicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	f.Unpushed = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
}
