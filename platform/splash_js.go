//go:build js

package platform

import "syscall/js"

// FirstDrawn tells the page the game has drawn its first frame: the page's splash (build/web/
// index.html, drawn in HTML before any WebAssembly) stays over the canvas until then, so the
// player never sees an empty page between the download and the title.
func FirstDrawn() {
	if f := js.Global().Get("tigrisDrawn"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
