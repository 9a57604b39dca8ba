//go:build js

package platform

import (
	"syscall/js"

	"tigris/engine"
	"tigris/scenes"
)

// NotificationClicks lets a click on a notification open its game in the page already running,
// whatever screen it shows: the service worker focuses the tab and tells it the game
// (build/web/sw.js, {type: 'tigris-open', game}). It returns what each frame calls.
func NotificationClicks(sh *scenes.Shell) func(ctx *engine.Context) {
	opened := make(chan string, 4) // the page's events come between frames
	if sw := js.Global().Get("navigator").Get("serviceWorker"); sw.Truthy() {
		sw.Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if game, ok := openedGame(args[0].Get("data")); ok {
				select {
				case opened <- game:
				default: // clicks faster than frames: the last ones wait for the next click
				}
			}
			return nil
		}))
	}
	return func(ctx *engine.Context) {
		select {
		case game := <-opened:
			ctx.Switch(sh.OpenKept(game))
		default:
		}
	}
}

// openedGame is the game a service worker's message names, if it is a notification's click.
func openedGame(d js.Value) (string, bool) {
	if d.Type() != js.TypeObject || d.Get("type").Type() != js.TypeString || d.Get("type").String() != "tigris-open" {
		return "", false
	}
	g := d.Get("game")
	if g.Type() != js.TypeString || g.String() == "" {
		return "", false
	}
	return g.String(), true
}
