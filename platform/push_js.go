//go:build js

package platform

import (
	"encoding/json"
	"syscall/js"

	"tigris/scenes"
)

// pagePush is the page's Web Push (build/web/index.html: window.tigrisPush, tigrisPushOff,
// tigrisPushState): asked on the player's click, for the seats on the server that served the page.
type pagePush struct{}

// pushHook is the page's Web Push, when the page offers it.
func pushHook() scenes.Notifier {
	if js.Global().Get("tigrisPush").Type() != js.TypeFunction || js.Global().Get("tigrisPushOff").Type() != js.TypeFunction {
		return nil
	}
	return pagePush{}
}

// await calls the page's function name with args and hands its promise's answer to got.
func await(got func(v js.Value, failed bool), name string, args ...any) {
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, a []js.Value) any {
		got(a[0], false)
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, a []js.Value) any {
		got(a[0], true)
		then.Release()
		fail.Release()
		return nil
	})
	js.Global().Call(name, args...).Call("then", then, fail)
}

func (pagePush) On(base string, tokens, events []string) <-chan string {
	out := make(chan string, 1)
	if base != pageOrigin() {
		out <- "Notifications come from the server that served this page; these games are on another."
		return out
	}
	b, _ := json.Marshal(tokens)
	e, _ := json.Marshal(events)
	await(func(v js.Value, failed bool) {
		if failed {
			out <- "Notifications could not be set up: " + v.Call("toString").String()
			return
		}
		out <- v.String()
	}, "tigrisPush", string(b), string(e))
	return out
}

func (pagePush) Off() <-chan string {
	out := make(chan string, 1)
	await(func(v js.Value, failed bool) {
		if failed {
			out <- "Notifications could not be turned off: " + v.Call("toString").String()
			return
		}
		out <- v.String()
	}, "tigrisPushOff")
	return out
}

func (pagePush) State() <-chan bool {
	out := make(chan bool, 1)
	await(func(v js.Value, failed bool) { out <- !failed && v.String() == "on" }, "tigrisPushState")
	return out
}

// Endpoint names this browser's subscription ("" none, or a page without tigrisPushEndpoint), so
// the Notifications screen can ask the server the choice it keeps for it.
func (pagePush) Endpoint() <-chan string {
	out := make(chan string, 1)
	if js.Global().Get("tigrisPushEndpoint").Type() != js.TypeFunction {
		out <- ""
		return out
	}
	await(func(v js.Value, failed bool) {
		if failed || v.Type() != js.TypeString {
			out <- ""
			return
		}
		out <- v.String()
	}, "tigrisPushEndpoint")
	return out
}
