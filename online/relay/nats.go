package relay

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
)

// Subjects: one per game, so a server receives only the games it holds, and one for the servers.
const (
	gameSubject    = "tigris.game."
	ownerSubject   = "tigris.owner."
	serversSubject = "tigris.servers"
)

// NATS is a Relay over a NATS server (or cluster): at most once, in order per game from one
// publisher; what is lost is caught up from the database.
type NATS struct {
	nc     *nats.Conn
	origin string
	in     chan *nats.Msg
	events chan event
	mu     sync.Mutex
	subs   map[string]*nats.Subscription
	owns   map[string]*nats.Subscription
}

type event struct {
	up  bool // the link is up again; false: it went down (err) or messages were dropped
	err error
}

// inBuffer is how many messages wait to be applied; past it NATS drops them and says so (a
// slow consumer), and every game followed is read again.
const inBuffer = 1 << 14

// Dial connects to the NATS server at url (nats://host:port, several separated by commas). A
// server not reachable yet is tried again and again: the link comes up when it does (Run's
// resync).
func Dial(url, origin string) (*NATS, error) {
	n := &NATS{origin: origin, in: make(chan *nats.Msg, inBuffer), events: make(chan event, 64), subs: map[string]*nats.Subscription{}, owns: map[string]*nats.Subscription{}}
	note := func(e event) {
		select {
		case n.events <- e:
		default: // Run is far behind: it will resync at the events waiting
		}
	}
	nc, err := nats.Connect(url,
		nats.Name("tigris-server "+origin),
		nats.RetryOnFailedConnect(true),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(200*time.Millisecond),
		nats.PingInterval(2*time.Second),
		nats.MaxPingsOutstanding(2),
		nats.ConnectHandler(func(*nats.Conn) { note(event{up: true}) }),
		nats.ReconnectHandler(func(*nats.Conn) { note(event{up: true}) }),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err == nil {
				err = errors.New("closed")
			}
			note(event{err: err})
		}),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			note(event{up: true, err: err}) // messages dropped: read again what they changed
		}),
	)
	if err != nil {
		return nil, fmt.Errorf("-nats: %v", err)
	}
	n.nc = nc
	if _, err := nc.ChanSubscribe(serversSubject, n.in); err != nil {
		nc.Close()
		return nil, fmt.Errorf("-nats: %v", err)
	}
	return n, nil
}

func (n *NATS) Origin() string { return n.origin }

func subject(game string) (string, error) {
	if game == "" || strings.ContainsAny(game, ". *>\t\r\n") {
		return "", fmt.Errorf("relay: %q is not a game id", game)
	}
	return gameSubject + game, nil
}

func (n *NATS) Publish(m Message) error {
	m.Origin = n.origin
	subj := serversSubject
	if m.Game != "" {
		var err error
		if subj, err = subject(m.Game); err != nil {
			return err
		}
	}
	b, err := encode(m)
	if err != nil {
		return err
	}
	// while the link is down the client keeps what is published and sends it when it is back
	return n.nc.Publish(subj, b)
}

func (n *NATS) Follow(game string) error {
	subj, err := subject(game)
	if err != nil {
		return err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.subs[game] != nil {
		return nil
	}
	sub, err := n.nc.ChanSubscribe(subj, n.in)
	if err != nil {
		return err
	}
	n.subs[game] = sub
	if n.nc.IsConnected() {
		// the subscription is known to the NATS server before the game is read from the database:
		// a change stored after that reading is delivered (while the link is down, its coming
		// back reads every game again)
		n.nc.FlushTimeout(2 * time.Second)
	}
	return nil
}

func (n *NATS) Unfollow(game string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if sub := n.subs[game]; sub != nil {
		sub.Unsubscribe()
		delete(n.subs, game)
	}
}

func (n *NATS) Own(game string) error {
	if _, err := subject(game); err != nil {
		return err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.owns[game] != nil {
		return nil
	}
	sub, err := n.nc.ChanSubscribe(ownerSubject+game, n.in)
	if err != nil {
		return err
	}
	n.owns[game] = sub
	return nil
}

func (n *NATS) Disown(game string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if sub := n.owns[game]; sub != nil {
		sub.Unsubscribe()
		delete(n.owns, game)
	}
}

func (n *NATS) Request(m Message, wait time.Duration) (Message, error) {
	if _, err := subject(m.Game); err != nil {
		return Message{}, err
	}
	m.Origin = n.origin
	b, err := encode(m)
	if err != nil {
		return Message{}, err
	}
	msg, err := n.nc.Request(ownerSubject+m.Game, b, wait)
	if errors.Is(err, nats.ErrNoResponders) {
		return Message{}, ErrNoOwner
	}
	if err != nil {
		return Message{}, err
	}
	return decode(msg.Data)
}

func (n *NATS) Respond(req Message, m Message) error {
	m.Origin = n.origin
	b, err := encode(m)
	if err != nil {
		return err
	}
	return n.nc.Publish(req.Reply, b)
}

func (n *NATS) Run(ctx context.Context, got func(Message), resync func(), logf func(string, ...any)) {
	if n.nc.IsConnected() {
		// every subscription made so far is known to the server before the first resync: a
		// change published after the reading that follows is delivered
		n.nc.FlushTimeout(5 * time.Second)
		resync()
	}
	lost := false
	for {
		select {
		case <-ctx.Done():
			return
		case e := <-n.events:
			switch {
			case !e.up:
				if !lost {
					logf("the pub/sub connection was lost (%v): reconnecting", e.err)
					lost = true
				}
			case e.err != nil:
				logf("the pub/sub dropped messages (%v): reading again the games in memory", e.err)
				resync()
			default:
				// the subscriptions, sent again on reconnecting, are the NATS server's before the
				// games are read again (and before the log says the link is back)
				n.nc.FlushTimeout(5 * time.Second)
				if lost {
					logf("the pub/sub is back: reading again the games in memory")
					lost = false
				}
				resync()
			}
		case msg := <-n.in:
			m, err := decode(msg.Data)
			if err != nil || m.Origin == n.origin {
				continue
			}
			m.Reply = msg.Reply
			got(m)
		}
	}
}

func (n *NATS) Close() { n.nc.Close() }

var _ Relay = (*NATS)(nil)
