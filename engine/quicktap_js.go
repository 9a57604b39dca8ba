//go:build js

package engine

import "syscall/js"

// Ebitengine sees a touch only if it is still down at a frame; a tap shorter than a frame (the
// page's touchstart and touchend between two frames) is lost, and so, at times, is a mouse click
// as quick (seen in Chromium right after a screen changed). These listeners keep such taps and
// clicks.
type quickTaps struct {
	starts map[int][2]float64 // touches begun since the last frame, by identifier
	taps   []pageTap          // taps begun and ended since the last frame
}

// newQuickTaps listens to the page for taps.
func newQuickTaps() *quickTaps {
	q := &quickTaps{starts: map[int][2]float64{}}
	doc := js.Global().Get("document")
	opts := map[string]any{"capture": true, "passive": true}
	doc.Call("addEventListener", "touchstart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		forTouches(args[0], func(id int, x, y float64) { q.starts[id] = [2]float64{x, y} })
		return nil
	}), opts)
	doc.Call("addEventListener", "touchend", js.FuncOf(func(_ js.Value, args []js.Value) any {
		forTouches(args[0], func(id int, x, y float64) {
			if p, ok := q.starts[id]; ok {
				q.taps = append(q.taps, pageTap{p, true})
			}
		})
		return nil
	}), opts)
	doc.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if e := args[0]; e.Get("button").Int() == 0 {
			x, y := canvasPoint(e)
			q.starts[mouseID] = [2]float64{x, y}
		}
		return nil
	}), opts)
	doc.Call("addEventListener", "mouseup", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if p, ok := q.starts[mouseID]; ok && args[0].Get("button").Int() == 0 {
			q.taps = append(q.taps, pageTap{p, false})
		}
		return nil
	}), opts)
	return q
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

// take returns a tap Ebitengine did not see, in device pixels, and whether a finger made it, and forgets the touches that
// began before this frame (Ebitengine sees those itself).
func (q *quickTaps) take(device float64) (x, y int, finger, ok bool) {
	clear(q.starts)
	if len(q.taps) == 0 {
		return 0, 0, false, false
	}
	p := q.taps[0]
	q.taps = q.taps[1:]
	return int(p.at[0] * device), int(p.at[1] * device), p.finger, true
}

// pageTap is a tap the page saw, in CSS pixels, and whether a finger made it (or the mouse).
type pageTap struct {
	at     [2]float64
	finger bool
}
