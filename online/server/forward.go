package server

import (
	"context"
	"errors"
	"time"

	"tigris/online/protocol"
	"tigris/online/store"
)

// With a relayed store, a game's decisions are made by its owner (the server holding its advisory
// lock, which runs its bots and clock): a player connected to another server has his decision
// forwarded to the owner, whose update comes back by the relay like any other server's, and whose
// refusal is told to him as it is. So a game's decisions are checked and ordered in one server's
// memory, and the database's lock on the game's row is never contended.

// forwardWait bounds the wait for a game's owner; past it the decision is made here (the database
// still keeps one decision a step).
const forwardWait = 2 * time.Second

// move makes or forwards a player's decision.
func (t *table) move(seat, step int, text string) error {
	r, ok := store.As[store.Relayed](t.store)
	if !ok || t.owned {
		return t.decide(seat, step, text, false)
	}
	handled, ref := r.Forward(t.id, store.Forwarded{Seat: seat, Step: step, Move: text}, forwardWait)
	if !handled {
		// no server owns the game (or its owner is gone): this one takes it if it can
		if o, ok := store.As[store.Owning](t.store); ok {
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			got, err := o.Own(ctx, []string{t.id})
			cancel()
			if err == nil && got[t.id] {
				t.owned = true
			}
		}
		return t.decide(seat, step, text, false)
	}
	if ref.Code != "" {
		return &refusal{code: ref.Code, msg: ref.Text, retry: ref.Retry}
	}
	return nil
}

// serveForwarded makes a decision forwarded by another server for a game this one owns.
func (s *Server) serveForwarded(id string, f store.Forwarded) store.Refusal {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	out := store.Refusal{Code: store.NotOwner}
	if t == nil {
		return out
	}
	t.locked(func() {
		if t.gone || !t.owned {
			return
		}
		out = store.Refusal{}
		if err := t.decide(f.Seat, f.Step, f.Move, false); err != nil {
			var r *refusal
			if errors.As(err, &r) {
				out = store.Refusal{Code: r.code, Text: r.msg, Retry: r.retry}
			} else {
				out = store.Refusal{Code: protocol.ErrInternal, Text: err.Error()}
			}
		}
	})
	return out
}
