package e2e

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os/exec"
	"strings"
	"testing"
	"time"

	"tigris/online/protocol"
)

// keptAlive opens a connection from local (nil: any) that makes one request and then stays
// quiet, as a keep-alive connection of a browser or an attacker does; it fails the test if the
// request is not answered.
func keptAlive(t *testing.T, host string, from net.IP) net.Conn {
	t.Helper()
	d := net.Dialer{Timeout: 5 * time.Second}
	if from != nil {
		d.LocalAddr = &net.TCPAddr{IP: from}
	}
	c, err := d.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	c.SetDeadline(time.Time{})
	return c
}

// newPlayer creates a game as a new player would, within a few seconds.
func newPlayer(url string) (int, error) {
	hc := &http.Client{Timeout: 5 * time.Second}
	resp, err := hc.Post(url+"/api/games", "application/json", strings.NewReader(`{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`))
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// A server process with 128 descriptors, 200 keep-alive connections gone quiet: a new player
// still creates a game (the idle ones are shed to make room), over and over.
func TestIdleConnectionsDoNotStarveTheServer(t *testing.T) {
	bin, _ := binaries(t)
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Skip("no prlimit (util-linux)")
	}
	srv := start(t, prlimit, "--nofile=128:128", bin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-per-address", "0")
	url := srv.url(t)
	host := strings.TrimPrefix(url, "http://")
	for range 200 {
		keptAlive(t, host, nil)
	}
	for i := range 3 {
		if code, err := newPlayer(url); err != nil || code != 200 {
			t.Fatalf("new player %d after 200 idle connections: %d %v\n%s", i, code, err, srv.stderr)
		}
	}
	if strings.Contains(srv.stderr.String(), "too many open files") {
		t.Fatalf("the server ran out of descriptors:\n%s", srv.stderr)
	}
}

// Every connection of an address counts against -per-address, not only its WebSockets: one
// that holds its connections with unfinished requests is refused the next with 429 and the
// reason, read whole (not a reset); another address is served.
func TestEveryConnectionOfAnAddressCounts(t *testing.T) {
	bin, _ := binaries(t)
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-per-address", "10")
	url := srv.url(t)
	host := strings.TrimPrefix(url, "http://")
	from := net.ParseIP("127.0.0.2")
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: from}, Timeout: 5 * time.Second}
	for range 10 {
		c, err := d.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{") // and no more: a slow body
	}
	hc := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DialContext: d.DialContext}}
	resp, err := hc.Get(url + "/healthz")
	if err != nil {
		t.Fatalf("the eleventh connection: %v (not told why)", err)
	}
	var he protocol.HTTPError
	err = json.NewDecoder(resp.Body).Decode(&he)
	resp.Body.Close()
	if resp.StatusCode != 429 || err != nil || he.Code != protocol.ErrRate || !strings.Contains(he.Message, "holds 10 connections") {
		t.Fatalf("the eleventh connection: %s %+v %v", resp.Status, he, err)
	}
	if code, err := newPlayer(url); err != nil || code != 200 {
		t.Fatalf("another address: %d %v", code, err)
	}
}
