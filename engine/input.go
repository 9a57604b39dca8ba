package engine

import (
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
	Wheel    float64
	Keys     []ebiten.Key // keys pressed this frame
	Chars    []rune       // characters typed this frame (for text fields)
	touch    ebiten.TouchID
	touching bool
	touches  []ebiten.TouchID
	// queued are the button states of the frames to come, when more happened between two frames
	// than one frame shows (a click or tap begun and ended, or a release and a new press): each
	// frame takes one, so every screen sees every press and release.
	queued []bool
}

func (in *Input) update(device float64) {
	px, py, down := in.X, in.Y, in.Down
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	_, in.Wheel = ebiten.Wheel()
	if len(in.queued) > 0 {
		in.Down, in.queued = in.queued[0], in.queued[1:]
	} else {
		in.readPointer(device)
	}
	in.Pressed = in.Down && !down
	in.Released = !in.Down && down
	in.Moved = in.X != px || in.Y != py
}

// Active reports any pointer or key activity this frame (the screen is redrawn).
func (in *Input) Active() bool {
	return in.Pressed || in.Released || in.Moved || len(in.Keys) > 0 || len(in.Chars) > 0 || in.Wheel != 0
}

// KeyPressed reports a key pressed this frame.
func (in *Input) KeyPressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// readPointer follows one finger from the moment it touches until it leaves (a second finger
// changes nothing), else the mouse.
func (in *Input) readPointer(device float64) {
	qx, qy, quick := quickTap(device)
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if len(in.touches) > 0 && !in.touching {
		in.touch, in.touching = in.touches[0], true
	}
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touch) {
			in.touching = false
			in.Down = false
			return
		}
		x, y := ebiten.TouchPosition(in.touch)
		in.X, in.Y, in.Down = x, y, true
		return
	}
	if quick {
		// a tap whose start and end both fell between two frames: Ebitengine never saw it
		in.X, in.Y, in.Down, in.queued = qx, qy, true, append(in.queued, false)
		return
	}
	was := in.Down
	in.X, in.Y = ebiten.CursorPosition()
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		switch {
		case was:
			// released and pressed again since the last frame (a slow frame): up, then down
			in.Down, in.queued = false, append(in.queued, true)
			if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
				in.queued = append(in.queued, false)
			}
		case inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft):
			// pressed and released within this frame (Ebitengine reports it pressed for one tick)
			in.Down, in.queued = true, append(in.queued, false)
		}
	}
}
