package remote

import (
	"context"
	"errors"
	"fmt"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
)

// link is the connection to the server as the screen knows it: a goroutine keeps it standing
// and brings what arrives into in; what the seat decides goes out through out. Its fields say
// whether it stands and why not, as the screen last heard.
type link struct {
	cfg    Config
	cancel context.CancelFunc
	in     chan any // messages and connection news from the connection's goroutine
	out    chan protocol.Message
	drop   chan struct{} // closes the connection standing (tests of reconnecting)

	online  bool   // the connection stands
	problem string // why the connection does not stand, or a refusal
	stopped error  // the server refused the seat for good
}

// news is the connection's state, sent from its goroutine.
type news struct {
	online bool
	err    error
	final  bool // the seat cannot be connected to again
}

// newLink is a link not connected yet.
func newLink(cfg Config) link {
	return link{cfg: cfg, in: make(chan any, 256), out: make(chan protocol.Message, 16), drop: make(chan struct{}, 1)}
}

// Close ends the connection; the game stays on the server.
func (l *link) Close() { l.cancel() }

// Base is the server the seat is on.
func (l *link) Base() string { return l.cfg.Base }

// connect keeps the seat connected until Close or a refusal of the seat itself.
func (l *link) connect(ctx context.Context) {
	var seen client.Game // the steps seen, to resume from (the whole game the first time: the log is written from it)
	put := func(v any) bool {
		select {
		case l.in <- v:
			return true
		case <-ctx.Done():
			return false
		}
	}
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		c, err := l.cfg.dial(ctx, seen.Step)
		if err != nil {
			if !put(news{err: err}) || !sleep(ctx, wait) {
				return
			}
			wait = min(2*wait, 5*time.Second)
			continue
		}
		wait = 100 * time.Millisecond
		put(news{online: true})
		if refused := l.follow(ctx, c, &seen, put); refused {
			return
		}
		if ctx.Err() == nil && !put(news{err: errors.New("the connection to the server dropped")}) {
			return
		}
	}
}

// sleep waits d, or less when ctx ends; it reports that ctx goes on.
func sleep(ctx context.Context, d time.Duration) bool {
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}

// follow reads one standing connection until it drops, putting what arrives; it reports that the
// server refused the seat for good (its news put already).
func (l *link) follow(ctx context.Context, c *client.Conn, seen *client.Game, put func(any) bool) (refused bool) {
	cctx, stop := context.WithCancel(ctx)
	go l.pump(cctx, c)
	for {
		m, err := c.Read(ctx)
		if err != nil {
			break
		}
		if e, ok := m.(*protocol.Error); ok && (e.Code == protocol.ErrAuth || e.Code == protocol.ErrVersion) {
			stop()
			c.Close()
			put(news{err: &client.Refused{Code: e.Code, Message: e.Message}, final: true})
			return true
		}
		seen.Apply(m)
		if !put(m) {
			break
		}
	}
	stop()
	c.Close()
	return false
}

// pump sends what the seat decides over c until ctx ends, c fails or a test drops it.
func (l *link) pump(ctx context.Context, c *client.Conn) {
	for {
		select {
		case m := <-l.out:
			if c.Send(ctx, m) != nil {
				return
			}
		case <-l.drop:
			c.Close()
			return
		case <-ctx.Done():
			return
		}
	}
}

// hear takes in news of the connection.
func (l *link) hear(v news) {
	if l.online && !v.online {
		l.trace("away")
	}
	l.online = v.online
	l.problem = ""
	if v.err != nil {
		l.problem = lostWords(v.err)
		l.trace("problem: " + v.err.Error())
	}
	if v.final {
		l.stopped = v.err
	}
}

// trace tells the Trace hook of a change of the connection.
func (l *link) trace(line string) {
	if l.cfg.Trace != nil {
		l.cfg.Trace(line)
	}
}

// send hands a message to the connection.
func (l *link) send(m protocol.Message) error {
	if l.stopped != nil {
		return l.stopped
	}
	select {
	case l.out <- m:
		return nil
	default:
		return fmt.Errorf("the server is not answering: wait a moment")
	}
}

// lostWords says in a player's words why the connection does not stand: the server's refusal
// in its own words, else that it is lost (Go's words for a socket stay in the trace).
func lostWords(err error) string {
	var r *client.Refused
	if errors.As(err, &r) {
		return r.Message
	}
	return "the connection to the server is lost"
}

// Problem is why the seat is not connected now ("" when it is), in a player's words.
func (l *link) Problem() string {
	if l.stopped != nil {
		return lostWords(l.stopped)
	}
	if l.online {
		return ""
	}
	return l.problem
}

// Lost is the banner while the connection is down ("" while it stands).
func (l *link) Lost() string {
	switch {
	case l.stopped != nil:
		return "Not connected: " + lostWords(l.stopped)
	case l.Problem() != "":
		return "Connection lost — reconnecting…"
	}
	return ""
}
