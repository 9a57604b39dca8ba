package server

import (
	"context"
	"errors"
	"net/http"

	"tigris/ai"
	"tigris/online/protocol"
	"tigris/online/store"
)

// waitDesk answers a seated player's changes to a game whose invited seat nobody took yet:
// cancel it before it starts, give it a new invitation (the old code then joins nothing), or seat
// a bot for the absent. Any person holding a seat of the game may make them: whoever holds a
// token is one of those the game was made for, and the creator may have handed his seat on.
type waitDesk struct {
	common
	hub
}

// waitRefusal is a refusal of a call about a waiting game: its status, code and words.
type waitRefusal struct {
	status      int
	code, words string
}

// act runs f on game req.Game's table for the caller's seat once the call may change it: a seat
// holds the token, the game is not over and an invited seat is free. It answers refusals.
func (wd waitDesk) act(w http.ResponseWriter, r *http.Request, f func(t *table, ctl store.Controls, req protocol.WaitingRequest) *waitRefusal) {
	s := wd
	req := protocol.WaitingRequest{Seat: -1}
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ctl, ok := store.As[store.Controls](s.store)
	if !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server cannot change a game once made")
		return
	}
	var no *waitRefusal
	err := s.useTable(req.Game, func(t *table) {
		switch {
		case t.seatOf(tokenHash(req.Token)) < 0:
			no = &waitRefusal{http.StatusForbidden, protocol.ErrAuth, "no seat of that game has this token"}
		case t.cancelled:
			no = &waitRefusal{http.StatusConflict, protocol.ErrOver, "this game was cancelled"}
		case t.over:
			no = &waitRefusal{http.StatusConflict, protocol.ErrOver, "the game is over"}
		case freeInvited(t, -1) < 0:
			no = &waitRefusal{http.StatusConflict, protocol.ErrFull, "every invited seat is taken: the game is played as it is"}
		default:
			no = f(t, ctl, req)
		}
	})
	if errors.Is(err, store.ErrNotFound) {
		no = &waitRefusal{http.StatusForbidden, protocol.ErrAuth, "no seat of that game has this token"}
	} else if err != nil {
		no = &waitRefusal{http.StatusInternalServerError, protocol.ErrInternal, "the game could not be read; try again"}
	}
	if no != nil {
		httpError(w, no.status, no.code, no.words)
		return
	}
	if w.Header().Get("Content-Type") == "" { // f answered nothing of its own
		reply(w, protocol.Done{V: protocol.Version})
	}
}

// freeInvited is the invited seat of t nobody took: want if it is one, the first when want is -1;
// -1 when none.
func freeInvited(t *table, want int) int {
	for i, st := range t.seats {
		if st.Kind == "human" && len(st.TokenHash) == 0 && (want < 0 || want == i) {
			return i
		}
	}
	return -1
}

// storeFailed is the refusal when the store could not keep a change.
func storeFailed(t *table, what string, err error) *waitRefusal {
	t.log.Warn(what, "game", t.id, "err", err)
	t.reload() // another server may have changed it
	return &waitRefusal{http.StatusInternalServerError, protocol.ErrInternal, "the change could not be stored; try again"}
}

func (wd waitDesk) handleCancel(w http.ResponseWriter, r *http.Request) {
	wd.act(w, r, func(t *table, ctl store.Controls, _ protocol.WaitingRequest) *waitRefusal {
		started := &waitRefusal{http.StatusConflict, protocol.ErrStarted, "the game has started (a decision was made): it cannot be cancelled now; resign instead"}
		if t.step() > 0 {
			return started
		}
		ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
		defer cancel()
		if err := ctl.Cancel(ctx, t.id); errors.Is(err, store.ErrStarted) {
			t.reload() // a decision came by way of another server
			return started
		} else if err != nil {
			return storeFailed(t, "cancelling", err)
		}
		t.log.Info("game cancelled", "game", t.id)
		t.cancelled, t.over = true, true
		t.stopTimer()
		t.tellAll(t.overMessage()) // nobody won, nothing is rated (finish is not called)
		t.tellWatchers()
		return nil
	})
}

func (wd waitDesk) handleInvite(w http.ResponseWriter, r *http.Request) {
	wd.act(w, r, func(t *table, ctl store.Controls, _ protocol.WaitingRequest) *waitRefusal {
		ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
		defer cancel()
		code := newCode()
		err := ctl.Recode(ctx, t.id, code)
		for try := 0; errors.Is(err, store.ErrCodeTaken) && try < 5; try++ {
			code = newCode()
			err = ctl.Recode(ctx, t.id, code)
		}
		if err != nil {
			return storeFailed(t, "a new invitation", err)
		}
		t.log.Info("a new invitation", "game", t.id)
		t.code = code
		m := &protocol.Seats{Seats: t.seatList(), Code: code} // to the seats only: a spectator is not invited
		for s := range t.seats {
			for c := range t.conns[s] {
				c.send(m)
			}
		}
		link, _ := links(r, code, t.id, "")
		reply(w, protocol.Invitation{V: protocol.Version, Game: t.id, Code: code, Link: link})
		return nil
	})
}

func (wd waitDesk) handleBot(w http.ResponseWriter, r *http.Request) {
	wd.act(w, r, func(t *table, ctl store.Controls, req protocol.WaitingRequest) *waitRefusal {
		lv, err := ai.ParseLevel(req.Level)
		if err != nil {
			return &waitRefusal{http.StatusBadRequest, protocol.ErrBadMessage, err.Error()}
		}
		if req.Seat < -1 || req.Seat >= len(t.seats) {
			return &waitRefusal{http.StatusBadRequest, protocol.ErrBadMessage, "this game has no such seat"}
		}
		seat := freeInvited(t, req.Seat)
		if seat < 0 {
			return &waitRefusal{http.StatusConflict, protocol.ErrFull, "that seat is not a free invited one: somebody holds it, or a bot does"}
		}
		ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
		defer cancel()
		if err := ctl.SeatBot(ctx, t.id, seat, lv.String()); errors.Is(err, store.ErrSeatTaken) {
			t.reload() // taken by way of another server
			return &waitRefusal{http.StatusConflict, protocol.ErrFull, "that seat was just taken"}
		} else if err != nil {
			return storeFailed(t, "seating a bot", err)
		}
		t.log.Info("a bot seated for the absent", "game", t.id, "seat", seat)
		t.seats[seat].Kind, t.seats[seat].Level = "bot", lv.String()
		t.broadcastSeats()
		tellStart(t, seat) // notify.go
		t.next()           // the bot plays when its turn comes
		return nil
	})
}

// noteCancelled reads whether game t, over before its first decision, was cancelled (a table
// loaded again, or changed by way of another server).
func noteCancelled(t *table) {
	if !t.over || t.step() > 0 || t.cancelled {
		return
	}
	ctl, ok := store.As[store.Controls](t.store)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	on, err := ctl.Cancelled(ctx, t.id)
	if err != nil {
		t.log.Warn("reading whether it was cancelled", "game", t.id, "err", err)
	}
	t.cancelled = on
}

// retiredCode answers a join by a code given up, true once answered: "this game was cancelled",
// or that the invitation was replaced.
func retiredCode(w http.ResponseWriter, r *http.Request, st store.Store, code string) bool {
	ctl, ok := store.As[store.Controls](st)
	if !ok {
		return false
	}
	_, why, err := ctl.Retired(r.Context(), code)
	if err != nil {
		return false
	}
	if why == store.RetiredCancelled {
		httpError(w, http.StatusGone, protocol.ErrOver, "this game was cancelled")
		return true
	}
	httpError(w, http.StatusGone, protocol.ErrNotFound, "this invitation was replaced by a new one: ask the player who invited you for the new link")
	return true
}
