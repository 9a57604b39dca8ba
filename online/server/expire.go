package server

import (
	"context"
	"fmt"
	"strings"
	"time"

	"tigris/online/limit"
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
)

// creations counts each address's (and account's) new games.
type creations struct {
	limit.PerHour
	perHour int // 0: no limit
}

// take counts one creation from each of who (an address, and an account when signed in), or
// says why not (and counts none).
func (c *creations) take(now time.Time, who ...string) string {
	k, wait := c.Take(now, c.perHour, who...)
	if k == "" {
		return ""
	}
	return fmt.Sprintf("your %s created %d games within the hour, the most this server takes: the next in %v", strings.Fields(k)[0], c.perHour, wait)
}

// Expiry is the rule that ends the games nobody plays (zero fields: the defaults; negative:
// never).
type Expiry struct {
	Unstarted, Abandoned time.Duration
}

// expirer ends the games of the rule, every expireEvery on the server's clock. It is given the
// server's common parts and two callbacks at its making: the way to end a game (Server.End) and
// the way to run as the server's work (counted), not the server.
type expirer struct {
	common
	end                  func(id string) error
	counted              func(f func())
	list                 store.Lister
	unstarted, abandoned time.Duration
}

func newExpirer(cfg Config, s *Server) *expirer {
	e := &expirer{common: s.common, end: s.End, counted: s.counted, list: s.lister}
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
	e.clock.AfterFunc(expireEvery, func() {
		e.counted(func() {
			e.run()
			e.schedule()
		})
	})
}

// run ends the games of the rule now and returns how many: those with no decision Unstarted
// after their creation, and those with none for Abandoned.
func (e *expirer) run() int {
	s := e
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
		ended, err := endIdle(ctx, e.list, e.end, now.Add(-rule.idle), rule.unstarted, false)
		cancel()
		if err != nil {
			s.log.Warn("expiring games", "err", err)
			continue
		}
		if len(ended) > 0 {
			s.log.Info("games ended", "games", len(ended), "why", rule.why, "idle", rule.idle)
		}
		n += len(ended)
	}
	return n
}

// EndIdle ends the games not over in which nobody decided since before (at most expireBatch a
// call, the longest idle first), or with dryRun only finds them, and returns their ids: the
// operator's expiry (online/admin) and the server's own rule are the one listing.
func (s *Server) EndIdle(ctx context.Context, before time.Time, dryRun bool) ([]string, error) {
	if s.lister == nil {
		return nil, store.ErrNoList
	}
	return endIdle(ctx, s.lister, s.End, before, false, dryRun)
}

// endIdle lists the games idle since before (only the never started ones when unstarted) and
// ends each with end unless dryRun; a game ended meanwhile, or elsewhere, is not counted.
func endIdle(ctx context.Context, list store.Lister, end func(string) error, before time.Time, unstarted, dryRun bool) ([]string, error) {
	games, err := list.Abandoned(ctx, before, expireBatch)
	if err != nil {
		return nil, err
	}
	ended := []string{}
	for _, g := range games {
		if unstarted && g.Decisions > 0 {
			continue
		}
		if dryRun || end(g.ID) == nil {
			ended = append(ended, g.ID)
		}
	}
	return ended, nil
}
