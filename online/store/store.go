// Package store keeps online games durably: each game's setup, seats and decisions. The server
// reads and writes games only through Store, so SQLite (one file, the default) and a database
// shared by many servers are the same to it.
package store

import (
	"context"
	"errors"
	"time"
)

// Game is one online game as stored.
type Game struct {
	ID   string
	Code string // the short code people join by
	Seed uint64 // the deal's seed (secret until the end)
	// Start is the starting position in the notation with its whole bag (secret until the end).
	Start        string
	TurnLimit    int    // seconds per decision before a bot plays it; 0: none
	TimeoutLevel string // the level of that bot
	Over         bool
	Created      time.Time
	Rematch      string // the game that followed this one, "" while none
	Seats        []Seat
	Decisions    []Decision // filled by Load, in step order
	// Elsewhere are the seats connected through other servers (a Shared store's Load fills it)
	Elsewhere []int
}

// Seat is one seat as stored. A token is never stored, only its SHA-256 hash; a rematch seats
// the same tokens again, so a token may hold a seat in several games.
type Seat struct {
	Kind      string // "human" or "bot"
	Name      string
	Level     string // a bot's level; for a human seat, the bot playing it for now ("" when the person does)
	TokenHash []byte // nil while an invited seat is free
	Resigned  bool
}

// Decision is one decision as stored: Step is its number from 0, Move its notation.
type Decision struct {
	Step  int
	Seat  int
	Move  string
	ByBot bool
	At    time.Time
}

// SeatRef names a seat of a game.
type SeatRef struct {
	Game string
	Seat int
}

// Errors a Store returns for refusals (others are failures of the store itself).
var (
	ErrNotFound  = errors.New("no such game")
	ErrStepTaken = errors.New("that step is decided already (or an earlier one is missing)")
	ErrSeatTaken = errors.New("that seat is taken")
	ErrCodeTaken = errors.New("that code is in use")
	ErrRematched = errors.New("that game has its rematch already")
)

// Store is the server's durable memory. Every method is safe for concurrent use; Append is the
// one place decisions are serialised: a step is written once, after every earlier step, whichever
// server or goroutine tries (the database's uniqueness of (game, step) decides, not a lock).
type Store interface {
	// Create stores a new game with its seats and no decisions.
	Create(ctx context.Context, g *Game) error
	// CreateRematch stores g as the rematch of game id, unless id has one (ErrRematched): two
	// players asking at once get one rematch.
	CreateRematch(ctx context.Context, id string, g *Game) error
	// Append stores decision d of game id: it must be step number len(decisions). It returns once
	// the decision is durable, or ErrStepTaken.
	Append(ctx context.Context, id string, d Decision) error
	// Truncate keeps the first steps decisions of game id (an undo) if it has from decisions
	// now, else ErrStepTaken: an undo never removes a decision it did not see.
	Truncate(ctx context.Context, id string, steps, from int) error
	// Claim gives a free seat its player: ErrSeatTaken when it has one.
	Claim(ctx context.Context, id string, seat int, name string, tokenHash []byte) error
	// SetSeat changes who plays a seat (a bot for now, a resignation); its token stays.
	SetSeat(ctx context.Context, id string, seat int, level string, resigned bool) error
	// Finish marks the game over.
	Finish(ctx context.Context, id string) error
	// Load reads a game with its decisions, or ErrNotFound.
	Load(ctx context.Context, id string) (*Game, error)
	// ByCode finds a game by its code, or ErrNotFound.
	ByCode(ctx context.Context, code string) (string, error)
	// Unattended lists the games not over that go on with nobody connected (a seat a bot plays,
	// or a turn limit), oldest first: the ones a starting server must bring back. A game of
	// people only waits in the store until one of them connects.
	Unattended(ctx context.Context) ([]string, error)
	// SeatsOf finds the seats whose token hashes are given.
	SeatsOf(ctx context.Context, hashes [][]byte) ([]SeatRef, error)
	Close() error
}

// Shared is what a Store that several servers use at once adds: it tells a server of the changes
// the others make. The server asks its Store for it with a type assertion.
type Shared interface {
	// Watch calls changed with the id of each game another server changed, and resync each time
	// it starts listening: first, and when changes may have been missed (the database was away);
	// logf tells of the database's comings and goings. It returns when ctx ends.
	Watch(ctx context.Context, changed func(id string), resync func(), logf func(format string, args ...any))
	// Present tells the other servers whether this one has a connection to a seat (its Load's
	// Elsewhere); a server's presence ends with it.
	Present(ctx context.Context, id string, seat int, here bool) error
}

// Owning is what a Shared store adds to let one server at a time run a game's bots and turn
// clock: the database keeps one decision a step whoever makes it, so the others would think in
// vain. A store that is Owning is Shared too.
type Owning interface {
	// Own takes for this server each of the games ids that no other server holds, in one call
	// however many they are, and returns those this server holds now. A server's games are let
	// go when it ends or loses its database connection.
	Own(ctx context.Context, ids []string) (map[string]bool, error)
	// Release lets another server take game id.
	Release(ctx context.Context, id string) error
}
