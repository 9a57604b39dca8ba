// Package relay carries the servers' changes of their games to one another over a pub/sub built
// for it (NATS), beside the database that keeps the durable record: a decision travels whole, on
// its game's subject, to the servers that hold that game, and no commit of the database waits on
// an announcement (PostgreSQL's NOTIFY serialises the commits of the whole database).
//
// A message may be lost (the pub/sub restarted, a server cut off from it, a reader too slow): the
// receiver learns it from a gap in the game's steps, or from its link coming back, and catches up
// from the database. A sender cut off loses what it published just before it knew (it went to a
// link already dead), and the others, whose links stayed up, would never learn it when the game
// then waits on their players: so a server whose link comes back tells them to read again each
// game it holds (Back). Nothing is lost that way, since the database holds every decision before
// it is published.
package relay

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"tigris/online/store"
)

// Kind is what a Message tells.
type Kind string

const (
	// Decided: Decision is the game's decision at its step, durable in the database.
	Decided Kind = "decided"
	// Changed: something else of the game changed (an undo, a seat, the end, a rematch, chat):
	// read it again.
	Changed Kind = "changed"
	// Present: Origin has (Here) or no longer has a connection to Seat.
	Present Kind = "present"
	// Ask: a server began holding the game; the others tell their seats connected again.
	Ask Kind = "ask"
	// Back: Origin's link was lost and is back, and what it published about the game around the
	// loss may never have arrived: the others read the game again (and answer as to Ask).
	Back Kind = "back"
	// Alive: Origin is running (on the servers' subject, every AliveEvery).
	Alive Kind = "alive"
	// Decide: a player's decision forwarded to the game's owner (a request: Reply answers it).
	Decide Kind = "decide"
	// Answer: the owner's answer to Decide (Refusal, empty if the decision was made).
	Answer Kind = "answer"
)

// Message is one change told to the other servers.
type Message struct {
	Origin   string           `json:"o"`
	Game     string           `json:"g,omitempty"`
	Kind     Kind             `json:"k"`
	Decision *store.Decision  `json:"d,omitempty"`
	Seat     int              `json:"s,omitempty"`
	Here     bool             `json:"h,omitempty"`
	Forward  *store.Forwarded `json:"f,omitempty"`
	Refusal  *store.Refusal   `json:"r,omitempty"`
	// Reply is where a request is answered (Decide); it travels beside the message, not in it.
	Reply string `json:"-"`
}

// Relay is a pub/sub between the servers sharing a database: a subject per game, and one for
// the servers themselves.
type Relay interface {
	// Origin is this server's name in its messages: its own are never delivered back to it.
	Origin() string
	// Publish sends m on its game's subject, or the servers' subject when m.Game is "". It does
	// not wait for anyone to receive it.
	Publish(m Message) error
	// Follow and Unfollow choose the games whose messages this server receives.
	Follow(game string) error
	Unfollow(game string)
	// Own and Disown choose the games whose requests (Decide) this server answers: those it owns.
	Own(game string) error
	Disown(game string)
	// Request sends m to the owner of its game and waits up to wait for its answer; ErrNoOwner
	// at once when no server owns it.
	Request(m Message, wait time.Duration) (Message, error)
	// Respond answers request req with m.
	Respond(req Message, m Message) error
	// Run delivers the other servers' messages to got, one at a time in the order received,
	// until ctx ends. resync is called when the link is up (first, and after it was lost: the
	// messages of that time are gone, so every game followed must be read again); logf tells of
	// the link's comings and goings.
	Run(ctx context.Context, got func(Message), resync func(), logf func(format string, args ...any))
	Close()
}

// ErrNoOwner: no server answers for the game (none owns it, or its owner is gone).
var ErrNoOwner = errors.New("relay: no server owns the game")

func encode(m Message) ([]byte, error) { return json.Marshal(m) }

func decode(b []byte) (Message, error) {
	var m Message
	err := json.Unmarshal(b, &m)
	return m, err
}
