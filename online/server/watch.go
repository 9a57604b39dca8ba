package server

import (
	"context"
	"errors"
	"net/http"
	"time"

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

// tableStands are a game's spectators, shown it late as anybody may see it.
type tableStands struct{ t *table }

// watched reports whether somebody watches the game (a game watched stays in memory).
func (sd *tableStands) watched() bool { return sd.t.social != nil && len(sd.t.social.watchers) > 0 }

// spectatorView is the spectators' view after the first n decisions.
func (sd *tableStands) spectatorView(n int) *game.View {
	t := sd.t
	if n == t.step() {
		return t.rec.State().SpectatorView()
	}
	st, err := t.rec.Replay(n)
	if err != nil {
		return t.rec.State().SpectatorView()
	}
	return st.SpectatorView()
}

// shownTo is the decisions a watcher may see now.
func (sd *tableStands) shownTo(w *watcher) int {
	t := sd.t
	if t.over {
		return t.step()
	}
	return max(0, t.step()-w.behind)
}

// spectatorUpdate is decision n as a spectator sees it: another seat's swap and wonder point
// hidden, nobody's points; view is the view after it (nil in a catching up).
func (sd *tableStands) spectatorUpdate(n int, view *game.View) *protocol.Update {
	t := sd.t
	rm := t.rec.Moves()[n]
	return &protocol.Update{Step: n, Seat: rm.Seat, Decision: rm.Move.DecisionOf().String(), Move: game.PublicMove(rm, game.Spectator),
		ByBot: t.byBot[n], Events: protocol.EventsOf(game.EventsFor(t.events[n], game.Spectator)), View: view}
}

// tellWatchers brings every spectator to what it may see now: decisions taken back, decisions
// made, the end. It may be called at any time: what a watcher was shown is not shown again.
func (t *table) tellWatchers() {
	if !t.stands.watched() {
		return
	}
	for w := range t.social.watchers {
		// decisions it saw that were taken back since (those it was not shown yet concern it not)
		back := w.shown
		for _, u := range t.undos[w.undos:] {
			back = min(back, u.to)
		}
		w.undos = len(t.undos)
		if back < w.shown {
			w.shown = back
			w.c.send(&protocol.Undone{Step: back, Seat: t.rec.State().Pending().Player, View: t.stands.spectatorView(back)})
		}
		if target := t.stands.shownTo(w); w.shown < target {
			st, err := t.rec.Replay(w.shown)
			for n := w.shown; n < target && err == nil; n++ {
				if err = st.Play(t.rec.Moves()[n].Move); err == nil {
					w.c.send(t.stands.spectatorUpdate(n, st.SpectatorView()))
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
	t := sd.t
	if !sd.watched() {
		return
	}
	for w := range t.social.watchers {
		w.c.closeWith(code)
	}
}

// dropWatchers closes the spectators' connections as going away (the server closes).
func (sd *tableStands) dropWatchers() { sd.closeWatchers(websocket.StatusGoingAway) }

// watchSeats tells the spectators the seats changed.
func (sd *tableStands) watchSeats(m *protocol.Seats) {
	t := sd.t
	if !sd.watched() {
		return
	}
	for w := range t.social.watchers {
		w.c.send(m)
	}
}

// welcomeWatcher is where the game stands for a new spectator that saw step decisions (-1: none).
func (sd *tableStands) welcomeWatcher(w *watcher, step int) {
	t := sd.t
	w.shown, w.undos = sd.shownTo(w), len(t.undos)
	w.c.send(&protocol.Welcome{Game: t.id, Seat: game.Spectator, Seats: t.seatList(), Step: w.shown,
		View: sd.spectatorView(w.shown), TurnLimit: t.turnLimit, Over: t.over})
	if step >= 0 && step < w.shown {
		for _, u := range t.undos {
			if step > u.to && step <= u.from {
				step = u.to
			}
		}
		for n := max(step, w.shown-maxMissed); n < w.shown; n++ {
			w.c.send(sd.spectatorUpdate(n, nil))
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
func (s *sockets) spectate(ctx context.Context, ws *websocket.Conn, c *conn, m *protocol.Watch, addr string) {
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
		t.soc().watchers[w] = true
		t.stands.welcomeWatcher(w, m.Step)
	}); err != nil {
		tell(protocol.ErrInternal, "the game cannot be read now; connect again in a moment")
		c.closeWith(websocket.StatusTryAgainLater)
		return
	}
	defer t.locked(func() {
		delete(t.social.watchers, w)
		t.used = s.clock.Now()
	})
	go s.pinger(ctx, ws, c)
	var b limit.Bucket
	for wrong := 0; ; {
		_, _, err := ws.Read(ctx)
		if err != nil {
			if errors.Is(err, websocket.ErrMessageTooBig) {
				s.benchAddr(addr, "sent a message over the limit")
			}
			return
		}
		if !b.Take(s.clock.Now(), s.rate, s.burst) {
			continue
		}
		if wrong++; wrong >= refusedInARow {
			s.benchAddr(addr, "sent a spectator's connection messages without end")
			c.closeWith(websocket.StatusPolicyViolation)
			return
		}
		tell(protocol.ErrBadMessage, "a spectator watches: it sends nothing")
	}
}

// pinger pings a connection until it closes, and closes one that does not answer.
func (s *sockets) pinger(ctx context.Context, ws *websocket.Conn, c *conn) {
	tick := time.NewTicker(s.pingEvery)
	defer tick.Stop()
	for {
		select {
		case <-c.done:
			return
		case <-tick.C:
		}
		pctx, cancel := context.WithTimeout(ctx, s.pingEvery)
		err := ws.Ping(pctx)
		cancel()
		if err != nil {
			c.close()
			ws.CloseNow()
			return
		}
	}
}
