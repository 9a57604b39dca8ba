// Package geom is the screen's rectangles: areas in device pixels, whether a point lies in one,
// whether two overlap. It imports nothing, so what is arithmetic about a screen (the board
// screen's layout) is tested without a display.
package geom

// Rect is an area of the screen in device pixels.
type Rect struct{ X, Y, W, H float64 }

// In reports whether a point lies inside.
func (r Rect) In(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.X && fy >= r.Y && fx < r.X+r.W && fy < r.Y+r.H
}

// Overlaps reports whether two areas share any point.
func Overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Bottom is the y just below the area.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// TouchSize is the least height of anything tapped, in units.
const TouchSize = 44

// Inset is the rectangle shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }
