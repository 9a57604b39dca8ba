package server

import (
	"sync"
	"time"
)

// trouble follows the store's refusals to write (a full disk, a database away): the operator is
// told once when they begin and once when they end, not a line per refused retry, and everyone
// retrying (bots, clients) is asked to wait longer at each refusal running.
type trouble struct {
	mu      sync.Mutex
	refused int // writes refused running
	since   time.Time
}

const (
	firstRetry = time.Second
	maxRetry   = time.Minute
)

// failed notes a refused write and returns how long whoever wrote should wait before trying
// again.
func (s *Server) storeFailed(what string, err error) time.Duration {
	tr := &s.trouble
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.refused == 0 {
		tr.since = s.clock.Now()
		s.logf("the store refuses to write (%s: %v): decisions and new games are refused until it takes them again, and retries are asked to wait", what, err)
	}
	tr.refused++
	return tr.waitLocked()
}

// storeWrote notes a write taken: a run of refusals is over.
func (s *Server) storeWrote() {
	tr := &s.trouble
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.refused > 0 {
		s.logf("the store writes again, after %d writes refused over %v", tr.refused, s.clock.Now().Sub(tr.since).Round(time.Second))
		tr.refused = 0
	}
}

// retryWait is how long a retry waits now: a second, twice as long at each refusal running, a
// minute at most.
func (s *Server) retryWait() time.Duration {
	s.trouble.mu.Lock()
	defer s.trouble.mu.Unlock()
	return s.trouble.waitLocked()
}

func (tr *trouble) waitLocked() time.Duration {
	if tr.refused == 0 {
		return firstRetry
	}
	return min(firstRetry<<min(tr.refused-1, 10), maxRetry)
}
