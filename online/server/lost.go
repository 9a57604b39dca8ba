package server

import (
	"context"
	"sync"
	"time"

	"tigris/online/store"
)

// lost is the store's files gone from under the server (its data folder deleted): from then on
// no decision is taken, since it would be written where nobody finds it again, and the operator
// is told loudly, once.
type lost struct {
	mu  sync.Mutex
	why string
}

// lostCheckEvery is how often the store's files are looked for while nothing is decided.
const lostCheckEvery = 10 * time.Second

// DataLost says why the server takes no decisions because its store's files are gone, or "".
func (s *Server) DataLost() string {
	h, ok := s.store.(store.Here)
	if !ok {
		return ""
	}
	s.lost.mu.Lock()
	defer s.lost.mu.Unlock()
	if s.lost.why != "" {
		return s.lost.why // a file put back is not the one written to since: the loss stands
	}
	if err := h.Here(); err != nil {
		s.lost.why = "the server lost its data folder: it takes no decisions and no new games until its operator restores it (your game is kept as far as it was)"
		s.logf("DATA LOST: %v. Every decision and new game is refused from now on; stop the server, restore -data from a backup and start it again", err)
	}
	return s.lost.why
}

// watchLost looks for the store's files every lostCheckEvery, so the loss is said even while
// nobody plays.
func (s *Server) watchLost(ctx context.Context) {
	if _, ok := s.store.(store.Here); !ok {
		return
	}
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		tick := time.NewTicker(lostCheckEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if s.DataLost() != "" {
					return
				}
			}
		}
	}()
}
