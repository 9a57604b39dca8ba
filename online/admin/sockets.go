package admin

import (
	"bufio"
	"net"
	"net/http"
	"net/netip"
	"sync"
)

// sockets are the connections taken over by a WebSocket, by client address, so a ban ends the
// banned address's sockets at once and not at their next reconnection.
type sockets struct {
	mu sync.Mutex
	by map[netip.Addr]map[*tracked]bool
}

// tracked is a hijacked connection that forgets itself when closed.
type tracked struct {
	net.Conn
	s    *sockets
	addr netip.Addr
	once sync.Once
}

func (c *tracked) Close() error {
	c.once.Do(func() {
		c.s.mu.Lock()
		delete(c.s.by[c.addr], c)
		if len(c.s.by[c.addr]) == 0 {
			delete(c.s.by, c.addr)
		}
		c.s.mu.Unlock()
	})
	return c.Conn.Close()
}

// closeIn closes every socket of an address in p, and says how many.
func (s *sockets) closeIn(p netip.Prefix) int {
	s.mu.Lock()
	var doomed []*tracked
	for a, cs := range s.by {
		if p.Contains(a) {
			for c := range cs {
				doomed = append(doomed, c)
			}
		}
	}
	s.mu.Unlock()
	for _, c := range doomed {
		c.Close()
	}
	return len(doomed)
}

// hijackable passes the WebSocket's takeover through, keeping the connection in s.
type hijackable struct {
	http.ResponseWriter
	s    *sockets
	addr netip.Addr
}

func (h hijackable) Unwrap() http.ResponseWriter { return h.ResponseWriter }

func (h hijackable) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	if err != nil {
		return c, rw, err
	}
	t := &tracked{Conn: c, s: h.s, addr: h.addr}
	h.s.mu.Lock()
	if h.s.by == nil {
		h.s.by = map[netip.Addr]map[*tracked]bool{}
	}
	if h.s.by[h.addr] == nil {
		h.s.by[h.addr] = map[*tracked]bool{}
	}
	h.s.by[h.addr][t] = true
	h.s.mu.Unlock()
	return t, rw, nil
}
