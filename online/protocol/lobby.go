package protocol

// The lobby (docs/PROTOCOL.md, "The lobby"): public games listed, an open seat taken in one
// call, and a quick match with the next person who wants a 2-player live game.

// LobbySeat is a seat of a listed game.
type LobbySeat struct {
	Seat    int    `json:"seat"`
	Kind    string `json:"kind"` // "human" or "bot"
	Name    string `json:"name,omitempty"`
	Level   string `json:"level,omitempty"` // a bot's level
	Claimed bool   `json:"claimed"`         // a person holds it (a bot's seat is always held)
	// Rating is the seat's player's rating, when the player signed in to an account (0: none).
	Rating float64 `json:"rating,omitempty"`
}

// LobbyGame is a public game with a free invited seat.
type LobbyGame struct {
	Game      string      `json:"game"`
	Map       string      `json:"map"`
	Options   []string    `json:"options"`
	Seats     []LobbySeat `json:"seats"`
	Open      int         `json:"open"` // invited seats free
	TurnLimit int         `json:"turn_limit"`
}

// Lobby answers GET /api/lobby.
type Lobby struct {
	V     int         `json:"v"`
	Games []LobbyGame `json:"games"`
}

// TakeRequest takes a free seat of a listed game (Seat -1: the first one).
type TakeRequest struct {
	V    int    `json:"v"`
	Game string `json:"game"`
	Name string `json:"name"`
	Seat int    `json:"seat"`
}

// QuickRequest asks for a 2-player live game with the next person who asks; Bot, when set (a
// level), asks instead at once for a game against a bot of that level, as offered after a wait.
type QuickRequest struct {
	V    int    `json:"v"`
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
}

// QuickAnswer answers QuickRequest: a Ticket once paired; else Waited true, nobody came in
// time: ask again to wait on, or with Bot to play a bot now.
type QuickAnswer struct {
	V      int     `json:"v"`
	Ticket *Ticket `json:"ticket,omitempty"`
	Waited bool    `json:"waited,omitempty"`
	// Bots are the levels offered after the wait.
	Bots []string `json:"bots,omitempty"`
}
