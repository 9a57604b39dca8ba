package server

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"tigris/online/store"
)

// Games cost the server memory and the database room: each address creates a bounded number an
// hour, and the games nobody plays are ended by a stated rule (README, docs/OPERATING.md), so
// neither a flood nor time fills the server.

const (
	// DefaultCreatesPerHour is the games one address may create an hour (all at once, then one
	// every hour/60): a household or a school starts a few, a script thousands.
	DefaultCreatesPerHour = 60
	// DefaultUnstartedFor ends a game with no decision made this long after its creation.
	DefaultUnstartedFor = 7 * 24 * time.Hour
	// DefaultAbandonedFor ends a game with no decision for this long.
	DefaultAbandonedFor = 30 * 24 * time.Hour
	// expireEvery is how often the games are looked over.
	expireEvery = time.Hour
	expireBatch = 1000 // games ended at most a look (the longest abandoned first); the next look goes on
	maxCreators = 10000
)

// creations counts each address's new games.
type creations struct {
	mu    sync.Mutex
	by    map[string]*bucket
	burst float64 // 0: no limit
}

// take counts one creation from each of who (an address, and an account when signed in), or
// says why not (and counts none).
func (c *creations) take(now time.Time, who ...string) string {
	if c.burst <= 0 {
		return ""
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by == nil || len(c.by) >= maxCreators {
		c.by = map[string]*bucket{} // bounded under a flood of addresses
	}
	rate := c.burst / 3600
	for _, k := range who {
		if b := c.by[k]; b != nil {
			probe := *b
			if !probe.take(now, rate, c.burst) {
				wait := time.Duration(math.Ceil((1-probe.level)/rate)) * time.Second
				return fmt.Sprintf("your %s created %d games within the hour, the most this server takes: the next in %v", strings.Fields(k)[0], int(c.burst), wait)
			}
		}
	}
	for _, k := range who {
		b := c.by[k]
		if b == nil {
			b = &bucket{}
			c.by[k] = b
		}
		b.take(now, rate, c.burst)
	}
	return ""
}

// Expiry is the rule that ends the games nobody plays (zero fields: the defaults; negative:
// never).
type Expiry struct {
	Unstarted, Abandoned time.Duration
}

// expirer ends the games of the rule, every expireEvery on the server's clock.
type expirer struct {
	s                    *Server
	list                 store.Lister
	unstarted, abandoned time.Duration
}

func newExpirer(cfg Config, s *Server) *expirer {
	e := &expirer{s: s, list: cfg.Lister}
	if e.list == nil {
		e.list, _ = cfg.Store.(store.Lister)
	}
	e.unstarted = orDefault(cfg.Expire.Unstarted, DefaultUnstartedFor)
	e.abandoned = orDefault(cfg.Expire.Abandoned, DefaultAbandonedFor)
	if cfg.Expire.Unstarted < 0 {
		e.unstarted = 0
	}
	if cfg.Expire.Abandoned < 0 {
		e.abandoned = 0
	}
	if e.list == nil || (e.unstarted == 0 && e.abandoned == 0) {
		return nil
	}
	return e
}

// schedule looks the games over in expireEvery, and again after each look.
func (e *expirer) schedule() {
	if e == nil {
		return
	}
	s := e.s
	s.clock.AfterFunc(expireEvery, func() {
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			return
		}
		s.work.Add(1)
		s.mu.Unlock()
		defer s.work.Done()
		e.run()
		e.schedule()
	})
}

// run ends the games of the rule now and returns how many: those with no decision Unstarted
// after their creation, and those with none for Abandoned.
func (e *expirer) run() int {
	s := e.s
	now, n := s.clock.Now(), 0
	for _, rule := range []struct {
		idle      time.Duration
		unstarted bool
		why       string
	}{{e.unstarted, true, "never started"}, {e.abandoned, false, "abandoned"}} {
		if rule.idle <= 0 {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		games, err := e.list.Abandoned(ctx, now.Add(-rule.idle), expireBatch)
		cancel()
		if err != nil {
			s.logf("expiring games: %v", err)
			continue
		}
		ended := 0
		for _, g := range games {
			if rule.unstarted && g.Decisions > 0 {
				continue
			}
			if s.End(g.ID) == nil {
				ended++
			}
		}
		if ended > 0 {
			s.logf("%d games %s for %v ended", ended, rule.why, rule.idle)
		}
		n += ended
	}
	return n
}
