package boardlayout

import (
	"math"
	"time"
)

// FoldTime is how long the portrait panel takes to fold away or come back: the fades' 200 ms.
const FoldTime = 200 * time.Millisecond

// Fold is how far the panel below a portrait board is folded away (0: open, 1: a strip),
// moving towards where it should stand: folded while a piece is carried over an enlarged board,
// so the board's window gets the screen, open again once the piece is placed or put back (issue
// 44). A board that fits is bound by the phone's width, so folding would gain it nothing and
// only hide the hand.
type Fold struct {
	At   float64
	last time.Time
}

// Step moves the fold towards want at now; with motion off it jumps. It reports a change.
func (f *Fold) Step(now time.Time, want, motion bool) bool {
	goal := 0.0
	if want {
		goal = 1
	}
	prev, last := f.At, f.last
	f.last = now
	if f.At == goal {
		return false
	}
	if !motion || last.IsZero() {
		f.At = goal
		return true
	}
	d := float64(now.Sub(last)) / float64(FoldTime)
	d = math.Min(math.Max(d, 0), 1)
	if goal > f.At {
		f.At = math.Min(goal, f.At+d)
	} else {
		f.At = math.Max(goal, f.At-d)
	}
	return f.At != prev
}

// Eased is the fold's place on a smooth curve: it starts and ends gently.
func (f *Fold) Eased() float64 { return f.At * f.At * (3 - 2*f.At) }
