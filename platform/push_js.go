//go:build js

package platform

import (
	"encoding/json"
	"syscall/js"
)

// pushHook is the page's window.tigrisPush (build/web/index.html): asks for notifications on the
// player's click and subscribes this device's seats on the server that served the page.
func pushHook() func(base string, tokens []string) <-chan string {
	if js.Global().Get("tigrisPush").Type() != js.TypeFunction {
		return nil
	}
	return func(base string, tokens []string) <-chan string {
		out := make(chan string, 1)
		if base != pageOrigin() {
			out <- "Notifications come from the server that served this page; these games are on another."
			return out
		}
		b, _ := json.Marshal(tokens)
		var then, fail js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			out <- args[0].String()
			then.Release()
			fail.Release()
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			out <- "Notifications could not be set up: " + args[0].Call("toString").String()
			then.Release()
			fail.Release()
			return nil
		})
		js.Global().Call("tigrisPush", string(b)).Call("then", then, fail)
		return out
	}
}
