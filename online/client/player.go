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
	retry := p.Retry
	if retry == 0 {
		retry = time.Minute
	}
	step := -1
	mine := 0
	dropped := false
	bases := append([]string{p.Base}, p.Others...)
	at := 0
	for {
		var c *Conn
		var err error
		c, at, err = p.dial(ctx, bases, at, step, retry)
		if err != nil {
			return nil, fmt.Errorf("connecting: %w", err)
		}
		sent := -1
		for {
			m, err := c.Read(ctx)
			if err != nil {
				c.ws.closeNow()
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				at = afterClose(err, at, len(bases))
				break // connect again
			}
			if p.OnMessage != nil {
				p.OnMessage(m)
			}
			if err := p.Game.Apply(m); err != nil {
				if fatal := refused(ctx, err); fatal != nil {
					c.Close()
					return nil, fatal
				}
				sent = -1 // a stale or limited decision: choose again from what holds now
			}
			step = p.Game.Step
			if p.Game.Over != nil {
				c.Close()
				return p.Game.Over, nil
			}
			if _, ok := m.(*protocol.Seats); ok || !p.Game.MyDecision() || sent == p.Game.Step {
				continue
			}
			if p.DropAfter > 0 && !dropped && mine >= p.DropAfter {
				dropped = true
				c.ws.closeNow()
				break
			}
			mv := p.Choose(p.Game.View)
			sent = p.Game.Step
			mine++
			if err := c.Send(ctx, &protocol.Move{Step: sent, Move: mv.String()}); err != nil {
				c.ws.closeNow()
				break
			}
		}
	}
}

// afterClose is the server to connect to first after a connection to server at of n ended with
// err: the next one when that server is stopping (ServiceRestart), else the same.
func afterClose(err error, at, n int) int {
	if CloseStatus(err) == ServiceRestart {
		return (at + 1) % n
	}
	return at
}

// dial connects to the seat on bases[at], or the next of bases at once when one cannot be
// reached, waiting a little longer each round, until retry has passed; it returns the server's
// index that answered.
func (p *Player) dial(ctx context.Context, bases []string, at, step int, retry time.Duration) (*Conn, int, error) {
	until := time.Now().Add(retry)
	for wait := 20 * time.Millisecond; ; wait = min(2*wait, time.Second) {
		c, err := Dial(ctx, bases[at], p.GameID, p.Token, step)
		if err == nil || time.Now().After(until) || ctx.Err() != nil {
			return c, at, err
		}
		at = (at + 1) % len(bases)
		if at != 0 {
			continue // the next server at once
		}
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
	}
}

// refused reads a refusal: the error itself when it ends the seat's play (its token, a decision
// the rules refuse, a message or version the server does not take), else nil, after a pause when
// the server is busy or limits the seat's rate.
func refused(ctx context.Context, err error) error {
	var r *Refused
	errors.As(err, &r)
	switch r.Code {
	case protocol.ErrAuth, protocol.ErrIllegal, protocol.ErrBadMessage, protocol.ErrVersion:
		return err
	case protocol.ErrRate, protocol.ErrInternal:
		select {
		case <-ctx.Done():
		case <-time.After(200 * time.Millisecond):
		}
	}
	return nil
}
