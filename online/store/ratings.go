package store

import (
	"context"
	"errors"
	"time"
)

// Rating is an account's Glicko-2 rating (online/rating) after Games rated games.
type Rating struct {
	Account         string
	Name            string // the account's name (filled when read)
	Rating, RD, Vol float64
	Games           int
	Updated         time.Time
}

// RatedGame is one rated game in an account's history: its rating after the game.
type RatedGame struct {
	Game            string
	Rank            int // 0 the winner
	Rating, RD, Vol float64
	At              time.Time
}

// ErrRated: that game was rated already (by this server or another).
var ErrRated = errors.New("that game is rated already")

// Ratings is a store that keeps ratings, their history and the leaderboard.
type Ratings interface {
	// RatingsOf returns the ratings of the accounts that have one.
	RatingsOf(ctx context.Context, accounts []string) (map[string]Rating, error)
	// Rate stores the ratings after game (with each account's rank) at once, unless that game
	// was rated already (ErrRated): a game changes ratings once whichever server ends it.
	Rate(ctx context.Context, game string, after []Rating, ranks []int) error
	// History returns an account's last limit rated games, newest first.
	History(ctx context.Context, account string, limit int) ([]RatedGame, error)
	// Leaderboard returns the limit best rated accounts, best first.
	Leaderboard(ctx context.Context, limit int) ([]Rating, error)
}
