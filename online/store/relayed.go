package store

import "time"

// Relayed is what a Shared store whose changes travel to the other servers by a pub/sub beside
// the database (online/relay) adds: a decision arrives whole and is applied from the message, who
// is connected where arrives without a database at all, the game is read again only when a
// message was missed or the change is not a decision, and a decision made by a player connected
// to a server that does not own the game (Owning) is forwarded to the one that does.
type Relayed interface {
	// Hear sets, before Watch, what is called with each decision another server made (false:
	// the game is not in this server's memory) and with the seats of a game connected through
	// other servers whenever they change.
	Hear(decided func(id string, d Decision) bool, elsewhere func(id string, seats []int))
	// Follow and Forget say which games this server holds in memory: only their messages come.
	Follow(id string)
	Forget(id string)
	// Forward asks the owner of game id to make seat's decision; handled false: no server owns
	// the game, or its owner did not answer within wait (the caller decides itself). Otherwise
	// the owner's refusal, if any, is given (code "" if it made the decision).
	Forward(id string, f Forwarded, wait time.Duration) (handled bool, r Refusal)
	// Serve sets what makes the decisions forwarded to this server, for the games it owns.
	Serve(decide func(id string, f Forwarded) Refusal)
}

// Forwarded is a player's decision forwarded to the server owning its game.
type Forwarded struct {
	Seat int    `json:"seat"`
	Step int    `json:"step"`
	Move string `json:"move"`
}

// Refusal is a server's refusal of a forwarded decision, told to its player as it is.
type Refusal struct {
	Code  string        `json:"code,omitempty"` // "": no refusal
	Text  string        `json:"text,omitempty"`
	Retry time.Duration `json:"retry,omitempty"`
}

// NotOwner is the refusal code Serve's decide gives for a game this server does not hold as its
// owner: the sender decides itself.
const NotOwner = "not_owner"
