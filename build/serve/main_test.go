package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// The precompressed copy a browser gets follows its Accept-Encoding: brotli first, then gzip,
// then the file itself.
func TestServesBrotliThenGzip(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"game.wasm": "plain", "game.wasm.gz": "gzip", "game.wasm.br": "brotli"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := handler(dir)
	for _, c := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli"},
		{"gzip, deflate", "gzip", "gzip"},
		{"", "", "plain"},
	} {
		r := httptest.NewRequest(http.MethodGet, "/game.wasm", nil)
		r.Header.Set("Accept-Encoding", c.accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if got := w.Header().Get("Content-Encoding"); got != c.encoding || w.Body.String() != c.body {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q body %q, want %q %q", c.accept, got, w.Body.String(), c.encoding, c.body)
		}
		if got := w.Header().Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, got)
		}
	}
}
