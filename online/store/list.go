package store

import (
	"context"
	"errors"
	"time"
)

// Summary is one game as an operator lists it: no seed, no bag, no token.
type Summary struct {
	ID        string    `json:"id"`
	Code      string    `json:"code"`
	Created   time.Time `json:"created"`
	Over      bool      `json:"over"`
	Names     []string  `json:"names"` // the seats' names, in seat order ("" for a free seat)
	Decisions int       `json:"decisions"`
	Last      time.Time `json:"last"` // its last decision's time, or its creation's without one
}

// ErrNoList: the store cannot list its games (it is no Lister).
var ErrNoList = errors.New("this store cannot list its games")

// Lister is a store that lists its games for the operator's controls (online/admin).
type Lister interface {
	// List returns up to limit games, newest first, whose id starts with query, whose code is
	// query, or one of whose players' names contains it (any case); an empty query lists all.
	List(ctx context.Context, query string, limit int) ([]Summary, error)
	// Abandoned returns up to limit games not over whose last decision (or creation, without
	// one) came before before, the longest abandoned first.
	Abandoned(ctx context.Context, before time.Time, limit int) ([]Summary, error)
}
