package engine

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer (mouse or first touch, as one) and the keys of this frame, in device pixels.
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
}

func (in *Input) update(scale float64) {
	px, py, down := in.X, in.Y, in.Down
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	_, in.Wheel = ebiten.Wheel()
	in.readPointer(scale)
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

// readPointer takes the first touch while a finger is down, else the mouse.
func (in *Input) readPointer(scale float64) {
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
		in.X, in.Y, in.Down = int(float64(x)*scale), int(float64(y)*scale), true
		return
	}
	x, y := ebiten.CursorPosition()
	in.X, in.Y = int(float64(x)*scale), int(float64(y)*scale)
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
}
