package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"tigris/online/limit"
	"tigris/online/notify"
	"tigris/online/protocol"
	"tigris/online/store"
)

// conn is one client's WebSocket: a reader (this handler's goroutine) and a writer fed by a
// queue, so a table never waits on a slow client (one that lets its queue fill is dropped; it
// reconnects and resumes).
type conn struct {
	out  chan []byte
	done chan struct{}
	once sync.Once
	why  websocket.StatusCode
}

const (
	outQueue     = 256
	helloTimeout = 15 * time.Second
	writeTimeout = 10 * time.Second
	// refusedInARow: a client refused this many times running for its rate is dropped.
	refusedInARow = 200
)

func (c *conn) send(m protocol.Message) {
	b, err := protocol.Encode(m)
	if err != nil {
		return
	}
	select {
	case c.out <- b:
	case <-c.done:
	default:
		c.closeWith(websocket.StatusTryAgainLater)
	}
}

func (c *conn) close() { c.closeWith(websocket.StatusGoingAway) }

func (c *conn) closeWith(code websocket.StatusCode) {
	c.once.Do(func() {
		c.why = code
		close(c.done)
	})
}

func (c *conn) writer(ws *websocket.Conn) {
	for {
		select {
		case b := <-c.out:
			ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
			err := ws.Write(ctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.close()
				ws.CloseNow()
				return
			}
		case <-c.done:
			// what was queued (an error's explanation) goes out before the close
			for {
				select {
				case b := <-c.out:
					ctx, cancel := context.WithTimeout(context.Background(), time.Second)
					ws.Write(ctx, websocket.MessageText, b)
					cancel()
					continue
				default:
				}
				break
			}
			ws.Close(c.why, "")
			return
		}
	}
}

// sockets is what the server gives each WebSocket it accepts: the tables (hub), the account desk
// for a hello by account, and one connection's limits. It has no methods: each socket reads it.
type sockets struct {
	common
	hub
	accounts    *accountDesk // accountSeatHash (accounts.go)
	addrs       *addresses   // the connections open by address, and the benched (addresses.go)
	rate, burst float64      // each connection's messages a second, and at once
	pingEvery   time.Duration
}

// handleSocket serves GET /ws: a player's connection, or a spectator's (watch.go), each a socket
// given the server's sockets.
func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	addr := remoteHost(r)
	admitted, why := s.addrs.admit(addr, s.clock.Now())
	if why != "" {
		// refused before the handshake: no goroutine, no buffer, no read
		s.obs.Refused(protocol.ErrRate)
		w.Header().Set("Connection", "close")
		httpError(w, http.StatusTooManyRequests, protocol.ErrRate, why)
		return
	}
	defer admitted()
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	ws.SetReadLimit(protocol.MaxClientMessage)
	c := &conn{out: make(chan []byte, outQueue), done: make(chan struct{})}
	go c.writer(ws)
	defer c.close()
	sk := &socket{s: &s.sockets, c: c, ws: ws, addr: addr, ctx: r.Context(), r: r, seat: -1}
	if !sk.hello() {
		return
	}
	defer sk.leave()
	go sk.pinger()
	sk.read()
}

// socket is one WebSocket's reading side: its hello, then its messages, each dispatched to its
// game.
type socket struct {
	s    *sockets
	c    *conn
	ws   *websocket.Conn
	addr string
	ctx  context.Context
	r    *http.Request
	t    *table
	seat int
	b    limit.Bucket
	// refused counts the messages dropped running for the rate; wrong the messages refused
	// running (a client that only sends what is refused floods)
	refused, wrong int
}

func (sk *socket) tell(code, msg string, step int) {
	sk.s.obs.Refused(code)
	sk.c.send(&protocol.Error{Code: code, Message: msg, Step: step})
}

// readFrame reads one frame; a frame over the limit benches the address.
func (sk *socket) readFrame(ctx context.Context) (websocket.MessageType, []byte, bool) {
	typ, data, err := sk.ws.Read(ctx)
	if err != nil {
		if errors.Is(err, websocket.ErrMessageTooBig) {
			sk.bench("sent a message over the limit")
		}
		return 0, nil, false
	}
	return typ, data, true
}

// hello reads the first message, which names the game and carries the seat's token, and seats
// the connection; false: refused (told why) or gone.
func (sk *socket) hello() bool {
	hctx, cancel := context.WithTimeout(sk.ctx, helloTimeout)
	_, data, ok := sk.readFrame(hctx)
	cancel()
	if !ok {
		return false
	}
	m, err := protocol.Decode(data, protocol.MaxClientMessage)
	if err != nil {
		sk.tell(codeOf(err), err.Error(), -1)
		sk.c.closeWith(websocket.StatusPolicyViolation)
		return false
	}
	if wm, ok := m.(*protocol.Watch); ok {
		sk.spectate(wm) // watch.go
		return false
	}
	hello, ok := m.(*protocol.Hello)
	if !ok {
		sk.tell(protocol.ErrAuth, "the first message is a hello", -1)
		sk.c.closeWith(websocket.StatusPolicyViolation)
		return false
	}
	h := tokenHash(hello.Token)
	if hello.Account && hello.Token == "" {
		h = sk.s.accounts.accountSeatHash(sk.r, hello.Game, hello.Device) // accounts.go
	}
	err = sk.s.useTable(hello.Game, func(t *table) { sk.join(t, h, hello.Step) })
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		// the store is away (a database restarting): the client is to come back, not give up
		sk.s.log.Warn("a hello's game", "game", hello.Game, "err", err)
		sk.tell(protocol.ErrInternal, "the game cannot be read now; connect again in a moment", -1)
		sk.c.closeWith(websocket.StatusTryAgainLater)
		return false
	}
	if sk.seat < 0 {
		// the same answer for an unknown game and a wrong token: neither is confirmed
		sk.tell(protocol.ErrAuth, "no seat of that game has this token", -1)
		sk.c.closeWith(websocket.StatusPolicyViolation)
		return false
	}
	return true
}

// join seats the connection at t if h is the hash of a seat's token, holding t's lock; step is
// the decisions the client has seen.
func (sk *socket) join(t *table, h []byte, step int) {
	s := sk.s
	sk.t = t
	seat := t.seatOf(h)
	_, shared := s.store.(store.Shared)
	if now := s.clock.Now(); seat < 0 && shared && now.Sub(t.helloRead) >= time.Second && t.reload() == nil {
		t.helloRead = now // once a second at most: wrong tokens must not drive the database
		// the seat may have been claimed on another server a moment ago, before its news
		// reached this one: a hello is not refused on a copy that is behind
		seat = t.seatOf(h)
	}
	if seat < 0 {
		return
	}
	sk.seat = seat
	t.conns[seat][sk.c] = true
	if len(t.conns[seat]) == 1 {
		t.present(seat, true)
	}
	for _, msg := range t.welcome(seat, step) {
		sk.c.send(msg)
	}
	t.talk.chatHistory(sk.c, seat)
	t.broadcastSeats()
}

// leave unseats the connection.
func (sk *socket) leave() {
	t, seat := sk.t, sk.seat
	t.locked(func() {
		delete(t.conns[seat], sk.c)
		if len(t.conns[seat]) == 0 {
			t.present(seat, false)
		}
		t.used = sk.s.clock.Now()
		t.broadcastSeats()
	})
}

// pinger finds a client that vanished without closing by its silence to a ping.
func (sk *socket) pinger() {
	tick := time.NewTicker(sk.s.pingEvery)
	defer tick.Stop()
	for {
		select {
		case <-sk.c.done:
			return
		case <-tick.C:
		}
		pctx, cancel := context.WithTimeout(sk.ctx, sk.s.pingEvery)
		err := sk.ws.Ping(pctx)
		cancel()
		if err != nil {
			sk.c.close()
			sk.ws.CloseNow()
			return
		}
	}
}

// read reads and dispatches messages until the connection ends.
func (sk *socket) read() {
	for {
		select {
		case <-sk.c.done:
			return
		default:
		}
		typ, data, ok := sk.readFrame(sk.ctx)
		if !ok || !sk.withinRate() {
			return
		}
		if sk.refused > 0 {
			continue // dropped for the rate
		}
		var m protocol.Message
		var err error
		if typ != websocket.MessageText {
			err = &protocol.DecodeError{Code: protocol.ErrBadMessage, Msg: "messages are JSON text"}
		} else {
			m, err = protocol.Decode(data, protocol.MaxClientMessage)
		}
		if err != nil {
			sk.tell(codeOf(err), err.Error(), -1)
			if sk.refuseWrong() {
				return
			}
			continue
		}
		if sk.dispatch(m) {
			sk.wrong = 0
		} else if sk.refuseWrong() {
			return
		}
	}
}

// withinRate takes a message from the connection's rate; past it the message is dropped
// (sk.refused counts them), and a connection that goes on is closed and its address benched
// (false).
func (sk *socket) withinRate() bool {
	s := sk.s
	if sk.b.Take(s.clock.Now(), s.rate, s.burst) {
		sk.refused = 0
		return true
	}
	if sk.refused++; sk.refused >= refusedInARow {
		d := sk.bench("flooded messages")
		sk.tell(protocol.ErrRate, fmt.Sprintf("too many messages: closed, and your address refused for %v", d), -1)
		sk.c.closeWith(websocket.StatusPolicyViolation)
		return false
	}
	if sk.refused == 1 {
		// one explanation per run of refusals: a flood must not be answered with a flood
		sk.tell(protocol.ErrRate, "too many messages: slow down (the next ones are dropped until the rate allows)", -1)
	}
	return true
}

// refuseWrong counts one more refused message; true: too many running, the connection is closed.
func (sk *socket) refuseWrong() bool {
	if sk.wrong++; sk.wrong < refusedInARow {
		return false
	}
	d := sk.bench("sent refused messages without end")
	sk.tell(protocol.ErrRate, fmt.Sprintf("%d refused messages in a row: closed, and your address refused for %v", refusedInARow, d), -1)
	sk.c.closeWith(websocket.StatusPolicyViolation)
	return true
}

// dispatch applies m to the game; false: refused for the client's fault (told why).
func (sk *socket) dispatch(m protocol.Message) bool {
	ok := true
	t := sk.t
	t.locked(func() {
		err := sk.apply(m)
		if err == nil {
			return
		}
		var r *refusal
		if !errors.As(err, &r) {
			r = &refusal{code: protocol.ErrInternal, msg: "internal error"}
		}
		sk.s.obs.Refused(r.code)
		sk.c.send(&protocol.Error{Code: r.code, Message: r.msg, Step: t.step(), RetryAfter: int(r.retry.Seconds())})
		ok = r.code == protocol.ErrInternal // the server's fault is not the client's
	})
	return ok
}

// apply is what a client's message does to the game, under its lock.
func (sk *socket) apply(m protocol.Message) error {
	t, seat := sk.t, sk.seat
	switch m := m.(type) {
	case *protocol.Move:
		return t.move(seat, m.Step, m.Move) // forward.go
	case *protocol.Undo:
		return t.undo(seat, m.Step)
	case *protocol.Resign:
		// a resignation stands whatever was decided since the step its sender saw (bots and
		// others play on while the player confirms); only a step not reached yet is refused
		if m.Step > t.step() {
			return refuse(protocol.ErrStale, "step %d is not the decision awaited (%d decisions made)", m.Step, t.step())
		}
		return t.resign(seat)
	case *protocol.Control:
		return t.control(seat, m.Level)
	case *protocol.Rematch:
		r, fresh, err := t.makeRematch()
		if err == nil && !fresh {
			sk.c.send(r) // asked again: the asker alone is told again
		}
		return err
	}
	return sk.social(m)
}

// social acts on a seat's message that is not a decision: a chat line, a mute, a question of
// what is legal (answered to this connection alone).
func (sk *socket) social(m protocol.Message) error {
	t, seat := sk.t, sk.seat
	switch m := m.(type) {
	case *protocol.Legal:
		sk.c.send(t.legal(seat))
		return nil
	case *protocol.Chat:
		line, err := t.talk.say(seat, t.seatName(seat), m.Text, t.conns, t.stands.watchers) // chat.go
		if err == nil {
			tellChat(t, seat, notify.CutLine(line.Name, line.Text)) // notify.go
		}
		return err
	case *protocol.Mute:
		return t.talk.mute(seat, m.Seat, m.Mute, len(t.seats), t.conns[seat])
	}
	return refuse(protocol.ErrBadMessage, "a client does not send %s messages", m.MsgType())
}

func codeOf(err error) string {
	var d *protocol.DecodeError
	if errors.As(err, &d) {
		return d.Code
	}
	return protocol.ErrBadMessage
}

// bench refuses the socket's address's connections for a while: it broke a limit on purpose or
// by a fault, and either way reading it again at once would cost the other games their time.
func (sk *socket) bench(what string) time.Duration {
	s, addr := sk.s, sk.addr
	d := s.addrs.strike(addr, s.clock.Now())
	s.obs.Benched()
	s.log.Info("an address refused", "address", addr, "for", what, "wait", d)
	return d
}

// seatOf is the seat whose token hashes to h, or -1.
func (t *table) seatOf(h []byte) int {
	for i, st := range t.seats {
		if sameHash(st.TokenHash, h) {
			return i
		}
	}
	return -1
}
