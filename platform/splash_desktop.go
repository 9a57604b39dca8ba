//go:build !js

package platform

// FirstDrawn does nothing on the desktop: its window has no splash to take away.
func FirstDrawn() {}
