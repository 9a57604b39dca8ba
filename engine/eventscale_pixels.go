//go:build !darwin && !js

package engine

// EventScale is how many layout (device) pixels one unit of a pointer event's coordinates is: X11
// and Windows windows count in the screen's own pixels.
func EventScale(float64) float64 { return 1 }
