//go:build js

package main

import (
	"flag"
	"net/url"
	"runtime/debug"
	"strings"
	"syscall/js"

	"tigris/storage"
)

// programArgs turns the page's URL query into the desktop's flags, so a link carries the same
// options: ?seats=archer:human,bull:hard&map=advanced&options=buildings&seed=7&trace=1
func programArgs() []string {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return nil
	}
	var args []string
	for k, vs := range q {
		if flag.Lookup(k) == nil {
			continue // a shared link's tracking parameters (fbclid, utm_source, …) are not the game's
		}
		for _, v := range vs {
			if v == "" || v == "1" && (k == "trace" || k == "frametimes") {
				args = append(args, "-"+k)
			} else {
				args = append(args, "-"+k+"="+v)
			}
		}
	}
	return args
}

// isBrowser is true in the WebAssembly build.
const isBrowser = true

// sinceStart is the time since the page started loading, in milliseconds.
func sinceStart() float64 { return js.Global().Get("performance").Call("now").Float() }

func init() {
	// WebAssembly has one thread, so every collection stops the frames: collect less often (the
	// game's heap is small, so memory is cheap)
	debug.SetGCPercent(400)
}

// openStore uses the browser's local storage (-data is ignored here). Where the browser refuses
// it, the game keeps saves in memory and says so.
func openStore(string) (storage.Store, string) {
	st, err := storage.NewLocal("tigris/")
	if err != nil {
		return storage.NewMemory(), "Saves will not be kept: " + err.Error()
	}
	return st, ""
}
