//go:build js

package main

import (
	"net/url"
	"strings"
	"syscall/js"
)

// pageOrigin is the page's own server (scheme, host and port): the online games it serves are
// played there.
func pageOrigin() string { return js.Global().Get("location").Get("origin").String() }

// seatFragment reads a seat link's "#game=ID&seat=TOKEN" and takes it out of the address bar, so
// the token is not left in sight or in the history.
func seatFragment() (game, token string) {
	loc := js.Global().Get("location")
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("hash").String(), "#"))
	if err != nil || q.Get("game") == "" || q.Get("seat") == "" {
		return "", ""
	}
	js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
	return q.Get("game"), q.Get("seat")
}
