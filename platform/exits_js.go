//go:build js

package platform

import (
	"syscall/js"

	"tigris/engine"
	"tigris/scenes"
)

// WatchExits makes closing or reloading the page write the last decision at once, and ask the
// browser's question first when it cannot be kept (storage full): beforeunload.
func WatchExits(sh *scenes.Shell, app *engine.App) (check func(ctx *engine.Context) error, done func()) {
	js.Global().Call("addEventListener", "beforeunload", js.FuncOf(func(this js.Value, args []js.Value) any {
		if sh.BeforeClosing() && len(args) > 0 {
			args[0].Call("preventDefault")
			args[0].Set("returnValue", "This game could not be saved.")
		}
		return nil
	}))
	// a page ends with its tab: nothing waits for the loop's end
	return func(*engine.Context) error { return nil }, func() {}
}
