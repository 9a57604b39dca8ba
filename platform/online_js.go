//go:build js

package platform

import (
	"strings"
	"syscall/js"

	"tigris/online/protocol"
)

// pageOrigin is the page's own server (scheme, host and port): the online games it serves are
// played there.
func pageOrigin() string { return js.Global().Get("location").Get("origin").String() }

// seatFragment reads a seat link's "#game=ID&seat=TOKEN" and takes it out of the address bar,
// damaged or not, so the token is not left in sight or in the history.
func seatFragment() (game, token string, err error) {
	loc := js.Global().Get("location")
	hash := loc.Get("hash").String()
	game, token, err = protocol.ParseSeatFragment(hash)
	if err != nil || game != "" || strings.Contains(hash, "seat=") {
		js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
	}
	return game, token, err
}
