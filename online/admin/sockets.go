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

// tracked is a hijacked connection that has its sockets forget it when closed.
type tracked struct {
	net.Conn
	forget func(*tracked) // given by its sockets at its making
	addr   netip.Addr
	once   sync.Once
}

func (c *tracked) Close() error {
	c.once.Do(func() { c.forget(c) })
	return c.Conn.Close()
}

// add keeps c, a connection of address addr, until it closes.
func (s *sockets) add(c net.Conn, addr netip.Addr) *tracked {
	t := &tracked{Conn: c, forget: s.forget, addr: addr}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.by == nil {
		s.by = map[netip.Addr]map[*tracked]bool{}
	}
	if s.by[addr] == nil {
		s.by[addr] = map[*tracked]bool{}
	}
	s.by[addr][t] = true
	return t
}

// forget lets go of a closed connection.
func (s *sockets) forget(c *tracked) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.by[c.addr], c)
	if len(s.by[c.addr]) == 0 {
		delete(s.by, c.addr)
	}
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
	return h.s.add(c, h.addr), rw, nil
}
