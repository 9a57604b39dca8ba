package webfiles

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const page = "<!doctype html><style>body{margin:0}</style><script src=\"wasm_exec.js\"></script><script>go()</script>"

// build writes a build's folder with what a careless deployment adds beside it.
func build(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", page)
	write("game.wasm", "\x00asm raw")
	write("game.wasm.br", "brotli bytes")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("\x00asm raw"))
	zw.Close()
	write("game.wasm.gz", gz.String())
	write("wasm_exec.js", "// loader")
	write(".env", "SECRET=1")
	write(".git/config", "[core]")
	write("sub/inner.js", "x")
	outside := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(outside, []byte("outside"), 0o644)
	os.Symlink(outside, filepath.Join(dir, "out.txt"))
	os.Symlink(filepath.Join(dir, "index.html"), filepath.Join(dir, "in.html"))
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.js"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func get(t *testing.T, url string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Accept-Encoding", "identity")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// -web DIR serves the build's files and nothing else a folder may hold (issue 47): no dotfile,
// no symbolic link (out of the folder or not), no listing, no pipe (which would hang a reader).
func TestDirServesTheBuildOnly(t *testing.T) {
	h, err := Dir(build(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, p := range []string{"/.env", "/.git/config", "/.git/", "/sub/", "/sub", "/out.txt", "/in.html", "/pipe.js",
		"/%2e%2e/secret.txt", "/sub/../.env", "/nothing.js", "/game.wasm/"} {
		resp, body := get(t, srv.URL+p)
		if resp.StatusCode != 404 || strings.Contains(body, "SECRET") || strings.Contains(body, "outside") || strings.Contains(body, "[core]") {
			t.Errorf("%s: %s %q, want 404", p, resp.Status, body)
		}
	}
	for p, want := range map[string]string{"/": "text/html; charset=utf-8", "/?join=ABCD": "text/html; charset=utf-8",
		"/game.wasm": "application/wasm", "/wasm_exec.js": "text/javascript; charset=utf-8", "/sub/inner.js": "text/javascript; charset=utf-8"} {
		resp, _ := get(t, srv.URL+p)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != want {
			t.Errorf("%s: %s %q, want 200 %q", p, resp.Status, resp.Header.Get("Content-Type"), want)
		}
	}
	req, _ := http.NewRequest("POST", srv.URL+"/index.html", nil)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 405 {
		t.Errorf("POST: %v %v", resp.Status, err)
	}
}

// The precompressed copy the browser takes is sent (brotli first), with its encoding named; a
// browser that takes neither gets the file itself.
func TestPrecompressedByAcceptEncoding(t *testing.T) {
	h, err := Dir(build(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, c := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"gzip;q=1.0, br;q=0", "gzip", ""},
		{"identity", "", "\x00asm raw"},
		{"", "", "\x00asm raw"},
	} {
		resp, body := get(t, srv.URL+"/game.wasm", "Accept-Encoding", c.accept)
		if got := resp.Header.Get("Content-Encoding"); got != c.encoding || resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: encoding %q type %q vary %q, want %q", c.accept, got, resp.Header.Get("Content-Type"), resp.Header.Get("Vary"), c.encoding)
		}
		if c.encoding == "gzip" {
			zr, err := gzip.NewReader(strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(zr)
			body, c.body = string(b), "\x00asm raw"
		}
		if body != c.body {
			t.Errorf("Accept-Encoding %q: %q, want %q", c.accept, body, c.body)
		}
	}
}

// An embedded build: the page is never cached without asking again and carries the policy that
// allows its own inline script and style; a file asked for by its content's hash is kept for a
// year, by another version it is asked again; an unchanged file is answered 304.
func TestCacheHeadersAndPolicy(t *testing.T) {
	dir := build(t)
	os.Remove(filepath.Join(dir, "pipe.js"))
	srv := httptest.NewServer(FS(os.DirFS(dir)))
	defer srv.Close()
	resp, body := get(t, srv.URL+"/")
	if resp.Header.Get("Cache-Control") != "no-cache" || body != page {
		t.Errorf("the page: Cache-Control %q, body %q", resp.Header.Get("Cache-Control"), body)
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"'wasm-unsafe-eval'", "'sha256-", "default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("the policy %q lacks %s", csp, want)
		}
	}
	if strings.Contains(csp, "'unsafe-inline'") || strings.Contains(csp, "'unsafe-eval'") {
		t.Errorf("the policy allows any inline script or eval: %q", csp)
	}
	v := Hash([]byte("\x00asm raw"))
	resp, _ = get(t, srv.URL+"/game.wasm?v="+v)
	if resp.Header.Get("Cache-Control") != Immutable {
		t.Errorf("the game by its hash: Cache-Control %q", resp.Header.Get("Cache-Control"))
	}
	resp, _ = get(t, srv.URL+"/game.wasm?v=0123456789abcdef")
	if resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("the game by another version: Cache-Control %q", resp.Header.Get("Cache-Control"))
	}
	resp, _ = get(t, srv.URL+"/game.wasm", "If-None-Match", resp.Header.Get("ETag"))
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("an unchanged file asked again: %s", resp.Status)
	}
}
