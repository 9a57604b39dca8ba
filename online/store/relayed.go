package store

// Relayed is a Shared store whose changes travel to the other servers by a pub/sub beside the
// database (online/relay): a decision arrives whole and is applied from the message, who is
// connected where arrives without a database at all, and the game is read again only when a
// message was missed or the change is not a decision.
type Relayed interface {
	Shared
	// Hear sets, before Watch, what is called with each decision another server made (false:
	// the game is not in this server's memory) and with the seats of a game connected through
	// other servers whenever they change.
	Hear(decided func(id string, d Decision) bool, elsewhere func(id string, seats []int))
	// Follow and Forget say which games this server holds in memory: only their messages come.
	Follow(id string)
	Forget(id string)
}
