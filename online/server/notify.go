package server

import (
	"errors"
	"net/http"
	"net/mail"
	"slices"
	"time"

	"tigris/online/notify"
	"tigris/online/notify/webpush"
	"tigris/online/protocol"
	"tigris/online/store"
)

// Notifications (online/notify): the calls that register a device, and the moments a seat's
// player, away, is told that something waits on him. Each note is queued: a decision never
// waits on a push service.

// pushDesk serves the calls that register a device.
type pushDesk struct {
	common
	accounts *accountDesk // who a call is signed in as (accounts.go)
}

func (d pushDesk) handlePushKey(w http.ResponseWriter, r *http.Request) {
	s := d
	if s.notify == nil {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server sends no notifications")
		return
	}
	reply(w, protocol.PushKey{V: protocol.Version, Key: s.notify.PublicKey(), Mail: s.notify.Mail()})
}

// pushes is the store's notifications, or false (told to the caller) when this server sends none.
func (d pushDesk) pushes(w http.ResponseWriter) (store.Pushes, bool) {
	ps, ok := store.As[store.Pushes](d.store)
	if d.notify == nil || !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server sends no notifications")
		return nil, false
	}
	return ps, true
}

func (d pushDesk) handlePushSubscribe(w http.ResponseWriter, r *http.Request) {
	s := d
	var req protocol.PushRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ps, ok := d.pushes(w)
	if !ok {
		return
	}
	sub, err := d.pushSub(req)
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return
	}
	if len(req.Tokens) > 100 {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "at most 100 tokens at once")
		return
	}
	// each token is kept by its hash, and only when it holds a seat: a rematch's seats (the same
	// tokens) are told too
	var hashes [][]byte
	seats := 0
	for _, tok := range req.Tokens {
		refs, err := s.store.SeatsOf(r.Context(), [][]byte{tokenHash(tok)})
		if err != nil {
			httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the seats could not be read; try again")
			return
		}
		if len(refs) > 0 {
			hashes, seats = append(hashes, tokenHash(tok)), seats+len(refs)
		}
	}
	if c, ok := s.accounts.signedIn(r.Context(), r, req.DeviceKey); ok {
		sub.Account = c.Account
	}
	if len(hashes) == 0 && sub.Account == "" {
		httpError(w, http.StatusForbidden, protocol.ErrAuth, "nothing to tell this device about: give a seat's token, or sign in")
		return
	}
	if err := ps.PutPush(r.Context(), sub, hashes); err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the device could not be stored; try again")
		return
	}
	reply(w, protocol.PushAnswer{V: protocol.Version, Seats: seats, Account: sub.Account != "", Events: sub.Events})
}

// pushSub checks a registration's device and events.
func (d pushDesk) pushSub(req protocol.PushRequest) (store.PushSub, error) {
	s := d
	var sub store.PushSub
	switch {
	case req.Subscription != nil && req.Mail != "":
		return sub, errors.New("a device is a subscription or an e-mail address, not both")
	case req.Subscription != nil:
		var ws webpush.Subscription
		ws.Endpoint, ws.Keys.P256dh, ws.Keys.Auth = req.Subscription.Endpoint, req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth
		if err := ws.Check(); err != nil {
			return sub, err
		}
		sub = store.PushSub{Endpoint: ws.Endpoint, P256dh: ws.Keys.P256dh, Auth: ws.Keys.Auth}
	case req.Mail != "":
		if !s.notify.Mail() {
			return sub, errors.New("this server sends no e-mail")
		}
		a, err := mail.ParseAddress(req.Mail)
		if err != nil || a.Name != "" || len(a.Address) > 254 {
			return sub, errors.New("that is not an e-mail address")
		}
		sub = store.PushSub{Endpoint: "mailto:" + a.Address}
	default:
		return sub, errors.New("give the browser's push subscription, or an e-mail address")
	}
	sub.Events = req.Events
	if len(sub.Events) == 0 {
		sub.Events = slices.Clone(notify.Defaults)
	}
	for _, e := range sub.Events {
		if !slices.Contains(notify.Events, e) {
			return sub, errors.New("the events to be told are turn, over, reminder, started and chat, not " + clip(e))
		}
	}
	slices.Sort(sub.Events)
	sub.Events = slices.Compact(sub.Events)
	return sub, nil
}

func (d pushDesk) handlePushForget(w http.ResponseWriter, r *http.Request) {
	var req protocol.PushForget
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	ps, ok := d.pushes(w)
	if !ok {
		return
	}
	if req.Endpoint == "" || len(req.Endpoint) > 1024 {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "give the endpoint of the subscription to forget")
		return
	}
	if err := ps.DropPush(r.Context(), req.Endpoint); err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the device could not be forgotten; try again")
		return
	}
	reply(w, struct {
		V int `json:"v"`
	}{protocol.Version})
}

// away reports whether nobody holds a connection to seat, here or on another server.
func away(t *table, seat int) bool {
	return len(t.conns[seat]) == 0 && !t.elsewhere[seat]
}

// note is an event for seat's devices, with the game's code and the other players' names.
func noteFor(t *table, event string, seat int) notify.Note {
	n := notify.Note{Event: event, Game: t.id, Code: t.code, Seat: seat, Token: t.seats[seat].TokenHash, Step: t.step(), Pace: time.Duration(t.turnLimit) * time.Second}
	for i, st := range t.seats {
		if i == seat {
			continue
		}
		name := st.Name
		if name == "" {
			name = t.rec.Start().Player(i).Dynasty.String()
		}
		n.Names = append(n.Names, name)
	}
	return n
}

// tellTurn tells the seat owing the next decision, when it is a person away and the decision
// passed to it from another seat.
func tellTurn(t *table, from int) {
	if t.notify == nil || t.over {
		return
	}
	p := t.rec.State().Pending().Player
	if p == from || p < 0 || t.playedByBot(p) || !away(t, p) {
		return
	}
	t.notify.Tell(noteFor(t, notify.Turn, p))
}

// tellStart tells, once joined took the last free invited seat, every other person away that
// the game began ("started"), and the seat owing the first decision that it is its turn: nothing
// else would, as no decision passed to it. The turn is told last: a device that chose both shows
// it over the start (a push's topic is its game).
func tellStart(t *table, joined int) {
	if t.step() > 0 || t.notify == nil {
		return
	}
	for _, st := range t.seats {
		if st.Kind == "human" && len(st.TokenHash) == 0 {
			return
		}
	}
	for p, st := range t.seats {
		if p != joined && st.Kind == "human" && away(t, p) {
			t.notify.Tell(noteFor(t, notify.Started, p))
		}
	}
	tellTurn(t, joined)
}

// chatNoteEvery is how often at most a person away is told of a game's chat: the first line
// after a quiet spell says there is talk; the lines after it wait for him in the game.
const chatNoteEvery = 5 * time.Minute

// tellChat tells every other person away who hears seat that it wrote line, at most once every
// chatNoteEvery per game and person.
func tellChat(t *table, seat int, line string) {
	if t.notify == nil {
		return
	}
	room, now := &t.talk, t.clock.Now()
	room.hear()
	for p, st := range t.seats {
		if p == seat || st.Kind != "human" || len(st.TokenHash) == 0 || room.muted(p, seat) || !away(t, p) {
			continue
		}
		if last, ok := room.told[p]; ok && now.Sub(last) < chatNoteEvery {
			continue
		}
		room.told[p] = now
		n := noteFor(t, notify.Chat, p)
		n.Line = line
		t.notify.Tell(n)
	}
}

// tellOver tells every person away that the game ended.
func tellOver(t *table) {
	if t.notify == nil {
		return
	}
	for p, st := range t.seats {
		if st.Kind == "human" && len(st.TokenHash) > 0 && away(t, p) {
			t.notify.Tell(noteFor(t, notify.Over, p))
		}
	}
}

// remindBefore is how long before a turn clock runs out its player is reminded: a quarter of the
// limit, an hour at most.
func remindBefore(limit time.Duration) time.Duration {
	return min(limit/4, time.Hour)
}

// remind arms the reminder of seat p's decision at step, due in left; the stop it returns
// disarms it.
func remind(t *table, p, step int, left time.Duration) func() {
	before := remindBefore(time.Duration(t.turnLimit) * time.Second)
	if t.notify == nil || left <= before {
		return func() {}
	}
	return t.clock.AfterFunc(left-before, func() {
		t.locked(func() {
			if !t.over && t.step() == step && !t.playedByBot(p) && away(t, p) {
				n := noteFor(t, notify.Reminder, p)
				n.Left = before
				t.notify.Tell(n)
			}
		})
	})
}
