package server

import (
	"log/slog"

	"sync"
	"time"
)

// trouble follows the store's refusals to write (a full disk, a database away): the operator is
// told once when they begin and once when they end, not a line per refused retry, and everyone
// retrying (bots, clients) is asked to wait longer at each refusal running. Each place of the
// store (a database shard: placeOf) has its runs, so one shard down while another writes is one
// run, not a line a decision.
type trouble struct {
	mu      sync.Mutex
	refused map[string]int // writes refused running, by place
	since   map[string]time.Time
	clock   Clock
	log     *slog.Logger
}

const (
	firstRetry = time.Second
	maxRetry   = time.Minute
)

// failed notes a refused write and returns how long whoever wrote should wait before trying
// again: a second, twice as long at each refusal running, a minute at most.
func (tr *trouble) failed(place, what string, err error) time.Duration {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.refused == nil {
		tr.refused, tr.since = map[string]int{}, map[string]time.Time{}
	}
	if tr.refused[place] == 0 {
		tr.since[place] = tr.clock.Now()
		tr.log.Error("the store refuses to write: decisions and new games are refused until it takes them again, and retries are asked to wait", placed(place, "doing", what, "err", err)...)
	}
	tr.refused[place]++
	return min(firstRetry<<min(tr.refused[place]-1, 10), maxRetry)
}

// wrote notes a write taken at place: a run of refusals there is over.
func (tr *trouble) wrote(place string) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if n := tr.refused[place]; n > 0 {
		tr.log.Info("the store writes again", placed(place, "refused", n, "over", tr.clock.Now().Sub(tr.since[place]).Round(time.Second))...)
		delete(tr.refused, place)
	}
}

// placed adds the place to a log line's attributes when the store has several.
func placed(place string, args ...any) []any {
	if place == "" {
		return args
	}
	return append(args, "where", place)
}

// placer is a store whose games live in several places (PostgreSQL shards).
type placer interface{ Place(id string) string }
