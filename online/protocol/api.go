package protocol

import (
	"errors"
	"net/url"
	"strings"
)

// The HTTP calls' bodies (docs/PROTOCOL.md, "Creating and joining"). Each carries V.

// SeatRequest is one seat of a game to create: "me" (the creator; exactly one), "human" (a
// person invited by the game's code) or "bot" (Level one of random, easy, medium, hard, expert).
type SeatRequest struct {
	Kind    string `json:"kind"`
	Name    string `json:"name,omitempty"`
	Level   string `json:"level,omitempty"`
	Dynasty string `json:"dynasty,omitempty"`
}

// CreateRequest creates a game.
type CreateRequest struct {
	V       int           `json:"v"`
	Map     string        `json:"map,omitempty"`     // "standard" (default) or "advanced"
	Options []string      `json:"options,omitempty"` // english, buildings, wonder, no-monuments, open-scoring
	Seats   []SeatRequest `json:"seats"`
	// TurnLimit is the seconds a seat has for each decision (60 to 259200), after which a bot of
	// TimeoutLevel plays it; 0: no limit.
	TurnLimit    int    `json:"turn_limit,omitempty"`
	TimeoutLevel string `json:"timeout_level,omitempty"`
	// Public lists the game in the lobby (GET /api/lobby); otherwise it is found by its code alone.
	Public bool `json:"public,omitempty"`
}

// Ticket is a seat's credentials, given once: to the creator on creation, to a player on joining.
type Ticket struct {
	V     int    `json:"v"`
	Game  string `json:"game"`
	Code  string `json:"code"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	// Link opens the game's invitation (join by code) in a browser; SeatLink moves this seat to
	// another device (it holds the token: give it to nobody else).
	Link     string `json:"link"`
	SeatLink string `json:"seat_link"`
}

// JoinRequest claims a free invited seat of the game with Code (Seat -1: the first free one).
type JoinRequest struct {
	V    int    `json:"v"`
	Code string `json:"code"`
	Name string `json:"name"`
	Seat int    `json:"seat"`
}

// MineRequest asks how this device's games stand, by their tokens.
type MineRequest struct {
	V      int      `json:"v"`
	Tokens []string `json:"tokens"`
}

// MyGame is one game of MineRequest's answer.
type MyGame struct {
	Game   string   `json:"game"`
	Code   string   `json:"code"`
	Seat   int      `json:"seat"`
	Names  []string `json:"names"`
	Step   int      `json:"step"`
	ToMove int      `json:"to_move"` // the seat whose decision it is, -1 when over
	Over   bool     `json:"over"`
	// Resigned: this seat gave the game up (a bot plays it; the others may still be playing).
	Resigned bool `json:"resigned,omitempty"`
	// Cancelled: the game was cancelled before it started (Over too).
	Cancelled bool `json:"cancelled,omitempty"`
}

// Mine answers MineRequest, one entry per known token.
type Mine struct {
	V     int      `json:"v"`
	Games []MyGame `json:"games"`
}

// HTTPError is the body of a refused HTTP call.
type HTTPError struct {
	V       int    `json:"v"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// MaxRequest bounds an HTTP call's body.
const MaxRequest = 16 << 10

// SeatFragment is a seat link's fragment, "game=ID&seat=TOKEN": the token rides in the part of an
// address a browser never sends to a server, a proxy or a log.
func SeatFragment(game, token string) string { return "game=" + game + "&seat=" + token }

// ParseSeatFragment reads a seat link's fragment (with or without its "#"). A fragment that is not
// a seat link (neither game nor seat in it) gives "", "", nil; one that is but is damaged gives an
// error fit for a player, which never repeats the token.
func ParseSeatFragment(frag string) (game, token string, err error) {
	frag = strings.TrimPrefix(frag, "#")
	q, perr := url.ParseQuery(frag)
	if perr != nil {
		if !strings.Contains(frag, "seat=") && !strings.Contains(frag, "game=") {
			return "", "", nil
		}
		return "", "", errors.New("this seat link is damaged (it cannot be read): copy the whole link again")
	}
	if !q.Has("game") && !q.Has("seat") {
		return "", "", nil
	}
	game, token = q.Get("game"), q.Get("seat")
	switch {
	case len(q["game"]) != 1 || len(q["seat"]) != 1:
		return "", "", errors.New("this seat link is damaged (it names one game and one seat): copy the whole link again")
	case !isGameID(game):
		return "", "", errors.New("this seat link is damaged (its game is not 32 letters a–f and digits): copy the whole link again")
	case !isToken(token):
		return "", "", errors.New("this seat link is damaged (its seat's key is not 43 letters, digits, - and _): copy the whole link again")
	}
	return game, token, nil
}

// isGameID reports a game id as the server makes them: 32 lowercase hexadecimal digits.
func isGameID(s string) bool {
	if len(s) != 32 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// isToken reports a seat token as the server makes them: 256 bits in unpadded base64url.
func isToken(s string) bool {
	if len(s) != 43 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// WaitingRequest is a seated player's change to a game whose invited seat nobody took yet:
// /api/game/cancel, /api/game/invite (a new code) and /api/game/bot (Seat, -1 the first free
// invited one, and Level).
type WaitingRequest struct {
	V     int    `json:"v"`
	Game  string `json:"game"`
	Token string `json:"token"`
	Seat  int    `json:"seat"`
	Level string `json:"level,omitempty"`
}

// Invitation answers /api/game/invite: the game's new code and its link (the old one joins nothing).
type Invitation struct {
	V    int    `json:"v"`
	Game string `json:"game"`
	Code string `json:"code"`
	Link string `json:"link"`
}

// Done answers a call that has nothing to say but that it was done.
type Done struct {
	V int `json:"v"`
}
