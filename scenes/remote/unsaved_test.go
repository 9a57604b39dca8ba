//go:build !js

package remote

import (
	"context"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
)

// holdingProxy forwards TCP connections to a server on loopback; while held, nothing a client
// sends reaches the server (what the server sends still comes through).
type holdingProxy struct {
	URL  string
	hold sync.RWMutex
}

func startHoldingProxy(t *testing.T, base string) *holdingProxy {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &holdingProxy{URL: "http://" + ln.Addr().String()}
	var conns sync.WaitGroup
	t.Cleanup(func() { ln.Close(); conns.Wait() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", u.Host)
			if err != nil {
				c.Close()
				continue
			}
			conns.Add(2)
			go func() { // server → client, never held
				defer conns.Done()
				io.Copy(c, s)
				c.Close()
			}()
			go func() { // client → server, through the hold
				defer conns.Done()
				defer s.Close()
				buf := make([]byte, 32<<10)
				for {
					n, err := c.Read(buf)
					if n > 0 {
						p.hold.RLock()
						_, werr := s.Write(buf[:n])
						p.hold.RUnlock()
						if werr != nil {
							return
						}
					}
					if err != nil {
						return
					}
				}
			}()
		}
	}()
	return p
}

// steps is how many decisions the server has stored for the seat's game, asked directly.
func steps(t *testing.T, base, token string) int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := client.Mine(ctx, base, []string{token})
	if err != nil || len(m.Games) != 1 {
		t.Fatalf("asking the server: %+v, %v", m, err)
	}
	return m.Games[0].Step
}

// A decision sent that the server has not answered is reported by Unsaved (so closing the window
// asks first) and stays unstored; once the server can hear it, Unsaved waits for its answer and
// reports nothing, and the decision is stored. A decision answered at once leaves nothing.
func TestUnansweredDecisionReported(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	proxy := startHoldingProxy(t, base)
	tk := create(t, base, protocol.SeatRequest{Kind: "me"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bo, err := client.Join(ctx, base, tk.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	// the seat that plays first is dealt: this test plays it
	m, err := client.Mine(ctx, base, []string{tk.Token})
	if err != nil || len(m.Games) != 1 {
		t.Fatalf("asking the server: %+v, %v", m, err)
	}
	if m.Games[0].ToMove == bo.Seat {
		tk = bo
	}
	var traced []string
	s := Dial(Config{Base: proxy.URL, Game: tk.Game, Token: tk.Token, Trace: func(l string) { traced = append(traced, l) }})
	defer s.Close()
	until(t, s, "my decision", s.HumanToDecide)
	if err := s.Unsaved(); err != nil {
		t.Fatalf("nothing sent, yet: %v", err)
	}
	tile := func() game.Move {
		for _, m := range s.State().LegalMoves() {
			if m.Kind == game.MoveTile {
				return m
			}
		}
		t.Fatal("no tile to place")
		return game.Move{}
	}

	// answered at once: nothing to lose
	if err := s.Try(tile()); err != nil {
		t.Fatal(err)
	}
	if err := s.Unsaved(); err != nil {
		t.Fatalf("a decision the server answered: %v", err)
	}
	if n := steps(t, base, tk.Token); n != 1 {
		t.Fatalf("the server holds %d decisions after one answered", n)
	}

	checkHeldDecision(t, s, proxy, base, tk.Token, tile)
	if !strings.Contains(strings.Join(traced, "\n"), "answered") {
		t.Fatalf("the trace never said the decision was answered: %q", traced)
	}
	for _, l := range traced {
		if strings.Contains(l, tk.Token) {
			t.Fatalf("the token is in the trace: %q", l)
		}
	}
}

// checkHeldDecision sends a decision the server cannot hear (the proxy holds it): Unsaved and
// WriteNow report it and the server has not stored it; once the server hears it, Unsaved waits
// for its answer and the server holds both decisions.
func checkHeldDecision(t *testing.T, s *Session, proxy *holdingProxy, base, token string, tile func() game.Move) {
	// the server cannot hear this seat: the decision is reported, and not stored
	until(t, s, "my second action", s.HumanToDecide)
	proxy.hold.Lock()
	held := true
	defer func() {
		if held {
			proxy.hold.Unlock()
		}
	}()
	if err := s.Try(tile()); err != nil {
		t.Fatal(err)
	}
	err := s.Unsaved()
	if err == nil || !strings.Contains(err.Error(), "has not reached the server") {
		t.Fatalf("an unanswered decision: Unsaved says %v", err)
	}
	if err := s.WriteNow(); err == nil {
		t.Fatal("an unanswered decision: WriteNow says nothing")
	}
	if n := steps(t, base, token); n != 1 {
		t.Fatalf("the server holds %d decisions; the held one was stored", n)
	}

	// the server hears it: Unsaved waits for the answer
	proxy.hold.Unlock()
	held = false
	if err := s.Unsaved(); err != nil {
		t.Fatalf("once the server could hear it: %v", err)
	}
	if n := steps(t, base, token); n != 2 {
		t.Fatalf("the server holds %d decisions after the second was answered", n)
	}
}
