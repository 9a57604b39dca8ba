package review

import "time"

// yieldToFrames lets the page draw between the review's playouts: a goroutine on WebAssembly runs
// until it waits, so a search that never waited would hold the page's frames until it ended.
func yieldToFrames() {
	if time.Since(lastYield) > slice {
		time.Sleep(time.Millisecond)
		lastYield = time.Now()
	}
}

var lastYield time.Time

// slice is how long the review runs before it lets a frame through: half a 60 Hz frame.
const slice = 8 * time.Millisecond
