package store

import (
	"context"
	"time"
)

// Listing is what the lobby shows of a public game beside its seats: chosen at its creation.
type Listing struct {
	ID        string
	Map       string
	Options   []string
	TurnLimit int
}

// OpenGame is a public game with a free invited seat, as the lobby lists it.
type OpenGame struct {
	Listing
	Code    string
	Created time.Time
	Seats   []OpenSeat
}

// OpenSeat is one seat of an OpenGame: no token, only whether somebody holds it.
type OpenSeat struct {
	Kind, Name, Level string
	Claimed           bool
}

// Lobby is a store that lists public games (unlisted ones stay found by their code alone).
type Lobby interface {
	// Publish lists game l.ID in the lobby.
	Publish(ctx context.Context, l Listing) error
	// Listed reports whether game id is public.
	Listed(ctx context.Context, id string) (bool, error)
	// OpenGames returns up to limit public games not over with a free invited seat, oldest first.
	OpenGames(ctx context.Context, limit int) ([]OpenGame, error)
}
