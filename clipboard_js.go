//go:build js

package main

import (
	"errors"
	"syscall/js"

	"tigris/game"
	"tigris/scenes"
)

// browserClipboard is the page's clipboard (navigator.clipboard), which a page may use after a
// click; without it (a page not served securely) a copy goes through a hidden text area.
type browserClipboard struct{}

func (browserClipboard) Copy(text string) error {
	if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() && cb.Get("writeText").Truthy() {
		cb.Call("writeText", text)
		return nil
	}
	doc := js.Global().Get("document")
	ta := doc.Call("createElement", "textarea")
	ta.Set("value", text)
	doc.Get("body").Call("appendChild", ta)
	ta.Call("select")
	ok := doc.Call("execCommand", "copy").Truthy()
	ta.Call("remove")
	if !ok {
		return errors.New("the browser refused the page the clipboard")
	}
	return nil
}

// Paste asks the browser for the clipboard's text; the answer comes when the browser gives it.
func (browserClipboard) Paste() <-chan scenes.Pasted {
	ch := make(chan scenes.Pasted, 1)
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() || !cb.Get("readText").Truthy() {
		ch <- scenes.Pasted{Err: errors.New("this browser does not let a page read the clipboard")}
		return ch
	}
	var then, catch js.Func
	done := func() { then.Release(); catch.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if err := game.CheckSize("clipboard's text", js.Global().Get("Object").Invoke(args[0]).Length(), game.MaxSave); err != nil {
			ch <- scenes.Pasted{Err: err} // refused before it is copied into the game
		} else {
			ch <- scenes.Pasted{Text: args[0].String()}
		}
		done()
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- scenes.Pasted{Err: errors.New("the browser did not let the page read the clipboard (" + args[0].Call("toString").String() + ")")}
		done()
		return nil
	})
	cb.Call("readText").Call("then", then, catch)
	return ch
}

func newClipboard() scenes.Clipboard { return browserClipboard{} }

// pageURL is the page's address without its query, for game links.
func pageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}
