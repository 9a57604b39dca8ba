// Command pack prepares the browser build for go:embed (build/serverbuild.sh runs it): it copies
// build/webbuild.sh's files from -from to -to, points the page at the game and its loader by
// their contents' hashes (game.wasm?v=…, so browsers keep them for a year and still never run an
// old game with a new page), and writes a gzip and a brotli copy of each file at their best.
// With -beside it only writes a brotli copy beside each of the build's files in that folder
// (build/webbuild.sh: what build/serve sends a browser that takes brotli).
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"

	"tigris/online/webfiles"
)

// files are the build's files (build/webbuild.sh); nothing else of the folder is carried.
var files = []string{"index.html", "wasm_exec.js", "game.wasm", "worker.js", "worker.wasm", "sw.js"}

// versioned are the files the page names, named again with their hash.
var versioned = []string{"game.wasm", "wasm_exec.js"}

func main() {
	from := flag.String("from", "out/web", "the browser build's folder (build/webbuild.sh)")
	to := flag.String("to", "online/webfiles/dist", "the folder go:embed carries (emptied first)")
	quality := flag.Int("brotli", brotli.BestCompression, "brotli's quality, 0 to 11")
	beside := flag.String("beside", "", "only write FILE.br beside each of the build's files in this folder")
	flag.Parse()
	var err error
	if *beside != "" {
		err = brotliBeside(*beside, *quality)
	} else {
		err = pack(*from, *to, *quality)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "pack:", err)
		os.Exit(1)
	}
}

func pack(from, to string, quality int) error {
	content := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(from, f))
		if err != nil {
			return fmt.Errorf("%w (run build/webbuild.sh first)", err)
		}
		content[f] = b
	}
	// the page and the service worker's list of what it keeps name the same files
	for _, named := range []string{"index.html", "sw.js"} {
		page := string(content[named])
		for _, f := range versioned {
			v := f + "?v=" + webfiles.Hash(content[f])
			page = strings.ReplaceAll(page, `"`+f+`"`, `"`+v+`"`)
			page = strings.ReplaceAll(page, `'`+f+`'`, `'`+v+`'`)
		}
		content[named] = []byte(page)
	}
	if err := os.RemoveAll(to); err != nil {
		return err
	}
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		b := content[f]
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(b)
		zw.Close()
		br := brotliOf(b, quality)
		for name, data := range map[string][]byte{f: b, f + ".gz": gz.Bytes(), f + ".br": br.Bytes()} {
			if err := os.WriteFile(filepath.Join(to, name), data, 0o644); err != nil {
				return err
			}
		}
		fmt.Printf("%s: %d bytes, gzip %d, brotli %d\n", f, len(b), gz.Len(), br.Len())
	}
	return nil
}

// brotliOf is b compressed by brotli at quality.
func brotliOf(b []byte, quality int) *bytes.Buffer {
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, quality)
	bw.Write(b)
	bw.Close()
	return &br
}

// brotliBeside writes NAME.br beside each of the build's files in dir.
func brotliBeside(dir string, quality int) error {
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return fmt.Errorf("%w (run build/webbuild.sh first)", err)
		}
		br := brotliOf(b, quality)
		if err := os.WriteFile(filepath.Join(dir, f+".br"), br.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d bytes, brotli %d\n", f, len(b), br.Len())
	}
	return nil
}
