//go:build js

package engine

import "syscall/js"

// touchScreen says the page is on a touch screen (a coarse pointer: a phone or a tablet), so
// words speak of taps before the first touch.
func touchScreen() bool {
	return js.Global().Get("matchMedia").Truthy() && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}
