//go:build !js

package engine

// touchScreen is false on the desktop until a finger touches the window.
func touchScreen() bool { return false }
