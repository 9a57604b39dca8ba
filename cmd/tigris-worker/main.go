//go:build js

// Command tigris-worker is the bots' thinking beside the page: built for WebAssembly and started
// in a Web Worker (build/web/worker.js), it receives a seat's view as JSON, keeps that seat's bot
// (package botworker) and posts back its move, so the page's frames never wait for a search.
package main

import (
	"encoding/json"
	"math/rand/v2"
	"syscall/js"
	"time"

	"tigris/botworker"
)

// handBack is how often a thinking bot lets the worker read its messages (a "stop" for a
// pondering among them): the page waits at most this long for a pondering to end.
const handBack = 20 * time.Millisecond

func main() {
	w := botworker.NewWorker(rand.Uint64)
	w.Post = post // a review's progress
	self := js.Global()
	queue := make(chan *botworker.Request, 64)

	// a message channel to itself wakes the worker again at once (a timer would wait 4 ms or more)
	ch := js.Global().Get("MessageChannel").New()
	woken := make(chan struct{}, 1)
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		woken <- struct{}{}
		return nil
	}))
	port2 := ch.Get("port2")
	last := time.Now()
	yield := func() {
		if time.Since(last) < handBack {
			return
		}
		port2.Call("postMessage", nil)
		<-woken
		last = time.Now()
	}

	receive := func(data js.Value) {
		var r botworker.Request
		if err := json.Unmarshal([]byte(data.String()), &r); err != nil {
			post(botworker.Answer{ID: -1, Err: "unreadable request: " + err.Error()})
			return
		}
		if r.Op == "stop" {
			w.Stop(r.ID)
			return
		}
		select {
		case queue <- &r:
		default:
			post(botworker.Answer{ID: r.ID, Err: "the worker has too many requests waiting"})
		}
	}
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		receive(args[0].Get("data"))
		return nil
	}))
	// requests the page sent while this module was loading (worker.js kept them)
	if early := self.Get("tigrisEarly"); early.Truthy() {
		for i := 0; i < early.Length(); i++ {
			receive(early.Index(i))
		}
	}
	self.Call("postMessage", `{"id":0,"ready":true}`)
	for r := range queue {
		last = time.Now()
		if a, ok := w.Handle(r, yield); ok {
			post(a)
		}
	}
}

func post(a botworker.Answer) {
	b, _ := json.Marshal(a)
	js.Global().Call("postMessage", string(b))
}
