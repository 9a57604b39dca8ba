//go:build !js

package engine

// quickTap is a tap that began and ended between two frames; on the desktop touches come
// through Ebitengine alone.
func quickTap(float64) (x, y int, ok bool) { return 0, 0, false }
