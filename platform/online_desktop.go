//go:build !js

package platform

// pageOrigin is "" on the desktop: -server names the online server.
func pageOrigin() string { return "" }

// seatFragment is the browser's seat link; the desktop has none.
func seatFragment() (game, token string, err error) { return "", "", nil }
