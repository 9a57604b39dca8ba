package server

import (
	"bufio"
	"container/list"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"time"

	"tigris/online/protocol"
	"tigris/online/store"
)

// The door is every connection's way in: it counts each address's connections (HTTP and
// WebSocket alike) against -per-address, and all of them against a cap below the process's
// descriptors, so quiet keep-alive connections or slow requests cannot starve new players.
// When a cap is reached the connections idle between requests go first; a connection refused is
// told why in an HTTP answer before it is closed.

// HTTP phases' bounds (Config can shorten them, for tests).
const (
	defaultHeaderTimeout = 10 * time.Second // a request's line and headers
	defaultBodyTimeout   = 20 * time.Second // the headers and the body (at most 16 KiB)
	defaultIdleTimeout   = 60 * time.Second // a keep-alive connection between requests
	// defaultWriteTimeout bounds writing an answer; the browser build is megabytes, so a slow
	// line has this long to take it. A WebSocket, once upgraded, keeps its own deadlines and pings.
	defaultWriteTimeout = 2 * time.Minute
	// refusing bounds the refused connections being told why at once; beyond it they are
	// closed without a word.
	refusing = 64
)

// door tracks the open connections.
type door struct {
	mu      sync.Mutex
	byConn  map[net.Conn]*doorConn
	perAddr map[string]int
	idle    *list.List // idle keep-alive connections, longest idle first
	open    int
	max     int // every connection at once (0: no bound)
	tell    chan struct{}
}

// doorConn is one accepted connection, counted until it is closed. Its door keeps its count
// and its place among the idle; the connection only tells it when it closes (out).
type doorConn struct {
	net.Conn
	out  func(*doorConn) // counts it out of its door, given at its making
	host string
	idle *list.Element // in d.idle while idle
	once sync.Once
	shed bool
}

func newDoor(max int) *door {
	return &door{byConn: map[net.Conn]*doorConn{}, perAddr: map[string]int{}, idle: list.New(), max: max, tell: make(chan struct{}, refusing)}
}

func (c *doorConn) Close() error {
	c.out(c)
	return c.Conn.Close()
}

// closed counts c out as it closes.
func (d *door) closed(c *doorConn) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.countOut(c)
}

// countOut counts c out, once whoever calls (its Close, or a shedding); under d.mu.
func (d *door) countOut(c *doorConn) {
	c.once.Do(func() {
		if c.idle != nil {
			d.idle.Remove(c.idle)
			c.idle = nil
		}
		delete(d.byConn, c)
		d.open--
		if d.perAddr[c.host]--; d.perAddr[c.host] <= 0 {
			delete(d.perAddr, c.host)
		}
	})
}

// state follows what net/http says of a connection: an idle one may be shed.
func (d *door) state(nc net.Conn, st http.ConnState) {
	if tc, ok := nc.(*tls.Conn); ok {
		nc = tc.NetConn()
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	c := d.byConn[nc]
	if c == nil {
		return
	}
	switch {
	case st == http.StateIdle && c.idle == nil:
		c.idle = d.idle.PushBack(c)
	case st != http.StateIdle && c.idle != nil:
		d.idle.Remove(c.idle)
		c.idle = nil
	}
}

// admit counts c, shedding idle connections to make room, or says why it may not come in.
func (d *door) admit(c *doorConn, perAddr int) (why string, status int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	var shed []*doorConn
	defer func() {
		for _, o := range shed {
			go o.Conn.Close() // its own Close counts it out; the lock is held here
		}
	}()
	if perAddr > 0 && d.perAddr[c.host] >= perAddr {
		o := d.oldestIdle(c.host)
		if o == nil {
			return fmt.Sprintf("your address holds %d connections to this server already, the most it may", perAddr), http.StatusTooManyRequests
		}
		shed = append(shed, d.forget(o))
	}
	if d.max > 0 && d.open >= d.max {
		o := d.oldestIdle("")
		if o == nil {
			return "the server is full: try again in a moment", http.StatusServiceUnavailable
		}
		shed = append(shed, d.forget(o))
	}
	d.byConn[c] = c
	d.open++
	d.perAddr[c.host]++
	return "", 0
}

// oldestIdle is the connection idle longest (of host, when given), or nil.
func (d *door) oldestIdle(host string) *doorConn {
	for e := d.idle.Front(); e != nil; e = e.Next() {
		if c := e.Value.(*doorConn); host == "" || c.host == host {
			return c
		}
	}
	return nil
}

// forget counts o out at once (its descriptor is closed right after).
func (d *door) forget(o *doorConn) *doorConn {
	d.countOut(o)
	o.shed = true
	return o
}

// Listener counts and admits the connections ln accepts (HTTPServer's ConnState follows them);
// with cfg they are TLS's, and the refusals are told over TLS too.
func (s *Server) Listener(ln net.Listener, cfg *tls.Config) net.Listener {
	return &doorListener{Listener: ln, common: s.common, door: s.door, addrs: s.addrs, tls: cfg}
}

// HTTPServer is an http.Server for h with every phase of a connection bounded, following the
// connections for the door.
func (s *Server) HTTPServer(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: s.timeouts.header, ReadTimeout: s.timeouts.body,
		IdleTimeout: s.timeouts.idle, WriteTimeout: s.timeouts.write, ConnState: s.door.state}
}

// doorListener admits each connection its listener accepts, or refuses it saying why: it is
// given the door, the addresses' counts and the common parts, not the server.
type doorListener struct {
	net.Listener
	common
	door  *door
	addrs *addresses
	tls   *tls.Config
}

func (l *doorListener) Accept() (net.Conn, error) {
	for {
		nc, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host, _, err := net.SplitHostPort(nc.RemoteAddr().String())
		if err != nil {
			host = nc.RemoteAddr().String()
		}
		c := &doorConn{Conn: nc, out: l.door.closed, host: host}
		why, status := "", 0
		if why = l.addrs.refusal(host, l.clock.Now()); why != "" {
			status = http.StatusTooManyRequests
		} else {
			why, status = l.door.admit(c, l.addrs.maxOpen)
		}
		if why == "" {
			if l.tls != nil {
				return tls.Server(c, l.tls), nil
			}
			return c, nil
		}
		if status == http.StatusTooManyRequests {
			l.addrs.knock(host, l.clock.Now()) // knocking on once told: benched for a while
		}
		l.obs.Refused(protocol.ErrRate)
		l.refuse(nc, status, why)
	}
}

// refuse tells a refused connection why, as an HTTP answer, then closes it after reading what it
// sent (closing with its request unread would reset it, and the answer with it).
func (l *doorListener) refuse(nc net.Conn, status int, why string) {
	select {
	case l.door.tell <- struct{}{}:
	default:
		nc.Close() // too many being told at once: a flood is not answered one by one
		return
	}
	go func() {
		defer func() { <-l.door.tell }()
		defer nc.Close()
		nc.SetDeadline(time.Now().Add(3 * time.Second))
		var rw io.ReadWriter = nc
		var tc *tls.Conn
		if l.tls != nil {
			if tc = tls.Server(nc, l.tls); tc.Handshake() != nil {
				return
			}
			rw = tc
		}
		// the request's head first: an answer before the request is one an HTTP client discards
		// as unsolicited, and the player would see a broken connection instead of the reason
		br := bufio.NewReaderSize(io.LimitReader(rw, 16<<10), 4096)
		http.ReadRequest(br) //nolint:errcheck // its body, if any, is drained after the answer
		w := rw
		body, _ := json.Marshal(protocol.HTTPError{V: protocol.Version, Code: protocol.ErrRate, Message: why})
		fmt.Fprintf(w, "HTTP/1.1 %d %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", status, http.StatusText(status), len(body), body)
		if tc != nil {
			tc.CloseWrite()
		}
		if tcp, ok := nc.(*net.TCPConn); ok {
			tcp.CloseWrite()
		}
		io.Copy(io.Discard, io.LimitReader(nc, 64<<10))
	}()
}

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// bound sets up what keeps the server within its means (its clock and log set): the door, the
// HTTP phases' bounds, the games an address creates and their expiry, the store's troubles.
func bound(s *Server, cfg Config) {
	s.door = newDoor(cfg.MaxConns)
	s.timeouts.header = orDefault(cfg.Timeouts.Header, defaultHeaderTimeout)
	s.timeouts.body = orDefault(cfg.Timeouts.Body, defaultBodyTimeout)
	s.timeouts.idle = orDefault(cfg.Timeouts.Idle, defaultIdleTimeout)
	s.timeouts.write = orDefault(cfg.Timeouts.Write, defaultWriteTimeout)
	s.created.perHour = cfg.CreatesPerHour
	if cfg.CreatesPerHour == 0 {
		s.created.perHour = DefaultCreatesPerHour
	}
	if s.lister = cfg.Lister; s.lister == nil {
		s.lister, _ = cfg.Store.(store.Lister)
	}
	s.expire = newExpirer(cfg, s)
	s.trouble.clock, s.trouble.log = s.clock, s.log
	s.lost.here, _ = s.store.(store.Here)
	s.lost.log = s.log
}
