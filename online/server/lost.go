package server

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"tigris/online/store"
)

// lost is the store's files gone from under the server (its data folder deleted): from then on
// no decision is taken, since it would be written where nobody finds it again, and the operator
// is told loudly, once.
type lost struct {
	mu   sync.Mutex
	why  string
	here store.Here // nil: a store that keeps no files of its own
	log  *slog.Logger
}

// lostCheckEvery is how often the store's files are looked for while nothing is decided.
const lostCheckEvery = 10 * time.Second

// check says why the server takes no decisions because its store's files are gone, or "".
func (l *lost) check() string {
	if l.here == nil {
		return ""
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.why != "" {
		return l.why // a file put back is not the one written to since: the loss stands
	}
	if err := l.here.Here(); err != nil {
		l.why = "the server lost its data folder: it takes no decisions and no new games until its operator restores it (your game is kept as far as it was)"
		l.log.Error("DATA LOST. Every decision and new game is refused from now on; stop the server, restore -data from a backup and start it again", "err", err)
	}
	return l.why
}

// watch looks for the store's files every lostCheckEvery until ctx ends, so the loss is said
// even while nobody plays.
func (l *lost) watch(ctx context.Context, work *sync.WaitGroup) {
	if l.here == nil {
		return
	}
	work.Add(1)
	go func() {
		defer work.Done()
		tick := time.NewTicker(lostCheckEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if l.check() != "" {
					return
				}
			}
		}
	}()
}
