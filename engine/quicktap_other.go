//go:build !js

package engine

// quickTap is a tap that began and ended between two frames; on the desktop touches come
// through Ebitengine alone.
func quickTap(float64) (x, y int, ok bool) { return 0, 0, false }

// EventScale is how many layout (device) pixels one unit of a pointer event's coordinates is: on
// Linux and Windows, window coordinates are the screen's pixels; on macOS they are points.
func EventScale(device float64) float64 {
	if eventsInPoints {
		return device
	}
	return 1
}
