//go:build js

package main

import (
	"syscall/js"

	"tigris/engine"
	"tigris/scenes"
)

// watchExits makes closing or reloading the page write the last decision at once, and ask the
// browser's question first when it cannot be kept (storage full): beforeunload.
func watchExits(sh *scenes.Shell, app *engine.App) func(ctx *engine.Context) error {
	js.Global().Call("addEventListener", "beforeunload", js.FuncOf(func(this js.Value, args []js.Value) any {
		if sh.BeforeClosing() && len(args) > 0 {
			args[0].Call("preventDefault")
			args[0].Set("returnValue", "This game could not be saved.")
		}
		return nil
	}))
	return func(*engine.Context) error { return nil }
}

// exitsDone: a page ends with its tab.
func exitsDone() {}
