// Command serve serves the browser build on this machine only (127.0.0.1): the page, wasm_exec.js
// and the game, each sent brotli- or gzip-compressed when a precompressed copy exists and the
// browser accepts it (brotli first, as online/webfiles does), with no header of its own: the page must load from any ordinary static host as it does here.
//
//	go run ./build/serve -dir out/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
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
	err = http.Serve(ln, handler(*dir))
	slog.Error("serving", "err", err)
	os.Exit(1)
}

func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Vary", "Accept-Encoding")
		name := r.URL.Path
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		path := filepath.Join(dir, filepath.Clean("/"+name))
		if ext := filepath.Ext(path); ext == ".wasm" {
			w.Header().Set("Content-Type", "application/wasm")
		} else if t := mime.TypeByExtension(ext); t != "" {
			w.Header().Set("Content-Type", t)
		}
		// a precompressed copy, as an ordinary static host serves one (docs/PLAYING.md: on an ordinary static host)
		accept := r.Header.Get("Accept-Encoding")
		for _, e := range [...]struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !strings.Contains(accept, e.token) {
				continue
			}
			if st, err := os.Stat(path + e.ext); err == nil && !st.IsDir() {
				w.Header().Set("Content-Encoding", e.token)
				http.ServeFile(w, r, path+e.ext)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
