// Command serve serves the browser build on this machine only (127.0.0.1): the page, wasm_exec.js
// and the game, sent gzip-compressed when a precompressed copy exists and the browser accepts it.
//
//	go run ./build/serve -dir out/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

func main() {
	dir := flag.String("dir", "out/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on (loopback)")
	flag.Parse()
	host, _, err := net.SplitHostPort(*addr)
	if err != nil || !net.ParseIP(host).IsLoopback() && host != "localhost" {
		fmt.Fprintf(os.Stderr, "serve: -addr %q must be a loopback address such as 127.0.0.1:8080\n", *addr)
		os.Exit(2)
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no index.html: build the page first (build/webbuild.sh)\n", *dir)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, handler(*dir)))
}

func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			path := filepath.Join(dir, filepath.Clean("/"+r.URL.Path))
			w.Header().Set("Content-Type", "application/wasm")
			if st, err := os.Stat(path); err == nil {
				w.Header().Set("X-Raw-Length", strconv.FormatInt(st.Size(), 10))
			}
			if gz := path + ".gz"; strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				if _, err := os.Stat(gz); err == nil {
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeFile(w, r, gz)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}
