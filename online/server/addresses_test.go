package server

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/sqlite"
)

func TestStrikesDoubleUpToTenMinutesAndAreForgiven(t *testing.T) {
	a := newAddresses(0)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	want := []time.Duration{10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second, 160 * time.Second, 320 * time.Second, 10 * time.Minute, 10 * time.Minute}
	for i, w := range want {
		if d := a.strike("10.0.0.1", now); d != w {
			t.Fatalf("strike %d: benched for %v, want %v", i+1, d, w)
		}
		if a.refusal("10.0.0.1", now.Add(w-time.Millisecond)) == "" {
			t.Fatalf("strike %d: admitted before its time out ended", i+1)
		}
		if a.refusal("10.0.0.2", now) != "" {
			t.Fatal("another address was refused")
		}
		now = now.Add(w)
		if why := a.refusal("10.0.0.1", now); why != "" {
			t.Fatalf("strike %d: still refused when its time out ended: %s", i+1, why)
		}
	}
	// an hour without a strike and the next one counts as the first
	if d := a.strike("10.0.0.1", now.Add(forgiveAfter+time.Second)); d != firstBench {
		t.Fatalf("after an hour's good conduct: benched for %v", d)
	}
}

func TestBenchedAddressesStayBounded(t *testing.T) {
	a := newAddresses(0)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range maxBenched + 500 {
		a.strike(fmt.Sprintf("10.%d.%d.%d", i>>16, i>>8&255, i&255), now)
	}
	if n := len(a.benched); n > maxBenched {
		t.Fatalf("%d addresses remembered, more than %d", n, maxBenched)
	}
}

func TestConnectionsPerAddressBounded(t *testing.T) {
	a := newAddresses(2)
	now := time.Now()
	d1, why := a.admit("10.0.0.1", now)
	d2, why2 := a.admit("10.0.0.1", now)
	if why != "" || why2 != "" {
		t.Fatalf("the first two refused: %q %q", why, why2)
	}
	if _, why := a.admit("10.0.0.1", now); !strings.Contains(why, "2 connections") {
		t.Fatalf("the third: %q", why)
	}
	if _, why := a.admit("10.0.0.3", now); why != "" {
		t.Fatalf("another address: %q", why)
	}
	d1()
	d1() // giving a place back twice gives back one
	if _, why := a.admit("10.0.0.1", now); why != "" {
		t.Fatalf("after one closed: %q", why)
	}
	if _, why := a.admit("10.0.0.1", now); why == "" {
		t.Fatal("a place given back twice was counted twice")
	}
	d2()
}

// Over real sockets: the connection over an address's bound is refused before its handshake,
// with the reason, and admitted once another closes.
func TestServerBoundsConnectionsPerAddress(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ts := startOn(t, db, Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6, PerAddress: 2})
	a, _, ta, _ := twoPlayers(t, ts)
	var refusal *client.Refused
	if _, err := client.Dial(ctxFor(t), ts.url, ta.Game, ta.Token, -1); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate || !strings.Contains(refusal.Message, "2 connections") {
		t.Fatalf("a third connection from one address: %v", err)
	}
	a.c.Close()
	poll.Until(t, 10*time.Second, "a connection admitted after another closed", func() bool {
		c, err := client.Dial(ctxFor(t), ts.url, ta.Game, ta.Token, -1)
		if err != nil {
			return false
		}
		c.Close()
		return true
	})
}

func TestKnockingPastTheBoundBenches(t *testing.T) {
	a := newAddresses(1)
	now := time.Now()
	if _, why := a.admit("10.0.0.1", now); why != "" {
		t.Fatal(why)
	}
	for i := range overTries {
		if a.refusal("10.0.0.1", now) != "" {
			t.Fatalf("benched after %d refusals, before %d", i, overTries)
		}
		a.admit("10.0.0.1", now)
	}
	if a.refusal("10.0.0.1", now) == "" {
		t.Fatalf("not benched after %d refusals running", overTries)
	}
}

// A benched address's connections are answered 429 with the reason as they are accepted, before
// a request is routed; another address is served.
func TestBenchedAddressClosedAtTheDoor(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	clock := newFakeClock()
	s, err := New(Config{Store: db, Clock: clock})
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
	get := func(from string) (int, error) {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
		hc := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
		resp, err := hc.Get("http://" + ln.Addr().String() + "/")
		if err != nil {
			return 0, err
		}
		resp.Body.Close()
		return resp.StatusCode, nil
	}
	if code, err := get("127.0.0.3"); err != nil || code != 200 {
		t.Fatalf("before the bench: %d %v", code, err)
	}
	s.addrs.strike("127.0.0.3", clock.Now())
	// told why (429 and the reason) before the connection closes, not reset
	if code, err := get("127.0.0.3"); err != nil || code != 429 {
		t.Fatalf("a benched address was answered %d %v", code, err)
	}
	if code, err := get("127.0.0.4"); err != nil || code != 200 {
		t.Fatalf("another address: %d %v", code, err)
	}
	clock.Advance(firstBench)
	if code, err := get("127.0.0.3"); err != nil || code != 200 {
		t.Fatalf("after the bench: %d %v", code, err)
	}
}
