//go:build js

package engine

import "syscall/js"

// Ebitengine sees a touch only if it is still down at a frame; a tap shorter than a frame (the
// page's touchstart and touchend between two frames) is lost, and so, at times, is a mouse click
// as quick (seen in Chromium right after a screen changed). These listeners keep such taps and
// clicks.
var tapStarts = map[int][2]float64{} // touches begun since the last frame, by identifier
var taps [][2]float64                // taps begun and ended since the last frame

func init() {
	doc := js.Global().Get("document")
	opts := map[string]any{"capture": true, "passive": true}
	doc.Call("addEventListener", "touchstart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		forTouches(args[0], func(id int, x, y float64) { tapStarts[id] = [2]float64{x, y} })
		return nil
	}), opts)
	doc.Call("addEventListener", "touchend", js.FuncOf(func(_ js.Value, args []js.Value) any {
		forTouches(args[0], func(id int, x, y float64) {
			if p, ok := tapStarts[id]; ok {
				taps = append(taps, p)
			}
		})
		return nil
	}), opts)
	doc.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if e := args[0]; e.Get("button").Int() == 0 {
			x, y := canvasPoint(e)
			tapStarts[mouseID] = [2]float64{x, y}
		}
		return nil
	}), opts)
	doc.Call("addEventListener", "mouseup", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if p, ok := tapStarts[mouseID]; ok && args[0].Get("button").Int() == 0 {
			taps = append(taps, p)
		}
		return nil
	}), opts)
}

// mouseID stands for the mouse among touch identifiers (which are never negative).
const mouseID = -1

// canvasPoint is where a pointer event happened on the canvas, in CSS pixels.
func canvasPoint(e js.Value) (x, y float64) {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	var left, top float64
	if canvas.Truthy() {
		r := canvas.Call("getBoundingClientRect")
		left, top = r.Get("left").Float(), r.Get("top").Float()
	}
	return e.Get("clientX").Float() - left, e.Get("clientY").Float() - top
}

// forTouches calls f with every touch that changed in a touch event, in the canvas's CSS pixels.
func forTouches(e js.Value, f func(id int, x, y float64)) {
	ts := e.Get("changedTouches")
	for i := 0; i < ts.Length(); i++ {
		t := ts.Call("item", i)
		x, y := canvasPoint(t)
		f(t.Get("identifier").Int(), x, y)
	}
}

// quickTap returns a tap Ebitengine did not see, in device pixels, and forgets the touches that
// began before this frame (Ebitengine sees those itself).
func quickTap(device float64) (x, y int, ok bool) {
	clear(tapStarts)
	if len(taps) == 0 {
		return 0, 0, false
	}
	p := taps[0]
	taps = taps[1:]
	return int(p[0] * device), int(p[1] * device), true
}
