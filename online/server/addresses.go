package server

import (
	"fmt"
	"math"
	"net/http"
	"sync"
	"time"

	"tigris/online/protocol"
)

// addresses bounds what one client address may cost: the WebSockets it holds at once, and a
// time out for an address that broke the limits (flooded decisions, sent oversized frames), so
// it is refused before the handshake instead of being read again at once.
type addresses struct {
	mu      sync.Mutex
	open    map[string]int
	over    map[string]int // refusals running for a limit the address was told of
	benched map[string]*bench
	maxOpen int // 0: no limit
}

// bench is an address's time out: until when, and how many strikes it has had lately (each one
// doubles the next time out).
type bench struct {
	until   time.Time
	strikes int
	last    time.Time
}

const (
	// DefaultPerAddress is the WebSockets one address may hold at once: a household or a school
	// behind one address plays dozens of seats, not hundreds.
	DefaultPerAddress = 100
	firstBench        = 10 * time.Second
	maxBench          = 10 * time.Minute
	// forgiveAfter is how long an address keeps its strikes after its last one.
	forgiveAfter = time.Hour
	maxBenched   = 10000 // addresses remembered at most (bounded memory under a flood of addresses)
	// overTries is how many refusals running for a limit it was told of (its sockets, its
	// guesses) an address may have before it is benched.
	overTries = 20
)

func newAddresses(maxOpen int) *addresses {
	return &addresses{open: map[string]int{}, over: map[string]int{}, benched: map[string]*bench{}, maxOpen: maxOpen}
}

// refusal says why addr may not connect now, or "" when it may.
func (a *addresses) refusal(addr string, now time.Time) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.refusalLocked(addr, now)
}

func (a *addresses) refusalLocked(addr string, now time.Time) string {
	if b := a.benched[addr]; b != nil && now.Before(b.until) {
		return fmt.Sprintf("your address broke the server's limits (too many messages or messages too big): try again in %d seconds", int(math.Ceil(b.until.Sub(now).Seconds())))
	}
	return ""
}

// admit counts one more WebSocket from addr, or says why not; done gives its place back.
func (a *addresses) admit(addr string, now time.Time) (done func(), why string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if why := a.refusalLocked(addr, now); why != "" {
		return nil, why
	}
	if a.maxOpen > 0 && a.open[addr] >= a.maxOpen {
		a.knockLocked(addr, now)
		return nil, fmt.Sprintf("your address holds %d connections to this server already, the most it may", a.maxOpen)
	}
	delete(a.over, addr)
	a.open[addr]++
	var once sync.Once
	return func() {
		once.Do(func() {
			a.mu.Lock()
			defer a.mu.Unlock()
			if a.open[addr]--; a.open[addr] <= 0 {
				delete(a.open, addr)
			}
		})
	}, ""
}

// knock counts one more refusal of addr for a limit it was told of: one that keeps knocking once
// told is benched, and then refused at the door.
func (a *addresses) knock(addr string, now time.Time) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.knockLocked(addr, now)
}

func (a *addresses) knockLocked(addr string, now time.Time) {
	if a.over[addr]++; a.over[addr] >= overTries {
		delete(a.over, addr)
		a.strikeLocked(addr, now)
	}
}

// strike benches addr: ten seconds the first time, twice as long at each strike within the hour
// after the last, ten minutes at most. Strikes while it is benched (a burst: many of its
// connections broke the limit at once) are one offence: they neither lengthen nor escalate its
// time out, or a household behind one address would be locked out for one burst.
func (a *addresses) strike(addr string, now time.Time) time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.strikeLocked(addr, now)
}

func (a *addresses) strikeLocked(addr string, now time.Time) time.Duration {
	b := a.benched[addr]
	if b == nil || now.Sub(b.last) > forgiveAfter {
		if b == nil && len(a.benched) >= maxBenched {
			a.forget(now)
		}
		b = &bench{}
		a.benched[addr] = b
	}
	if now.Before(b.until) {
		return b.until.Sub(now)
	}
	d := firstBench << min(b.strikes, 16)
	d = min(d, maxBench)
	b.strikes++
	b.last = now
	b.until = now.Add(d)
	return d
}

// forget drops the addresses whose strikes are forgiven; if none, every one (memory stays
// bounded when the addresses themselves are the flood).
func (a *addresses) forget(now time.Time) {
	for k, b := range a.benched {
		if now.Sub(b.last) > forgiveAfter {
			delete(a.benched, k)
		}
	}
	if len(a.benched) >= maxBenched {
		clear(a.benched)
	}
	if len(a.over) >= maxBenched {
		clear(a.over)
	}
}

// refuseBenched answers a benched address's every request with 429 and the reason, before the
// request is routed, read or upgraded.
func (s *Server) refuseBenched(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if why := s.addrs.refusal(remoteHost(r), s.clock.Now()); why != "" {
			w.Header().Set("Connection", "close")
			httpError(w, http.StatusTooManyRequests, protocol.ErrRate, why)
			return
		}
		next.ServeHTTP(w, r)
	})
}
