//go:build !js

package engine

// quickTaps are taps that began and ended between two frames; on the desktop touches come
// through Ebitengine alone.
type quickTaps struct{}

func newQuickTaps() *quickTaps { return &quickTaps{} }

func (*quickTaps) take(float64) (x, y int, finger, ok bool) { return 0, 0, false, false }
