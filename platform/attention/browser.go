//go:build js

package attention

import "syscall/js"

// browser changes the tab's title and icon while it is the player's turn (whatever the focus: a
// tab in the background is what the title is for), and puts them back after.
type browser struct {
	title string
}

func platformShower() shower { return &browser{} }

func (b *browser) show(on bool, text string, focused, _ bool) {
	doc := js.Global().Get("document")
	if b.title == "" {
		b.title = doc.Get("title").String()
	}
	link := doc.Call("querySelector", "link[rel='icon']")
	if link.IsNull() {
		link = doc.Call("createElement", "link")
		link.Set("rel", "icon")
		doc.Get("head").Call("appendChild", link)
	}
	if on {
		doc.Set("title", TurnTitle(b.title))
		link.Set("href", Icon(true))
		return
	}
	doc.Set("title", b.title)
	link.Set("href", Icon(false))
}
