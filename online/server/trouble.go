package server

import (
	"log/slog"
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
	clock   Clock
	log     *slog.Logger
}

const (
	firstRetry = time.Second
	maxRetry   = time.Minute
)

// failed notes a refused write and returns how long whoever wrote should wait before trying
// again: a second, twice as long at each refusal running, a minute at most.
func (tr *trouble) failed(what string, err error) time.Duration {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.refused == 0 {
		tr.since = tr.clock.Now()
		tr.log.Error("the store refuses to write: decisions and new games are refused until it takes them again, and retries are asked to wait", "doing", what, "err", err)
	}
	tr.refused++
	return min(firstRetry<<min(tr.refused-1, 10), maxRetry)
}

// wrote notes a write taken: a run of refusals is over.
func (tr *trouble) wrote() {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.refused > 0 {
		tr.log.Info("the store writes again", "refused", tr.refused, "over", tr.clock.Now().Sub(tr.since).Round(time.Second))
		tr.refused = 0
	}
}
