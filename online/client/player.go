package client

import (
	"context"
	"errors"
	"fmt"
	"time"

	"tigris/game"
	"tigris/online/protocol"
)

// Player plays one seat to the end: it chooses whenever the seat owes a decision, and when the
// connection drops it connects again, saying the last step it saw, until Retry has passed
// without a connection.
type Player struct {
	Base, GameID, Token string
	// Others are more servers of the same games (sharing one database): when Base cannot be
	// reached the player tries them in turn.
	Others []string
	Choose func(v *game.View) game.Move
	// OnMessage, when set, sees every message received.
	OnMessage func(m protocol.Message)
	// Retry is how long to keep trying to connect again (zero: a minute).
	Retry time.Duration
	// DropAfter, when positive, closes the connection after that many decisions of its own
	// (once), to exercise reconnection.
	DropAfter int
	Game      Game
}

// Run plays until the game is over and returns its end.
func (p *Player) Run(ctx context.Context) (*protocol.Over, error) {
	r := &run{gameID: p.GameID, token: p.Token, choose: p.Choose, onMessage: p.OnMessage, dropAfter: p.DropAfter, game: &p.Game,
		step: -1, bases: append([]string{p.Base}, p.Others...), retry: p.Retry}
	if r.retry == 0 {
		r.retry = time.Minute
	}
	for {
		c, err := r.connect(ctx)
		if err != nil {
			return nil, fmt.Errorf("connecting: %w", err)
		}
		if over, err := r.play(ctx, c); over != nil || err != nil {
			return over, err
		}
	}
}

// run is a Player's Run under way: it is given the Player's settings and its Game, and reads
// nothing else of it.
type run struct {
	gameID, token string
	choose        func(v *game.View) game.Move
	onMessage     func(m protocol.Message) // nil: none
	dropAfter     int
	game          *Game // the Player's, played on
	step          int   // decisions seen
	mine          int   // decisions sent
	dropped       bool
	backoff       time.Duration // the wait before deciding again after a refusal
	bases         []string
	at            int // the server connected to
	retry         time.Duration
	sent          int // the step of the decision sent, awaiting its answer (-1: none)
}

// connect connects to a server, the next one at once when one fails, then waiting longer
// between rounds, for r.retry at most.
func (r *run) connect(ctx context.Context) (*Conn, error) {
	until := time.Now().Add(r.retry)
	for wait := 20 * time.Millisecond; ; wait = min(2*wait, time.Second) {
		c, err := Dial(ctx, r.bases[r.at], r.gameID, r.token, r.step)
		if err == nil || time.Now().After(until) || ctx.Err() != nil {
			return c, err
		}
		r.at = (r.at + 1) % len(r.bases)
		if r.at != 0 {
			continue // the next server at once
		}
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
	}
}

// play reads and decides on connection c until the game is over (its end) or fails (an error),
// or the connection ends (neither: connect again).
func (r *run) play(ctx context.Context, c *Conn) (*protocol.Over, error) {
	g := r.game
	r.sent = -1
	for {
		m, err := c.Read(ctx)
		if err != nil {
			c.ws.closeNow()
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			r.at = afterClose(err, r.at, len(r.bases))
			return nil, nil // connect again
		}
		if r.onMessage != nil {
			r.onMessage(m)
		}
		if err := r.take(ctx, m); err != nil {
			c.Close()
			return nil, err
		}
		r.step = g.Step
		if g.Over != nil {
			c.Close()
			return g.Over, nil
		}
		if _, ok := m.(*protocol.Seats); ok || !g.MyDecision() || r.sent == g.Step {
			continue
		}
		if r.dropAfter > 0 && !r.dropped && r.mine >= r.dropAfter {
			r.dropped = true
			c.ws.closeNow()
			return nil, nil
		}
		mv := r.choose(g.View)
		r.sent = g.Step
		r.mine++
		if err := c.Send(ctx, &protocol.Move{Step: r.sent, Move: mv.String()}); err != nil {
			c.ws.closeNow()
			return nil, nil
		}
	}
}

// take applies m to the game; a refusal the player cannot mend is returned, one it can (a stale
// step, the rate, a server that cannot store) has it decide again, after the wait it asks.
func (r *run) take(ctx context.Context, m protocol.Message) error {
	err := r.game.Apply(m)
	if err == nil {
		if _, ok := m.(*protocol.Update); ok {
			r.backoff = 0
		}
		return nil
	}
	var ref *Refused
	errors.As(err, &ref)
	switch ref.Code {
	case protocol.ErrAuth, protocol.ErrIllegal, protocol.ErrBadMessage, protocol.ErrVersion:
		return err
	}
	// a stale or limited decision: choose again from what holds now
	r.sent = -1
	if r.backoff = retryWait(ref, r.backoff); r.backoff > 0 {
		select {
		case <-ctx.Done():
		case <-time.After(r.backoff):
		}
	}
	return nil
}

// afterClose is the server to connect to first after a connection to server at of n ended with
// err: the next one when that server is stopping (ServiceRestart), else the same.
func afterClose(err error, at, n int) int {
	if CloseStatus(err) == ServiceRestart {
		return (at + 1) % n
	}
	return at
}
