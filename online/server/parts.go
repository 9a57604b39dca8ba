package server

import (
	"fmt"
	"log/slog"

	"tigris/online/notify"
	"tigris/online/store"
)

// common is what the server gives each of its parts (the HTTP desks, the sockets, every table)
// when it makes them, and never changes after New: the store, the clock, the log, who hears the
// counts, the notifier, and the store's troubles followed server-wide. A part reads it, and
// reaches nothing else of the server but what it is handed beside it: hub, a callback, the
// server-wide counts it shares (the addresses', the door's).
type common struct {
	store   store.Store
	clock   Clock
	log     *slog.Logger // never nil (a discarding one when the Config has none)
	obs     Observer     // never nil
	notify  *notify.Notifier
	trouble *trouble // trouble.go
	lost    *lost    // lost.go
}

// logf logs a line made with a format, for what tells in words alone (the store's comings and
// goings); the rest logs through log's fields.
func (c *common) logf(format string, args ...any) {
	c.log.Info(fmt.Sprintf(format, args...))
}

// placeOf names where game id is stored, "" for a store of one place.
func (c *common) placeOf(id string) string {
	if p, ok := store.As[placer](c.store); ok {
		return p.Place(id)
	}
	return ""
}

// hub is what a part asks of the server that holds the live games: a game's table, locked while
// f runs (read from the store when it is not in memory), a goroutine for a bot's thinking, and
// the list of games whose bots another server runs (owning.go). The server keeps its map of
// tables to itself: a table, a desk or a socket never reads it.
type hub interface {
	useTable(id string, f func(t *table)) error
	botWork(f func())
	wait(t *table)
	unwait(t *table)
}

// makeParts gives each desk and the sockets what they use, once every default is set: a part is
// handed its state and the hub, never the server itself (the tables are given theirs in
// loadTable, the door's listener in Listener, the expirer in newExpirer).
func (s *Server) makeParts() {
	s.accounts = accountDesk{common: s.common, hub: s, guesses: &s.guesses}
	s.games = gameDesk{common: s.common, hub: s, accounts: &s.accounts, addrs: s.addrs, created: &s.created, guesses: &s.guesses}
	s.lobby = lobbyDesk{common: s.common, games: &s.games}
	s.passkeys = passkeyDesk{common: s.common, accounts: &s.accounts}
	s.quick = quickMatch{common: s.common, hub: s, accounts: &s.accounts}
	s.push = pushDesk{common: s.common, accounts: &s.accounts}
	s.sockets = sockets{common: s.common, hub: s, accounts: &s.accounts, addrs: s.addrs,
		rate: s.rate, burst: s.burst, pingEvery: s.pingEvery}
}
