// Package forwarded finds the client's own address behind a reverse proxy. A proxy (nginx,
// Caddy, a load balancer) connects to the server itself, so the server sees the proxy's address
// for every player and its limits per address would meet them all as one; the proxy names the
// client in X-Forwarded-For. That header is believed only from the proxies the operator names:
// from anyone else it is a client's claim, and a client could name any address to escape a ban.
package forwarded

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Trusted is the set of proxies whose X-Forwarded-For is believed.
type Trusted []netip.Prefix

// Parse reads a comma-separated list of CIDR prefixes or single addresses ("10.0.0.0/8,
// 127.0.0.1"); empty: nobody is trusted.
func Parse(list string) (Trusted, error) {
	var t Trusted
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			t = append(t, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an address nor a CIDR prefix like 10.0.0.0/8", f)
		}
		t = append(t, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return t, nil
}

func (t Trusted) trusts(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Client is the address of the client behind r: the right-most address of X-Forwarded-For that
// is not a trusted proxy, when r came from a trusted proxy; otherwise r's own peer. A header
// that does not parse leaves the peer (the proxy) as the client.
func (t Trusted) Client(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil || !t.trusts(peer) {
		return peer
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		h := strings.TrimSpace(hops[i])
		if h == "" {
			continue
		}
		a, err := netip.ParseAddr(h)
		if err != nil {
			return client
		}
		client = a.Unmap()
		if !t.trusts(client) {
			return client
		}
	}
	return client
}

// Handler gives h requests whose RemoteAddr is the client's address (Client), with port 0 when
// it came from X-Forwarded-For. The proxy's X-Forwarded-Proto is kept only from a trusted proxy:
// from anyone else it is removed, so a client cannot make the server write https links it does
// not serve.
func (t Trusted) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		peer, perr := netip.ParseAddr(host)
		if perr != nil || !t.trusts(peer) {
			r.Header.Del("X-Forwarded-Proto")
			h.ServeHTTP(w, r)
			return
		}
		if c := t.Client(r); c != peer.Unmap() {
			r2 := r.Clone(r.Context())
			r2.RemoteAddr = net.JoinHostPort(c.String(), "0")
			r = r2
		}
		h.ServeHTTP(w, r)
	})
}
