// Package pinch is the board enlarged under the fingers where its spaces are small (a phone): two
// fingers pinch it larger or smaller about their middle and move it, one finger moves a board
// already enlarged, a double tap enlarges it where it was tapped or fits it again. It knows
// nothing of pieces or Ebitengine, so its rules are tested without a display; the board screen
// (scenes.boardView) draws and touches the board through the View it keeps.
package pinch

import (
	"math"
	"time"
)

// Rect is a rectangle on the screen, in device pixels.
type Rect struct{ X, Y, W, H float64 }

// In reports whether a point lies in the rectangle.
func (r Rect) In(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// View is how the board stands in its window: enlarged Zoom times (1: it fits) with its top-left
// corner at (X, Y) from the window's.
type View struct{ Zoom, X, Y float64 }

// Board is where the whole board stands under the view, the window being where it fits.
func (v View) Board(win Rect) Rect {
	z := math.Max(1, v.Zoom)
	return Rect{win.X + v.X, win.Y + v.Y, win.W * z, win.H * z}
}

// clamp keeps the zoom between 1 and max and the board over the whole window.
func (v View) clamp(win Rect, most float64) View {
	v.Zoom = math.Max(1, math.Min(most, v.Zoom))
	v.X = math.Min(0, math.Max(win.W-win.W*v.Zoom, v.X))
	v.Y = math.Min(0, math.Max(win.H-win.H*v.Zoom, v.Y))
	return v
}

// about is the view zoomed to z with the board's point under (fx, fy) in the old view moved
// under (tx, ty).
func (v View) about(win Rect, z, fx, fy, tx, ty float64) View {
	bx, by := (fx-win.X-v.X)/v.Zoom, (fy-win.Y-v.Y)/v.Zoom // the point, on the fitted board
	return View{Zoom: z, X: tx - win.X - bx*z, Y: ty - win.Y - by*z}
}

// Frame is what the fingers did this frame.
type Frame struct {
	Fingers  [][2]float64 // the touches down, the oldest first
	X, Y     float64      // the pointer (the first finger)
	Pressed  bool
	Released bool
	Touch    bool
	Now      time.Time
	Carrying bool    // a piece is in hand: its finger carries it, nothing moves the board
	Slop     float64 // how far a tap may wobble, in device pixels
}

// doubleTap is the longest time between the two taps of a double tap; doubleTapFrames the most
// frames (a second tap's press and lift take two).
const (
	doubleTap       = 500 * time.Millisecond
	doubleTapFrames = 4
)

// Gesture follows the fingers over the board's window and keeps the View they chose.
type Gesture struct {
	View View
	Max  float64 // the largest zoom (the board's picture must stay a texture a browser takes)
	Tap  float64 // the zoom a double tap gives
	// the pinch under way: the fingers' distance and middle and the view when it began
	pinching bool
	d0       float64
	m0       [2]float64
	v0       View
	// a board moved by one finger: where it went down and the view then
	panning bool
	p0      [2]float64
	moved   bool
	lastTap time.Time
	tapAt   [2]float64
	frames  int // frames followed, and the one the last tap ended in
	tapped0 int
}

// Busy reports that fingers are pinching the board: the pieces' taps and drags wait until every
// finger has lifted.
func (g *Gesture) Busy() bool { return g.pinching }

// Panning reports that one finger is moving an enlarged board.
func (g *Gesture) Panning() bool { return g.panning && g.moved }

// Follow takes a frame's fingers over the window win and reports whether the view changed.
func (g *Gesture) Follow(f Frame, win Rect) bool {
	was := g.View
	g.frames++
	if g.View.Zoom < 1 {
		g.View.Zoom = 1
	}
	switch {
	case g.pinching || len(f.Fingers) >= 2 && !f.Carrying && win.In(f.Fingers[0][0], f.Fingers[0][1]):
		g.pinch(f, win)
	case f.Carrying:
		g.panning = false
	default:
		g.pan(f, win)
	}
	return g.View != was
}

// pinch zooms about the fingers' middle and moves the board with it; it lasts until every
// finger has lifted.
func (g *Gesture) pinch(f Frame, win Rect) {
	g.panning = false
	if len(f.Fingers) == 0 {
		g.pinching = false
		return
	}
	if len(f.Fingers) < 2 {
		g.d0 = 0 // one finger left: the pinch waits for the others to lift (or a second to come)
		return
	}
	a, b := f.Fingers[0], f.Fingers[1]
	d := math.Hypot(a[0]-b[0], a[1]-b[1])
	m := [2]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}
	if !g.pinching || g.d0 == 0 {
		g.pinching, g.d0, g.m0, g.v0 = true, math.Max(d, 1), m, g.View
		return
	}
	z := math.Max(1, math.Min(g.Max, g.v0.Zoom*d/g.d0))
	g.View = g.v0.about(win, z, g.m0[0], g.m0[1], m[0], m[1]).clamp(win, g.Max)
}

// pan moves an enlarged board under one finger that went down on it, and takes a double tap.
func (g *Gesture) pan(f Frame, win Rect) {
	if !f.Touch {
		return
	}
	if f.Pressed && win.In(f.X, f.Y) {
		g.panning, g.p0, g.v0, g.moved = true, [2]float64{f.X, f.Y}, g.View, false
	}
	if !g.panning {
		return
	}
	dx, dy := f.X-g.p0[0], f.Y-g.p0[1]
	if math.Hypot(dx, dy) > f.Slop {
		g.moved = true
	}
	if g.moved && g.View.Zoom > 1 {
		g.View = View{Zoom: g.v0.Zoom, X: g.v0.X + dx, Y: g.v0.Y + dy}.clamp(win, g.Max)
	}
	if f.Released {
		g.panning = false
		if !g.moved {
			g.tapped(f, win)
		}
	}
}

// tapped takes a tap on the board that carried nothing: the second of two quick ones near each
// other enlarges the board there, or fits it again.
func (g *Gesture) tapped(f Frame, win Rect) {
	near := math.Hypot(f.X-g.tapAt[0], f.Y-g.tapAt[1]) < 3*f.Slop
	// quick by the clock, or by the frames on a device too slow to draw between two taps
	quick := f.Now.Sub(g.lastTap) <= doubleTap || g.frames-g.tapped0 <= doubleTapFrames
	if !near || g.lastTap.IsZero() || !quick {
		g.lastTap, g.tapAt, g.tapped0 = f.Now, [2]float64{f.X, f.Y}, g.frames
		return
	}
	g.lastTap = time.Time{}
	if g.View.Zoom > 1 {
		g.View = View{Zoom: 1}
		return
	}
	g.View = g.View.about(win, g.Tap, f.X, f.Y, f.X, f.Y).clamp(win, g.Max)
}

// Fit puts the board back whole in its window.
func (g *Gesture) Fit() {
	g.View = View{Zoom: 1}
	g.pinching, g.panning = false, false
}
