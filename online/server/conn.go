package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

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

// bucket is a token bucket of messages.
type bucket struct {
	level float64
	at    time.Time
}

func (b *bucket) take(now time.Time, rate, burst float64) bool {
	if b.at.IsZero() {
		b.level = burst
	} else if d := now.Sub(b.at).Seconds(); d > 0 {
		b.level = min(burst, b.level+d*rate)
	}
	b.at = now
	if b.level < 1 {
		return false
	}
	b.level--
	return true
}

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
	ctx := r.Context()

	tell := func(code, msg string, step int) {
		s.obs.Refused(code)
		c.send(&protocol.Error{Code: code, Message: msg, Step: step})
	}
	hctx, cancel := context.WithTimeout(ctx, helloTimeout)
	_, data, err := ws.Read(hctx)
	cancel()
	if err != nil {
		if errors.Is(err, websocket.ErrMessageTooBig) {
			s.benchAddr(addr, "sent a message over the limit")
		}
		return
	}
	m, err := protocol.Decode(data, protocol.MaxClientMessage)
	if err != nil {
		tell(codeOf(err), err.Error(), -1)
		c.closeWith(websocket.StatusPolicyViolation)
		return
	}
	if wm, ok := m.(*protocol.Watch); ok {
		s.spectate(ctx, ws, c, wm, addr) // watch.go
		return
	}
	hello, ok := m.(*protocol.Hello)
	if !ok {
		tell(protocol.ErrAuth, "the first message is a hello", -1)
		c.closeWith(websocket.StatusPolicyViolation)
		return
	}
	var t *table
	seat := -1
	h := tokenHash(hello.Token)
	if hello.Account && hello.Token == "" {
		h = s.accountSeatHash(r, hello.Game, hello.Device) // accounts.go
	}
	err = s.useTable(hello.Game, func(tt *table) {
		t = tt
		seat = t.seatOf(h)
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
		t.conns[seat][c] = true
		if len(t.conns[seat]) == 1 {
			t.present(seat, true)
		}
		for _, msg := range t.welcome(seat, hello.Step) {
			c.send(msg)
		}
		t.chatHistory(c, seat)
		t.broadcastSeats()
	})
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		// the store is away (a database restarting): the client is to come back, not give up
		s.logf("game %s: %v", hello.Game, err)
		tell(protocol.ErrInternal, "the game cannot be read now; connect again in a moment", -1)
		c.closeWith(websocket.StatusTryAgainLater)
		return
	}
	if seat < 0 {
		// the same answer for an unknown game and a wrong token: neither is confirmed
		tell(protocol.ErrAuth, "no seat of that game has this token", -1)
		c.closeWith(websocket.StatusPolicyViolation)
		return
	}
	defer s.withTable(t, func() {
		delete(t.conns[seat], c)
		if len(t.conns[seat]) == 0 {
			t.present(seat, false)
		}
		t.used = s.clock.Now()
		t.broadcastSeats()
	})
	// a client that vanished without closing is found by its silence to a ping
	go func() {
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
	}()

	var b bucket
	refused := 0
	wrong := 0 // messages refused running: a client that only sends what is refused floods
	refuseWrong := func() bool {
		if wrong++; wrong < refusedInARow {
			return false
		}
		d := s.benchAddr(addr, "sent refused messages without end")
		tell(protocol.ErrRate, fmt.Sprintf("%d refused messages in a row: closed, and your address refused for %v", refusedInARow, d), -1)
		c.closeWith(websocket.StatusPolicyViolation)
		return true
	}
	for {
		select {
		case <-c.done:
			return
		default:
		}
		typ, data, err := ws.Read(ctx)
		if err != nil {
			if errors.Is(err, websocket.ErrMessageTooBig) {
				s.benchAddr(addr, "sent a message over the limit")
			}
			return
		}
		if !b.take(s.clock.Now(), s.rate, s.burst) {
			if refused++; refused >= refusedInARow {
				d := s.benchAddr(addr, "flooded messages")
				tell(protocol.ErrRate, fmt.Sprintf("too many messages: closed, and your address refused for %v", d), -1)
				c.closeWith(websocket.StatusPolicyViolation)
				return
			}
			if refused == 1 {
				// one explanation per run of refusals: a flood must not be answered with a flood
				tell(protocol.ErrRate, "too many messages: slow down (the next ones are dropped until the rate allows)", -1)
			}
			continue
		}
		refused = 0
		if typ != websocket.MessageText {
			tell(protocol.ErrBadMessage, "messages are JSON text", -1)
			if refuseWrong() {
				return
			}
			continue
		}
		m, err := protocol.Decode(data, protocol.MaxClientMessage)
		if err != nil {
			tell(codeOf(err), err.Error(), -1)
			if refuseWrong() {
				return
			}
			continue
		}
		ok := true
		s.withTable(t, func() {
			var err error
			switch m := m.(type) {
			case *protocol.Move:
				err = t.decide(seat, m.Step, m.Move, false)
			case *protocol.Undo:
				err = t.undo(seat, m.Step)
			case *protocol.Resign:
				if m.Step != t.step() {
					err = refuse(protocol.ErrStale, "step %d is not the decision awaited (%d decisions made)", m.Step, t.step())
				} else {
					err = t.resign(seat)
				}
			case *protocol.Control:
				err = t.control(seat, m.Level)
			case *protocol.Rematch:
				var r *protocol.Rematched
				var fresh bool
				if r, fresh, err = t.makeRematch(); err == nil && !fresh {
					c.send(r) // asked again: the asker alone is told again
				}
			default:
				err = t.socialMessage(c, seat, m) // chat.go
			}
			if err != nil {
				var r *refusal
				if !errors.As(err, &r) {
					r = &refusal{protocol.ErrInternal, "internal error"}
				}
				s.obs.Refused(r.code)
				c.send(&protocol.Error{Code: r.code, Message: r.msg, Step: t.step()})
				ok = r.code == protocol.ErrInternal // the server's fault is not the client's
			}
		})
		if ok {
			wrong = 0
		} else if refuseWrong() {
			return
		}
	}
}

func codeOf(err error) string {
	var d *protocol.DecodeError
	if errors.As(err, &d) {
		return d.Code
	}
	return protocol.ErrBadMessage
}

// benchAddr refuses addr's connections for a while: it broke a limit on purpose or by a fault,
// and either way reading it again at once would cost the other games their time.
func (s *Server) benchAddr(addr, what string) time.Duration {
	d := s.addrs.strike(addr, s.clock.Now())
	s.obs.Benched()
	s.logf("address %s %s: refused for %v", addr, what, d)
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
