package server

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/protocol"
	"tigris/online/store/sqlite"
)

// doorServer serves cfg through the door (Listener and HTTPServer) on loopback.
func doorServer(t *testing.T, cfg Config) (*Server, string) {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store = db
	if cfg.Clock == nil {
		cfg.Clock = newFakeClock()
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := s.HTTPServer(s.Handler())
	go hs.Serve(s.Listener(ln, nil))
	t.Cleanup(func() { hs.Close(); s.Close(); db.Close() })
	return s, ln.Addr().String()
}

// closedByServer reports whether the server closes c (its read ends) within 10 seconds.
func closedByServer(c net.Conn) bool {
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	return err == nil || !(errorAs(err, &ne) && ne.Timeout())
}

func errorAs(err error, ne *net.Error) bool {
	e, ok := err.(net.Error)
	if ok {
		*ne = e
	}
	return ok
}

// Every phase of an HTTP connection is bounded: a request whose headers never end, a body sent
// a byte and then never, a keep-alive connection gone quiet are each closed by the server.
func TestEveryPhaseOfAConnectionBounded(t *testing.T) {
	_, host := doorServer(t, Config{Timeouts: Timeouts{Header: 200 * time.Millisecond, Body: 300 * time.Millisecond, Idle: 200 * time.Millisecond}})
	for name, send := range map[string]string{
		"headers never ending": "GET / HTTP/1.1\r\nHost: x\r\n",
		"a slow body":          "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
	} {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, send)
		if !closedByServer(c) {
			t.Errorf("%s: still open after 10 seconds", name)
		}
	}
	c, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("the request: %v", err)
	}
	io.Copy(io.Discard, resp.Body)
	if !closedByServer(c) {
		t.Errorf("a quiet keep-alive connection: still open after 10 seconds")
	}
}

// At the server's bound of connections the idle keep-alive ones are shed for a new one; when
// none is idle the new one is told the server is full (503 and the reason), not reset.
func TestIdleShedFirstThenFullSaysSo(t *testing.T) {
	s, host := doorServer(t, Config{MaxConns: 4, PerAddress: -1})
	var idle []net.Conn
	for range 4 {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		idle = append(idle, c)
		// each idle before the next is made, so the first made is the one idle longest
		poll.Until(t, 5*time.Second, "the connection idle", func() bool {
			s.door.mu.Lock()
			defer s.door.mu.Unlock()
			return s.door.idle.Len() == len(idle)
		})
	}
	hc := &http.Client{Timeout: 5 * time.Second}
	resp, err := hc.Get("http://" + host + "/")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("a new connection at the bound with 4 idle: %v", err)
	}
	resp.Body.Close()
	if !closedByServer(idle[0]) {
		t.Fatalf("the longest idle connection was not shed")
	}
	hc.CloseIdleConnections()
	for _, c := range idle {
		c.Close()
	}
	poll.Until(t, 5*time.Second, "every connection closed", func() bool { return open(s) == 0 })
	// now every connection is busy: headers begun, never ended
	for n := 1; n <= 4; n++ {
		c, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "GET / HTTP/1.1\r\n")
		poll.Until(t, 5*time.Second, "the connection counted", func() bool { return open(s) == n })
	}
	resp, err = (&http.Client{Timeout: 5 * time.Second}).Get("http://" + host + "/")
	if err != nil {
		t.Fatalf("a refused connection was not told why: %v", err)
	}
	var he protocol.HTTPError
	json.NewDecoder(resp.Body).Decode(&he)
	resp.Body.Close()
	if resp.StatusCode != 503 || !strings.Contains(he.Message, "server is full") {
		t.Fatalf("at the bound, none idle: %s %+v", resp.Status, he)
	}
}

// open is the connections the server's door holds open now.
func open(s *Server) int {
	s.door.mu.Lock()
	defer s.door.mu.Unlock()
	return s.door.open
}
