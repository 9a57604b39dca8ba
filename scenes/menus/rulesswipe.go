package menus

import (
	"math"

	"tigris/engine"
)

// A phone's reader turns a page with a horizontal swipe: the rules' Previous and Next alone did
// nothing to it (review 3). A finger that goes down and comes up a good way to the side, more
// across than up or down (an upward drag scrolls the page), turns it: to the left the next page,
// to the right the one before.

// swipeLeast is how far across a finger must travel to turn a page, in CSS pixels.
const swipeLeast = 60

// pageSwipe follows a finger from its press to its release.
type pageSwipe struct {
	down   bool
	x0, y0 int
}

// turn reports the page turn a released swipe asks for: +1 the next page, -1 the one before, 0
// none.
func (s *pageSwipe) turn(ctx *engine.Context) int {
	in := ctx.In
	if in.Pressed {
		s.down, s.x0, s.y0 = true, in.X, in.Y
	}
	if !in.Released || !s.down {
		return 0
	}
	s.down = false
	dx, dy := float64(in.X-s.x0), float64(in.Y-s.y0)
	if math.Abs(dx) < swipeLeast*ctx.Device || math.Abs(dx) < 2*math.Abs(dy) {
		return 0
	}
	if dx < 0 {
		return 1
	}
	return -1
}
