//go:build !darwin && !js

package engine

// eventsInPoints: X11 and Windows windows count in the screen's pixels.
const eventsInPoints = false
