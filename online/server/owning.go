package server

import (
	"context"
	"sync"

	"tigris/online/store"
)

// waiting is the games whose bots or clock another server runs: this server asks for all of them
// at once every ownRetry (their owner may have let them go or died without a decision to say so),
// one query however many they are.
type waiting struct {
	mu    sync.Mutex
	games map[*table]uint64 // the table and its gen when it began to wait
	armed bool
}

// wait notes that t waits for its owner to let it go; called under t's lock.
func (s *Server) wait(t *table) {
	w := &s.waiting
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.games == nil {
		w.games = map[*table]uint64{}
	}
	w.games[t] = t.gen
	if !w.armed {
		w.armed = true
		s.clock.AfterFunc(ownRetry, s.retryOwning)
	}
}

// unwait forgets t's wait (it moved on, or is let go); called under t's lock.
func (s *Server) unwait(t *table) {
	w := &s.waiting
	w.mu.Lock()
	delete(w.games, t)
	w.mu.Unlock()
}

// retryOwning asks the store for every waiting game at once and plays on those now this
// server's.
func (s *Server) retryOwning() {
	w := &s.waiting
	w.mu.Lock()
	games := w.games
	w.games = nil
	w.armed = false
	w.mu.Unlock()
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	o, ok := s.store.(store.Owning)
	if !ok || len(games) == 0 || closed {
		return
	}
	ids := make([]string, 0, len(games))
	for t := range games {
		ids = append(ids, t.id)
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	got, err := o.Own(ctx, ids)
	cancel()
	if err != nil {
		s.log.Warn("taking the bots of games", "games", len(ids), "err", err)
	}
	for t, gen := range games {
		t.locked(func() {
			switch {
			case t.gone || t.over:
				if got[t.id] {
					// taken for a game this server has let go meanwhile: give it back
					t.owned = true
					t.release()
				}
			case t.gen != gen:
				// it moved on and waits again, or not, by itself
				if got[t.id] {
					t.owned = true
				}
			case err != nil || got[t.id]:
				// the database away: thinking in vain beats a game that waits for ever
				t.owned = true
				t.next()
			default:
				s.wait(t)
			}
		})
	}
}
