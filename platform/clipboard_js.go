//go:build js

package platform

import (
	"errors"
	"fmt"
	"log"
	"syscall/js"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes"
)

// browserClipboard is the page's clipboard (navigator.clipboard), which a page may use after a
// click; without it (a page not served securely) a copy goes through a hidden text area.
// Its Share choices copy and share from within the tap's own event (see scenes.TapSharer): the
// frame loop sees the tap later, outside it, where a browser may refuse the clipboard and never
// opens a share sheet. No lock: the page's events reach Go only between frames.
type browserClipboard struct {
	update   uint64        // the frame update that armed the offers: they hold for taps until the next
	updates  func() uint64 // the frame loop's count of updates (engine.Context.Updates)
	device   float64
	offers   []scenes.Offer
	pressed  string // the offer the pointer went down on, as a button does: its release copies
	outcomes chan scenes.Outcome
	trace    bool // print "share: KEY WHAT" for every outcome (-trace; docs/TRACE.md)
}

func (*browserClipboard) Copy(text string) error {
	if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() && cb.Get("writeText").Truthy() {
		// the answer comes later: the caller is told the copy was asked, and a refusal is caught
		// here rather than left unhandled
		cb.Call("writeText", text).Call("catch", js.FuncOf(func(_ js.Value, args []js.Value) any {
			log.Printf("WARN the browser refused the clipboard err=%q", args[0].Call("toString").String())
			return nil
		}))
		return nil
	}
	if !copyThroughTextArea(text) {
		return errors.New("the browser refused the page the clipboard")
	}
	return nil
}

// copyThroughTextArea copies the old way (a selected text area), which works within a tap where
// navigator.clipboard is missing or refuses.
func copyThroughTextArea(text string) bool {
	doc := js.Global().Get("document")
	ta := doc.Call("createElement", "textarea")
	ta.Set("value", text)
	ta.Set("readOnly", true)
	ta.Set("style", "position:fixed;left:0;top:0;opacity:0")
	doc.Get("body").Call("appendChild", ta)
	ta.Call("select")
	ok := doc.Call("execCommand", "copy").Truthy()
	ta.Call("remove")
	return ok
}

// listen catches the page's presses and releases over the Share choices armed by Offer.
func (c *browserClipboard) listen() {
	doc := js.Global().Get("document")
	opts := map[string]any{"capture": true, "passive": true}
	// at is the armed offer under a page event's point
	at := func(e js.Value) (scenes.Offer, bool) {
		canvas := doc.Call("querySelector", "canvas")
		if !canvas.Truthy() || c.device <= 0 || c.update != c.updates() {
			return scenes.Offer{}, false // not armed by the last update: the menu has closed since
		}
		r := canvas.Call("getBoundingClientRect")
		x := (e.Get("clientX").Float() - r.Get("left").Float()) * c.device
		y := (e.Get("clientY").Float() - r.Get("top").Float()) * c.device
		for _, o := range c.offers {
			if o.R.In(int(x), int(y)) {
				return o, true
			}
		}
		return scenes.Offer{}, false
	}
	// A press that began elsewhere copies nothing on its release: the tap on Share… that shows
	// the choices ends on the one drawn where it was.
	down := func(e js.Value) {
		o, _ := at(e)
		c.pressed = o.Key
	}
	up := func(e js.Value) {
		if o, ok := at(e); ok && o.Key == c.pressed {
			c.shareNow(o)
		}
		c.pressed = ""
	}
	one := func(e js.Value, then func(js.Value)) {
		if ts := e.Get("changedTouches"); ts.Length() == 1 {
			then(ts.Call("item", 0))
		}
	}
	doc.Call("addEventListener", "touchstart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		one(args[0], down)
		return nil
	}), opts)
	doc.Call("addEventListener", "touchend", js.FuncOf(func(_ js.Value, args []js.Value) any {
		one(args[0], up)
		return nil
	}), opts)
	doc.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Get("button").Int() == 0 {
			down(args[0])
		}
		return nil
	}), opts)
	doc.Call("addEventListener", "mouseup", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Get("button").Int() == 0 {
			up(args[0])
		}
		return nil
	}), opts)
}

// settle reports what a tap did (never blocking the page's event).
func (c *browserClipboard) settle(o scenes.Outcome) {
	if c.trace {
		what := "copied"
		switch {
		case o.Shared:
			what = "shared"
		case o.Cancelled:
			what = "cancelled"
		case o.ByHand:
			what = "by-hand"
		case o.Err != nil:
			what = "refused"
		}
		fmt.Println("share:", o.Key, what)
	}
	select {
	case c.outcomes <- o:
	default:
	}
}

// promise calls then or catch with the promise's outcome; either may be nil.
func promise(p js.Value, then func(js.Value), catch func(js.Value)) {
	var t, c js.Func
	t = js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.Release()
		c.Release()
		if then != nil {
			then(args[0])
		}
		return nil
	})
	c = js.FuncOf(func(_ js.Value, args []js.Value) any {
		t.Release()
		c.Release()
		if catch != nil {
			catch(args[0])
		}
		return nil
	})
	p.Call("then", t, c)
}

// shareNow shares a link through the system's share sheet where there is one, and otherwise
// copies; all within the tap.
func (c *browserClipboard) shareNow(o scenes.Offer) {
	nav := js.Global().Get("navigator")
	if o.Link && nav.Get("share").Truthy() {
		promise(nav.Call("share", map[string]any{"title": "Tigris & Euphrates", "url": o.Text}),
			func(js.Value) { c.settle(scenes.Outcome{Key: o.Key, Shared: true}) },
			func(err js.Value) {
				if err.Get("name").String() == "AbortError" {
					c.settle(scenes.Outcome{Key: o.Key, Cancelled: true})
					return
				}
				c.copyNow(o) // no sheet for this page: the clipboard, then by hand
			})
		return
	}
	c.copyNow(o)
}

// copyNow copies an offer's text; where the browser refuses, a link is shown to copy by hand.
func (c *browserClipboard) copyNow(o scenes.Offer) {
	refused := func(why string) {
		if copyThroughTextArea(o.Text) {
			c.settle(scenes.Outcome{Key: o.Key})
			return
		}
		if o.Link {
			js.Global().Call("prompt", "The browser refused the clipboard. Copy this link by hand:", o.Text)
			c.settle(scenes.Outcome{Key: o.Key, ByHand: true})
			return
		}
		c.settle(scenes.Outcome{Key: o.Key, Err: errors.New(why)})
	}
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() || !cb.Get("writeText").Truthy() {
		refused("this page has no clipboard")
		return
	}
	promise(cb.Call("writeText", o.Text),
		func(js.Value) { c.settle(scenes.Outcome{Key: o.Key}) },
		func(err js.Value) { refused(err.Get("message").String()) })
}

// Offer implements scenes.TapSharer.
func (c *browserClipboard) Offer(ctx *engine.Context, offers []scenes.Offer) {
	c.device, c.offers, c.update, c.updates = ctx.Device, offers, ctx.Updates(), ctx.Updates
}

// Handles implements scenes.TapSharer.
func (c *browserClipboard) Handles(key string) bool {
	if c.updates == nil || c.update+1 < c.updates() {
		return false // armed before the last update: not on screen
	}
	for _, o := range c.offers {
		if o.Key == key {
			return true
		}
	}
	return false
}

// Outcome implements scenes.TapSharer.
func (c *browserClipboard) Outcome() (scenes.Outcome, bool) {
	select {
	case o := <-c.outcomes:
		return o, true
	default:
		return scenes.Outcome{}, false
	}
}

// Paste asks the browser for the clipboard's text; the answer comes when the browser gives it.
func (*browserClipboard) Paste() <-chan scenes.Pasted {
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

// newClipboard is the page's clipboard, listening for taps on the Share choices it is offered.
func newClipboard(trace bool) scenes.Clipboard {
	c := &browserClipboard{outcomes: make(chan scenes.Outcome, 8), trace: trace}
	c.listen()
	return c
}

// pageURL is the page's address without its query, for game links.
func pageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}
