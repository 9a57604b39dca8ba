package store

import (
	"context"
	"errors"
)

// ErrStarted: the game has a decision (or is over), so it can no longer be cancelled.
var ErrStarted = errors.New("that game has started")

// Why a code joins nothing any more (Controls.Retired).
const (
	RetiredCancelled = "cancelled" // its game was cancelled
	RetiredRevoked   = "revoked"   // its game was given a new code
)

// Controls is a store that lets a game's players change it while an invited seat waits: cancel it,
// give it a new invitation, or a bot for the absent. A code given up is remembered, so the one who
// types it is told why it joins nothing.
type Controls interface {
	// Cancel ends game id before its first decision: it is over and its code retired as
	// cancelled; ErrStarted when it has a decision or is over, ErrNotFound when there is none.
	Cancel(ctx context.Context, id string) error
	// Recode gives game id the code code; the old one is retired as revoked. ErrCodeTaken when
	// another game has it.
	Recode(ctx context.Context, id, code string) error
	// SeatBot makes the free invited seat of game id a bot's of level: ErrSeatTaken when somebody
	// holds it (or it is a bot's already).
	SeatBot(ctx context.Context, id string, seat int, level string) error
	// Retired finds the game of a code given up and why (RetiredCancelled, RetiredRevoked), or
	// ErrNotFound.
	Retired(ctx context.Context, code string) (id, why string, err error)
	// Cancelled reports whether game id was cancelled.
	Cancelled(ctx context.Context, id string) (bool, error)
}
