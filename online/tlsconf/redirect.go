package tlsconf

import (
	"net"
	"net/http"
	"strconv"
)

// HSTSMaxAge is how long a browser that saw the server over HTTPS keeps to HTTPS: two years,
// the preload list's figure.
const HSTSMaxAge = 2 * 365 * 24 * 3600

// HSTS adds Strict-Transport-Security to every answer of h (served over TLS only).
func HSTS(h http.Handler) http.Handler {
	value := "max-age=" + strconv.Itoa(HSTSMaxAge)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.TLS != nil {
			w.Header().Set("Strict-Transport-Security", value)
		}
		h.ServeHTTP(w, r)
	})
}

// Redirect sends every plain-HTTP request to the same address over HTTPS on httpsPort (443 is
// left out of the address). GET and HEAD are moved for good (301); other methods keep their
// body with 308.
func Redirect(httpsPort int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if host == "" {
			http.Error(w, "this server is reached over HTTPS", http.StatusBadRequest)
			return
		}
		if httpsPort != 443 {
			host = net.JoinHostPort(host, strconv.Itoa(httpsPort))
		} else if net.ParseIP(host) != nil && net.ParseIP(host).To4() == nil {
			host = "[" + host + "]"
		}
		code := http.StatusMovedPermanently
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			code = http.StatusPermanentRedirect
		}
		w.Header().Set("Connection", "close")
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), code)
	})
}
