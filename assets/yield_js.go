package assets

import "time"

// yieldToFrames lets the browser draw between two pieces of a bake: a goroutine on WebAssembly
// runs until it waits, so a bake that never waited would hold the page's frames until it ended.
func yieldToFrames() { time.Sleep(time.Millisecond) }
