// Package webfiles serves the browser build (build/webbuild.sh's files) and nothing else: no
// dotfile, no file reached through a symbolic link, no directory listing, no file outside the
// folder. Each file goes with its type, its precompressed copy when the browser takes it (brotli,
// then gzip), cache headers (index.html always asked again; a file addressed by its content's
// hash kept for a year) and a Content-Security-Policy under which the page still runs (its inline
// script and style by their hashes, WebAssembly compiled, nothing from elsewhere).
//
// The server serves either a folder (-web DIR, for development: read at each request, so a new
// build is served at once) or the build carried in the binary (go build -tags embedweb, filled by
// build/serverbuild.sh): one file to deploy.
package webfiles

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// types are the build's files' types; others come from the system's table.
var types = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".txt":  "text/plain; charset=utf-8",
}

func typeOf(name string) string {
	ext := path.Ext(name)
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// Immutable is the cache header of a file asked for by its content's hash (?v=…).
const Immutable = "public, max-age=31536000, immutable"

// Handler serves the files of fsys.
type Handler struct {
	fsys fs.FS
	// modified: the files have dates and change (a folder's); otherwise they are versioned by
	// their content's hash, computed once
	modified bool
	hashes   sync.Map
}

// Dir serves the folder dir, read at each request; symbolic links are refused, not followed.
func Dir(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Handler{fsys: root.FS(), modified: true}, nil
}

// FS serves fsys (an embedded build).
func FS(fsys fs.FS) *Handler { return &Handler{fsys: fsys} }

// errRefused is every name that is not one of the build's files.
var errRefused = errors.New("not a file of the build")

// name is the file a request path means, or errRefused: a dotted element anywhere (/.env,
// /.git/config, /a/../b) is refused before anything is opened.
func name(p string) (string, error) {
	p = strings.TrimPrefix(p, "/")
	if p == "" {
		return "index.html", nil
	}
	for _, el := range strings.Split(p, "/") {
		if el == "" || strings.HasPrefix(el, ".") || strings.ContainsAny(el, "\\\x00") {
			return "", errRefused
		}
	}
	if !fs.ValidPath(p) {
		return "", errRefused
	}
	return p, nil
}

// regular opens name if it is a regular file (not a link, a folder, a device or a pipe).
func (h *Handler) regular(name string) (fs.File, fs.FileInfo, error) {
	if lfs, ok := h.fsys.(fs.ReadLinkFS); ok {
		st, err := lfs.Lstat(name)
		if err != nil {
			return nil, nil, err
		}
		if !st.Mode().IsRegular() {
			return nil, nil, errRefused
		}
	}
	f, err := h.fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, nil, errRefused
	}
	return f, st, nil
}

// encodings are the precompressed copies, the best first.
var encodings = []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// accepts reports whether the request's Accept-Encoding takes token (with a weight above 0).
func accepts(r *http.Request, token string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(enc), token) {
			continue
		}
		if q, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			w, err := strconv.ParseFloat(q, 64)
			return err == nil && w > 0
		}
		return true
	}
	return false
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	n, err := name(r.URL.Path)
	var f fs.File
	var st fs.FileInfo
	if err == nil {
		f, st, err = h.regular(n)
	}
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	hd := w.Header()
	hd.Set("Content-Type", typeOf(n))
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Vary", "Accept-Encoding")
	body, size, modified := f, st.Size(), st.ModTime()
	tag := ""
	for _, e := range encodings {
		if !accepts(r, e.token) {
			continue
		}
		if cf, cst, err := h.regular(n + e.ext); err == nil {
			defer cf.Close()
			body, size = cf, cst.Size()
			hd.Set("Content-Encoding", e.token)
			tag = "-" + e.token
			break
		}
	}
	if n == "index.html" {
		h.page(w, r, body)
		return
	}
	sum := h.version(n, st)
	hd.Set("ETag", `"`+sum+tag+`"`)
	if v := r.URL.Query().Get("v"); v != "" && v == sum {
		hd.Set("Cache-Control", Immutable)
	} else {
		hd.Set("Cache-Control", "no-cache")
	}
	if !h.modified {
		modified = time.Time{}
	}
	if rs, ok := body.(io.ReadSeeker); ok {
		http.ServeContent(w, r, n, modified, rs)
		return
	}
	b, err := io.ReadAll(io.LimitReader(body, size))
	if err != nil {
		http.Error(w, "reading the file failed", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, n, modified, bytes.NewReader(b))
}

// version is a file's version: its content's hash in an embedded build (what ?v= names), its size
// and time in a folder (cheap, and a rebuild changes it).
func (h *Handler) version(n string, st fs.FileInfo) string {
	if h.modified {
		return strconv.FormatInt(st.ModTime().UnixNano(), 16) + "-" + strconv.FormatInt(st.Size(), 16)
	}
	if sum, ok := h.hashes.Load(n); ok {
		return sum.(string)
	}
	b, err := fs.ReadFile(h.fsys, n)
	if err != nil {
		return "x"
	}
	sum := Hash(b)
	h.hashes.Store(n, sum)
	return sum
}

// Hash is a file's version as ?v= names it: 16 hex digits of its SHA-256.
func Hash(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:8])
}

// page serves index.html (possibly compressed in body) with the policy that allows exactly its
// own inline script and style, and no caching.
func (h *Handler) page(w http.ResponseWriter, r *http.Request, body io.Reader) {
	plain, err := fs.ReadFile(h.fsys, "index.html")
	if err != nil {
		http.Error(w, "reading the page failed", http.StatusInternalServerError)
		return
	}
	b, err := io.ReadAll(io.LimitReader(body, 16<<20))
	if err != nil {
		http.Error(w, "reading the page failed", http.StatusInternalServerError)
		return
	}
	hd := w.Header()
	hd.Set("Content-Security-Policy", Policy(plain))
	hd.Set("Cache-Control", "no-cache")
	hd.Set("ETag", `"`+Hash(b)+`"`)
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("X-Frame-Options", "DENY")
	http.ServeContent(w, r, "index.html", time.Time{}, bytes.NewReader(b))
}

var (
	inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)
	inlineStyle  = regexp.MustCompile(`(?s)<style>(.*?)</style>`)
)

// Policy is the Content-Security-Policy of the page: scripts and styles from the server and the
// page's own inline ones by their hashes (and the sound's worklet, made by the page as a blob), WebAssembly compiled ('wasm-unsafe-eval', which allows
// no JavaScript eval), connections to the server itself (its WebSocket included), images from the
// page's canvas, workers from the server, never framed, no plugin, no form sent anywhere.
func Policy(page []byte) string {
	hashes := func(rx *regexp.Regexp) string {
		var out []string
		for _, m := range rx.FindAllSubmatch(page, -1) {
			s := sha256.Sum256(m[1])
			out = append(out, "'sha256-"+base64.StdEncoding.EncodeToString(s[:])+"'")
		}
		return strings.Join(out, " ")
	}
	return strings.Join([]string{
		"default-src 'self'",
		// blob: for the sound's AudioWorklet, whose module the audio library makes in the page
		strings.TrimSpace("script-src 'self' blob: 'wasm-unsafe-eval' " + hashes(inlineScript)),
		strings.TrimSpace("style-src 'self' " + hashes(inlineStyle)),
		"img-src 'self' data: blob:",
		"connect-src 'self'",
		"worker-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'none'",
		"frame-ancestors 'none'",
	}, "; ")
}
