//go:build darwin || js

package engine

// EventScale is how many layout (device) pixels one unit of a pointer event's coordinates is: a
// CSS pixel in the browser and a point on macOS are Device pixels wide.
func EventScale(device float64) float64 { return device }
