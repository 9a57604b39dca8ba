// Package natstest runs a NATS server process on loopback for tests (the nats-server program,
// installed by build/setup.sh test), on a port of its own that stays the same across restarts.
package natstest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
)

// Server is a nats-server process.
type Server struct {
	URL     string
	Monitor string // its monitoring address (http://…: /varz counts its messages)
	bin     string
	port    int
	mport   int
	cmd     *exec.Cmd
	done    chan struct{}
}

// Binary is the nats-server program's path, or "" when it is not installed.
func Binary() string {
	if p, err := exec.LookPath("nats-server"); err == nil {
		return p
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		p := filepath.Join(strings.TrimSpace(string(out)), "bin", "nats-server")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// Start runs a NATS server for the test (stopped when it ends), or skips the test when the
// program is not installed.
func Start(t testing.TB) *Server {
	t.Helper()
	bin := Binary()
	if bin == "" {
		t.Skip("nats-server is not installed (build/setup.sh test installs it)")
	}
	ports := freePorts(t, 2)
	s := &Server{URL: fmt.Sprintf("nats://127.0.0.1:%d", ports[0]), Monitor: fmt.Sprintf("http://127.0.0.1:%d", ports[1]), bin: bin, port: ports[0], mport: ports[1]}
	s.Up(t)
	t.Cleanup(s.Kill)
	return s
}

// freePorts are n different loopback ports nobody listens on now: all are held open until all
// are chosen, so none is given twice.
func freePorts(t testing.TB, n int) []int {
	t.Helper()
	var ports []int
	var lns []net.Listener
	defer func() {
		for _, ln := range lns {
			ln.Close()
		}
	}()
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports
}

// Up starts the server (again) and returns once it accepts connections.
func (s *Server) Up(t testing.TB) {
	t.Helper()
	s.cmd = exec.Command(s.bin, "-a", "127.0.0.1", "-p", fmt.Sprint(s.port), "-m", fmt.Sprint(s.mport))
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	s.done = done
	go func(c *exec.Cmd) {
		c.Wait()
		close(done)
	}(s.cmd)
	poll.Until(t, 20*time.Second, "nats-server accepting connections", func() bool {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", s.port))
		if err == nil {
			c.Close()
		}
		return err == nil
	})
}

// Kill ends the server at once (kill -9): whatever it held is lost.
func (s *Server) Kill() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	s.cmd.Process.Kill()
	<-s.done
	s.cmd = nil
}
