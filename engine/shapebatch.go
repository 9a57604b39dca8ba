package engine

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes draws many anti-aliased shapes on one image in short batches. Ebitengine's vector
// package queues the anti-aliased paths drawn on an image and draws them at the image's next
// use, giving each path room of its own (its box, twice as wide) in one stencil image that it
// keeps for the whole process: that image never shrinks, and it is cleared whole at every later
// batch, on any image. The title's picture, a thousand shapes in one batch, left it 4093x986
// pixels, so that every shape drawn afterwards anywhere cleared four million pixels: 15 ms of a
// software renderer each, against 0.4 ms before (docs/MEASUREMENTS.md). Shapes ends its batch
// whenever the room its queued shapes take passes batchRoom; the pixels drawn are the same.
type Shapes struct {
	Dst  *ebiten.Image
	room float64 // the stencil room the queued shapes take, in pixels
}

// batchRoom is how much stencil room (pixels) a batch may take: about 60 short lines.
const batchRoom = 1 << 15

// noInk is a transparent pixel: drawn on an image it changes nothing, but makes Ebitengine draw
// the paths queued on it first.
var noInk = NewImage(1, 1)

// End draws the queued shapes now.
func (s *Shapes) End() {
	s.Dst.DrawImage(noInk, nil)
	s.room = 0
}

// queued counts a shape's room, from its box, as vector does (sides rounded up to 16 pixels,
// the width doubled for anti-aliasing), and ends the batch once it is full.
func (s *Shapes) queued(x0, y0, x1, y1 float64) {
	up := func(v float64) float64 { return math.Ceil(math.Max(v, 1)/16) * 16 }
	s.room += 2 * up(x1-x0+2) * up(y1-y0+2)
	if s.room > batchRoom {
		s.End()
	}
}

// Line strokes a segment, as Line.
func (s *Shapes) Line(x0, y0, x1, y1, width float64, c color.Color) {
	Line(s.Dst, x0, y0, x1, y1, width, c)
	s.queued(math.Min(x0, x1)-width, math.Min(y0, y1)-width, math.Max(x0, x1)+width, math.Max(y0, y1)+width)
}

// Fill fills a path, as Fill.
func (s *Shapes) Fill(p *vector.Path, c color.Color) {
	Fill(s.Dst, p, c)
	b := p.Bounds()
	s.queued(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y))
}

// Circle fills a circle, as Circle.
func (s *Shapes) Circle(cx, cy, r float64, c color.Color) {
	Circle(s.Dst, cx, cy, r, c)
	s.queued(cx-r, cy-r, cx+r, cy+r)
}

// Rect fills a rectangle, as Rect: drawn as an image, it draws the queued shapes first.
func (s *Shapes) Rect(x, y, w, h float64, c color.Color) {
	Rect(s.Dst, x, y, w, h, c)
	s.room = 0
}
