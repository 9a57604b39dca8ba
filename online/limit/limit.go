// Package limit is the server's one way of bounding how often: a token bucket, and the per-hour
// bound on what each address (or account) does, which both the server's default limit on new
// games and the operator's (online/admin) use.
package limit

import (
	"math"
	"sync"
	"time"
)

// Bucket is a token bucket: Take takes a token when one is there; they come back at rate a
// second up to burst. Its zero value is full.
type Bucket struct {
	Level float64   // the tokens there at At
	At    time.Time // when last taken from (zero: never, full)
}

// Take takes one token at now, or reports false (and takes none) when there is none.
func (b *Bucket) Take(now time.Time, rate, burst float64) bool {
	if b.At.IsZero() {
		b.Level = burst
	} else if d := now.Sub(b.At).Seconds(); d > 0 {
		b.Level = min(burst, b.Level+d*rate)
	}
	b.At = now
	if b.Level < 1 {
		return false
	}
	b.Level--
	return true
}

// MaxKeys is the most keys a PerHour remembers: past it, it forgets them all (memory stays
// bounded under a flood of addresses).
const MaxKeys = 10000

// PerHour bounds what each key does: n an hour, all at once and then one every hour/n.
type PerHour struct {
	mu sync.Mutex
	by map[string]*Bucket
}

// Take counts one at now for each of keys, when every one of them may, at n an hour (n ≤ 0: no
// bound). Otherwise it counts none and returns the first key refused and how long until it may.
func (l *PerHour) Take(now time.Time, n int, keys ...string) (refused string, wait time.Duration) {
	if n <= 0 {
		return "", 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.by == nil || len(l.by) >= MaxKeys {
		l.by = map[string]*Bucket{}
	}
	burst := float64(n)
	rate := burst / 3600
	for _, k := range keys {
		if b := l.by[k]; b != nil {
			probe := *b
			if !probe.Take(now, rate, burst) {
				return k, time.Duration(math.Ceil((1-probe.Level)/rate)) * time.Second
			}
		}
	}
	for _, k := range keys {
		b := l.by[k]
		if b == nil {
			b = &Bucket{}
			l.by[k] = b
		}
		b.Take(now, rate, burst)
	}
	return "", 0
}
