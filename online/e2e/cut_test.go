package e2e

import (
	"io"
	"net"
	"sync"
	"testing"
)

// cutter is a TCP proxy on loopback between one server and NATS whose link the test cuts (every
// connection closed, new ones closed as they come) and heals: a partition of that server alone.
type cutter struct {
	ln     net.Listener
	to     string
	mu     sync.Mutex
	cut    bool
	conns  map[net.Conn]bool
	closed bool
}

func newCutter(t *testing.T, to string) *cutter {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &cutter{ln: ln, to: to, conns: map[net.Conn]bool{}}
	go c.serve()
	t.Cleanup(func() {
		ln.Close()
		c.setCut(true)
	})
	return c
}

func (c *cutter) addr() string { return c.ln.Addr().String() }

func (c *cutter) serve() {
	for {
		in, err := c.ln.Accept()
		if err != nil {
			return
		}
		c.mu.Lock()
		if c.cut {
			c.mu.Unlock()
			in.Close()
			continue
		}
		out, err := net.Dial("tcp", c.to)
		if err != nil {
			c.mu.Unlock()
			in.Close()
			continue
		}
		c.conns[in], c.conns[out] = true, true
		c.mu.Unlock()
		go pipe(in, out)
		go pipe(out, in)
	}
}

func pipe(a, b net.Conn) {
	io.Copy(a, b)
	a.Close()
	b.Close()
}

// setCut cuts the link (closing every connection through it) or heals it.
func (c *cutter) setCut(cut bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cut = cut
	if cut {
		for k := range c.conns {
			k.Close()
		}
		clear(c.conns)
	}
}
