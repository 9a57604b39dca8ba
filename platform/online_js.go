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

// onlineKey keeps, for this tab only (sessionStorage), the online game on screen: a reload, or a
// phone's browser bringing back a tab it discarded, opens it again rather than the title.
const onlineKey = "tigris/online"

// placeOnline remembers the online game on screen ("" forgets it).
func placeOnline(server, game string) {
	defer func() { recover() }() // sessionStorage refused (a private window's rules): no resuming
	ss := js.Global().Get("sessionStorage")
	if !ss.Truthy() {
		return
	}
	if game == "" {
		ss.Call("removeItem", onlineKey)
		return
	}
	ss.Call("setItem", onlineKey, server+" "+game)
}

// onlineOnScreen is the online game this tab showed before it was reloaded, or "".
func onlineOnScreen() (server, game string) {
	defer func() {
		if recover() != nil {
			server, game = "", ""
		}
	}()
	ss := js.Global().Get("sessionStorage")
	if !ss.Truthy() || !reopened() {
		return "", ""
	}
	v := ss.Call("getItem", onlineKey)
	if v.IsNull() {
		return "", ""
	}
	server, game, _ = strings.Cut(v.String(), " ")
	return server, game
}

// watchFragment reads a watch link's "#watch=ID&key=KEY" and takes it out of the address bar.
func watchFragment() (game, key string) {
	loc := js.Global().Get("location")
	hash := loc.Get("hash").String()
	game, key, ok := protocol.ParseWatchFragment(hash)
	if ok || strings.Contains(hash, "watch=") {
		js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
	}
	return game, key
}

// reopened reports that this page is the same one brought back (a reload, back or forward, or a
// tab the browser discarded and restores), not the site's address opened anew in the tab: that
// is a visit of its own and starts on the title.
func reopened() bool {
	if js.Global().Get("document").Get("wasDiscarded").Truthy() {
		return true
	}
	perf := js.Global().Get("performance")
	if !perf.Truthy() || perf.Get("getEntriesByType").IsUndefined() {
		return true // no way to tell: keep the game, as a reload would
	}
	nav := perf.Call("getEntriesByType", "navigation")
	if nav.Length() == 0 {
		return true
	}
	switch nav.Index(0).Get("type").String() {
	case "reload", "back_forward":
		return true
	}
	return false
}
