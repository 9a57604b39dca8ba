package protocol

import "time"

// Ratings (docs/PROTOCOL.md, "Ratings"): Glicko-2 from rated games between accounts.

// PlayerRating is an account's rating.
type PlayerRating struct {
	Account string  `json:"account"`
	Name    string  `json:"name"`
	Rating  float64 `json:"rating"`
	RD      float64 `json:"rd"`  // the rating's deviation: how unsure it is
	Vol     float64 `json:"vol"` // its volatility
	Games   int     `json:"games"`
}

// Leaderboard answers /api/ratings: the best rated players, best first.
type Leaderboard struct {
	V       int            `json:"v"`
	Players []PlayerRating `json:"players"`
}

// PlayerRequest asks for a player's rating and rated games, by name.
type PlayerRequest struct {
	V    int    `json:"v"`
	Name string `json:"name"`
}

// RatedGame is one rated game of a player: its rank (0 the winner) and its rating after it.
type RatedGame struct {
	Game   string    `json:"game"`
	Rank   int       `json:"rank"`
	Rating float64   `json:"rating"`
	RD     float64   `json:"rd"`
	At     time.Time `json:"at"`
}

// PlayerAnswer answers PlayerRequest; Games newest first.
type PlayerAnswer struct {
	V      int          `json:"v"`
	Player PlayerRating `json:"player"`
	Games  []RatedGame  `json:"games"`
}
