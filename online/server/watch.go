package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/coder/websocket"

	"tigris/game"
	"tigris/online/limit"
	"tigris/online/protocol"
	"tigris/online/store"
)

// watcher is a spectator's connection: it is shown the game behind decisions late (every
// decision once the game is over), as anybody may see it (R11.1): no hand, no points.
type watcher struct {
	c      *conn
	behind int
	shown  int  // the decisions it was shown
	undos  int  // the table's undos it was told of
	over   bool // it was sent the end
}

// tableStands are a game's spectators' connections; the table tells them what they may see.
type tableStands struct {
	watchers map[*watcher]bool // nil until the first comes
}

// watched reports whether somebody watches the game (a game watched stays in memory).
func (sd *tableStands) watched() bool { return len(sd.watchers) > 0 }

// add seats a spectator; remove lets it go.
func (sd *tableStands) add(w *watcher) {
	if sd.watchers == nil {
		sd.watchers = map[*watcher]bool{}
	}
	sd.watchers[w] = true
}

func (sd *tableStands) remove(w *watcher) { delete(sd.watchers, w) }

// spectatorView is the spectators' view of rec after its first n decisions.
func spectatorView(rec *game.Record, n int) *game.View {
	if n == len(rec.Moves()) {
		return rec.State().SpectatorView()
	}
	st, err := rec.Replay(n)
	if err != nil {
		return rec.State().SpectatorView()
	}
	return st.SpectatorView()
}

// shownTo is the decisions a watcher may see of a game of step decisions, over or not.
func shownTo(w *watcher, step int, over bool) int {
	if over {
		return step
	}
	return max(0, step-w.behind)
}

// spectatorUpdate is decision n of rec as a spectator sees it: another seat's swap and wonder
// point hidden, nobody's points; byBot and events are the game's, view is the view after it
// (nil in a catching up).
func spectatorUpdate(rec *game.Record, byBot []bool, events [][]game.Event, n int, view *game.View) *protocol.Update {
	rm := rec.Moves()[n]
	return &protocol.Update{Step: n, Seat: rm.Seat, Decision: rm.Move.DecisionOf().String(), Move: game.PublicMove(rm, game.Spectator),
		ByBot: byBot[n], Events: protocol.EventsOf(game.EventsFor(events[n], game.Spectator)), View: view}
}

// tellWatchers brings every spectator to what it may see now: decisions taken back, decisions
// made, the end. It may be called at any time: what a watcher was shown is not shown again.
func (t *table) tellWatchers() {
	if !t.stands.watched() {
		return
	}
	for w := range t.stands.watchers {
		// decisions it saw that were taken back since (those it was not shown yet concern it not)
		back := w.shown
		for _, u := range t.undos[w.undos:] {
			back = min(back, u.to)
		}
		w.undos = len(t.undos)
		if back < w.shown {
			w.shown = back
			w.c.send(&protocol.Undone{Step: back, Seat: t.rec.State().Pending().Player, View: spectatorView(t.rec, back)})
		}
		if target := shownTo(w, t.step(), t.over); w.shown < target {
			st, err := t.rec.Replay(w.shown)
			for n := w.shown; n < target && err == nil; n++ {
				if err = st.Play(t.rec.Moves()[n].Move); err == nil {
					w.c.send(spectatorUpdate(t.rec, t.byBot, t.events, n, st.SpectatorView()))
				}
			}
			if err != nil {
				t.log.Warn("a spectator's view", "game", t.id, "err", err)
			}
			w.shown = target
		}
		if t.over && !w.over {
			w.over = true
			w.c.send(t.overMessage())
		}
	}
}

// closeWatchers closes the spectators' connections with code (the server stops).
func (sd *tableStands) closeWatchers(code websocket.StatusCode) {
	for w := range sd.watchers {
		w.c.closeWith(code)
	}
}

// dropWatchers closes the spectators' connections as going away (the server closes).
func (sd *tableStands) dropWatchers() { sd.closeWatchers(websocket.StatusGoingAway) }

// watchSeats tells the spectators the seats changed.
func (sd *tableStands) watchSeats(m *protocol.Seats) {
	for w := range sd.watchers {
		w.c.send(m)
	}
}

// welcomeWatcher is where the game stands for a new spectator that saw step decisions (-1: none).
func (t *table) welcomeWatcher(w *watcher, step int) {
	w.shown, w.undos = shownTo(w, t.step(), t.over), len(t.undos)
	w.c.send(&protocol.Welcome{Game: t.id, Seat: game.Spectator, Seats: t.seatList(), Step: w.shown,
		View: spectatorView(t.rec, w.shown), TurnLimit: t.turnLimit, Over: t.over})
	if step >= 0 && step < w.shown {
		for _, u := range t.undos {
			if step > u.to && step <= u.from {
				step = u.to
			}
		}
		for n := max(step, w.shown-maxMissed); n < w.shown; n++ {
			w.c.send(spectatorUpdate(t.rec, t.byBot, t.events, n, nil))
		}
	}
	t.talk.chatHistory(w.c, game.Spectator)
	if t.over {
		w.over = true
		w.c.send(t.overMessage())
	}
}

// handleWatchLink makes a watch link of a game for one of its seats' holders: whoever is given
// it watches the game, Behind decisions late.
func (gd *gameDesk) handleWatchLink(w http.ResponseWriter, r *http.Request) {
	s := gd
	var req protocol.WatchRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	so, ok := store.As[store.Social](s.store)
	if !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server lets nobody watch")
		return
	}
	if req.Behind < 0 || req.Behind > protocol.MaxBehind {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "a watch link shows the game 0 to 50 decisions behind")
		return
	}
	seat := -1
	err := s.useTable(req.Game, func(t *table) { seat = t.seatOf(tokenHash(req.Token)) })
	if errors.Is(err, store.ErrNotFound) || (err == nil && seat < 0) {
		httpError(w, http.StatusForbidden, protocol.ErrAuth, "no seat of that game has this token")
		return
	}
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be read; try again")
		return
	}
	key := newToken()
	if err := so.AddWatch(r.Context(), req.Game, tokenHash(key), req.Behind); err != nil {
		s.log.Warn("a watch link", "game", req.Game, "err", err)
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the watch link could not be stored; try again")
		return
	}
	link, _ := links(r, "", req.Game, "")
	link = link[:len(link)-len("?join=")] + "#" + protocol.WatchFragment(req.Game, key)
	reply(w, protocol.WatchLink{V: protocol.Version, Game: req.Game, Key: key, Behind: req.Behind, Link: link})
}

// spectate serves a spectator's connection, opened by m: it is shown the game and its chat,
// and may send nothing.
func (sk *socket) spectate(m *protocol.Watch) {
	s, ctx, ws, c := sk.s, sk.ctx, sk.ws, sk.c
	tell := func(code, msg string) {
		s.obs.Refused(code)
		c.send(&protocol.Error{Code: code, Message: msg, Step: -1})
	}
	so, ok := store.As[store.Social](s.store)
	var id string
	behind := 0
	err := store.ErrNoWatch
	if ok {
		sctx, cancel := context.WithTimeout(ctx, storeTimeout)
		id, behind, err = so.Watching(sctx, tokenHash(m.Key))
		cancel()
	}
	if err == nil && id != m.Game {
		err = store.ErrNoWatch
	}
	if err != nil {
		if errors.Is(err, store.ErrNoWatch) {
			tell(protocol.ErrAuth, "no watch link of that game has this key")
			c.closeWith(websocket.StatusPolicyViolation)
		} else {
			tell(protocol.ErrInternal, "the game cannot be read now; connect again in a moment")
			c.closeWith(websocket.StatusTryAgainLater)
		}
		return
	}
	w := &watcher{c: c, behind: behind}
	var t *table
	if err := s.useTable(id, func(tt *table) {
		t = tt
		t.stands.add(w)
		t.welcomeWatcher(w, m.Step)
	}); err != nil {
		tell(protocol.ErrInternal, "the game cannot be read now; connect again in a moment")
		c.closeWith(websocket.StatusTryAgainLater)
		return
	}
	defer t.locked(func() {
		t.stands.remove(w)
		t.used = s.clock.Now()
	})
	go sk.pinger()
	var b limit.Bucket
	for wrong := 0; ; {
		_, _, err := ws.Read(ctx)
		if err != nil {
			if errors.Is(err, websocket.ErrMessageTooBig) {
				sk.bench("sent a message over the limit")
			}
			return
		}
		if !b.Take(s.clock.Now(), s.rate, s.burst) {
			continue
		}
		if wrong++; wrong >= refusedInARow {
			sk.bench("sent a spectator's connection messages without end")
			c.closeWith(websocket.StatusPolicyViolation)
			return
		}
		tell(protocol.ErrBadMessage, "a spectator watches: it sends nothing")
	}
}
