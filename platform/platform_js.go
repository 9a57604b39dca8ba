//go:build js

package platform

import (
	"flag"
	"fmt"
	"log"
	"net/url"
	"runtime/debug"
	"strings"
	"syscall/js"

	"tigris/ai/reach"
	"tigris/botworker"
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

// reducedMotion reports whether the player's device asks pages for less motion (the CSS media
// feature prefers-reduced-motion, an accessibility setting of the system or browser).
func reducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	return mm.Truthy() && js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

// IsBrowser is true in the WebAssembly build.
const IsBrowser = true

// sinceStart is the time since the page started loading, in milliseconds.
func sinceStart() float64 { return js.Global().Get("performance").Call("now").Float() }

func init() {
	// WebAssembly memory grows and is never given back to the page: collect as usual, and harder
	// as the heap nears 96 MiB (with the collector at 400% the page grew from 45 to 180 MiB over a
	// game; at 100% with this limit it stays near 70 MiB)
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(96 << 20)
}

// openStore uses the browser's local storage (-data is ignored here). Where the browser refuses
// it, the game keeps saves in memory and says so.
func openStore(string) (storage.Store, string) {
	st, err := storage.NewLocal("tigris/")
	if err != nil {
		return storage.NewMemory(), "Saves will not be kept: " + err.Error()
	}
	if _, err := st.Lock(); err != nil {
		return storage.NewMemory(), "The game is open in another tab of this browser: this tab's games are not kept. Close the other tab, then reload this one."
	}
	return st, ""
}

// exportGame downloads a copy of a game as a file, where the browser's storage could not keep it.
func exportGame(name string, data []byte) (string, error) {
	doc := js.Global().Get("document")
	file := storage.FileName(name) + ".tigris"
	bytes := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := js.Global().Get("Blob").New([]any{bytes}, map[string]any{"type": "text/plain"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", file)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return "your downloads, as " + file, nil
}

// StartBots prepares the bots' worker beside the page (build/web/worker.js); where the browser
// cannot, bots think in the page's frames, and the trace says which.
func StartBots(trace bool) Bots {
	rc := &reach.Reach{}
	p, err := botworker.Start("worker.js", rc)
	if err != nil {
		log.Printf("WARN the bots think in the page's frames err=%q", err.Error())
		if trace {
			fmt.Println("bots: in the page's frames (" + err.Error() + ")")
		}
		return Bots{Reach: rc}
	}
	if trace {
		p.Trace = func(line string) { fmt.Println(line) }
	}
	return Bots{Host: p, Review: p.Review, begin: p.Begin, Reach: rc} // a game's review is made in the worker too
}

// linkParams are the query's parameters that start a game: read once, they leave the address.
var linkParams = []string{"seats", "map", "options", "seed", "position", "load"}

// resumeKey keeps, for this tab only (sessionStorage), the address a link became once its game
// started: a reload of it (a phone's browser reloads a tab it discarded) brings back that game as
// it was left.
const resumeKey = "tigris/resume"

// forgetLink takes the game's parameters out of the address once a link's game has started, so
// a reload no longer deals it anew; the other parameters (trace, …) stay.
func forgetLink() {
	loc := js.Global().Get("location")
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	if err != nil {
		return
	}
	for _, k := range linkParams {
		q.Del(k)
	}
	addr := loc.Get("pathname").String()
	if len(q) > 0 {
		addr += "?" + q.Encode()
	}
	js.Global().Get("history").Call("replaceState", js.Null(), "", addr+loc.Get("hash").String())
	defer func() { recover() }() // sessionStorage refused (a private window's rules): no resuming
	if ss := js.Global().Get("sessionStorage"); ss.Truthy() {
		ss.Call("setItem", resumeKey, addr)
	}
}

// resumeAfterReload reports that this tab's game came from a link and this is that address again.
func resumeAfterReload() (yes bool) {
	defer func() {
		if recover() != nil {
			yes = false // sessionStorage refused (a private window's rules)
		}
	}()
	// only the address the link became: another one opened in this tab is a visit of its own
	loc := js.Global().Get("location")
	ss := js.Global().Get("sessionStorage")
	return ss.Truthy() && ss.Call("getItem", resumeKey).String() == loc.Get("pathname").String()+loc.Get("search").String()
}
