package review

import "time"

// yielder lets the page draw between a review's playouts: a goroutine on WebAssembly runs until
// it waits, so a search that never waited would hold the page's frames until it ended. Each job
// has its own, so two reviews never share (or race on) when they last let a frame through.
type yielder struct{ last time.Time }

// yield sleeps a moment once a slice has passed since the last.
func (y *yielder) yield() {
	if time.Since(y.last) > slice {
		time.Sleep(time.Millisecond)
		y.last = time.Now()
	}
}

// slice is how long the review runs before it lets a frame through: half a 60 Hz frame.
const slice = 8 * time.Millisecond
