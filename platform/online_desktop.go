//go:build !js

package platform

// pageOrigin is "" on the desktop: -server names the online server.
func pageOrigin() string { return "" }

// seatFragment is the browser's seat link; the desktop has none.
func seatFragment() (game, token string, err error) { return "", "", nil }

// placeOnline: only a page is reloaded (the desktop lists its games on the online screen).
func placeOnline(server, game string) {}

// onlineOnScreen: the desktop starts on the title.
func onlineOnScreen() (server, game string) { return "", "" }

// watchFragment is the browser's watch link; the desktop has none.
func watchFragment() (game, key string) { return "", "" }
