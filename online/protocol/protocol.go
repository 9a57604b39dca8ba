// Package protocol is the online game's wire format (docs/PROTOCOL.md): versioned JSON messages
// over a WebSocket, and the JSON bodies of the HTTP calls that create and join games. It holds
// no game logic and imports no graphics, so the server, the Go client and the tests share it.
package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"tigris/game"
)

// Version is the protocol's version; a message of any other version is refused.
const Version = 1

// Limits (docs/PROTOCOL.md, "Limits").
const (
	// MaxClientMessage bounds a message a client sends; the server closes a connection that
	// sends a larger frame.
	MaxClientMessage = 4 << 10
	// MaxServerMessage bounds a message the server sends (a view and a decision's events fit
	// many times over; the end's reveal carries the whole game).
	MaxServerMessage = 1 << 20
	MaxToken         = 64
	MaxMoveText      = 64
)

// Message is any message of the WebSocket connection.
type Message interface {
	MsgType() string
	head() *Head
}

// Head is what every message carries first.
type Head struct {
	V    int    `json:"v"`
	Type string `json:"type"`
}

func (h *Head) head() *Head { return h }

// Client to server.

// Hello opens a connection for the seat the token belongs to. Step is the number of decisions the
// client has seen (it receives every decision after them), or -1 to receive only where the game
// stands now.
type Hello struct {
	Head
	Game  string `json:"game"`
	Token string `json:"token"`
	Step  int    `json:"step"`
	// Account, with no Token: the seat of the game the signed-in account holds (by its session
	// cookie, or Device, a device key).
	Account bool   `json:"account,omitempty"`
	Device  string `json:"device,omitempty"`
}

// Move is a decision for the seat's pending decision, in the notation (NOTATION.md) without the
// dynasty. Step is the number of decisions applied so far: the decision it answers.
type Move struct {
	Head
	Step int    `json:"step"`
	Move string `json:"move"`
}

// Undo takes back the seat's latest action this turn, if the rule allows it (docs/PROTOCOL.md).
type Undo struct {
	Head
	Step int `json:"step"`
}

// Resign gives the game up.
type Resign struct {
	Head
	Step int `json:"step"`
}

// Control hands the seat to a bot of Level, or takes it back when Level is "".
type Control struct {
	Head
	Level string `json:"level"`
}

// Rematch asks, once the game is over, for a new game with the same seats (a new deal). Every
// seat holds its seat in the rematch with the same token.
type Rematch struct {
	Head
}

// Server to client.

// Seat describes one seat for everybody.
type Seat struct {
	Seat      int    `json:"seat"`
	Dynasty   string `json:"dynasty"`
	Name      string `json:"name"`
	Kind      string `json:"kind"`            // "human" or "bot"
	Level     string `json:"level,omitempty"` // a bot's level; for a human seat, the bot playing it for now
	Claimed   bool   `json:"claimed"`         // a human seat has a player (a token was given)
	Connected bool   `json:"connected"`
	Resigned  bool   `json:"resigned,omitempty"`
}

// Welcome answers Hello: the game, the seat, and where the game stands for that seat.
type Welcome struct {
	Head
	Game      string     `json:"game"`
	Code      string     `json:"code"`
	Seat      int        `json:"seat"`
	Seats     []Seat     `json:"seats"`
	Step      int        `json:"step"`
	View      *game.View `json:"view"`
	TurnLimit int        `json:"turn_limit,omitempty"` // seconds per decision before a bot plays it; 0: none
	CanUndo   bool       `json:"can_undo"`
	// Over says an "over" message follows: a game ended by resignations has a view not over
	Over bool `json:"over,omitempty"`
}

// Update is one decision applied: Step is the decision's number (the step it answered), Seat who
// made it, Move the decision as this seat may see it ("" when hidden), Events what it caused as
// this seat may see it, View this seat's view after it.
type Update struct {
	Head
	Step     int        `json:"step"`
	Seat     int        `json:"seat"`
	Decision string     `json:"decision"`
	Move     string     `json:"move"`
	ByBot    bool       `json:"by_bot,omitempty"`
	Events   []Event    `json:"events"`
	View     *game.View `json:"view"`
	CanUndo  bool       `json:"can_undo"`
}

// Undone says the seat took back decisions: Step is the number of decisions left.
type Undone struct {
	Head
	Step    int        `json:"step"`
	Seat    int        `json:"seat"`
	View    *game.View `json:"view"`
	CanUndo bool       `json:"can_undo"`
}

// Seats is sent to everybody when a seat changes: claimed, connected, handed to a bot, resigned.
type Seats struct {
	Head
	Seats []Seat `json:"seats"`
	// Code is the game's invitation code when it changed (a new invitation): sent to the seats only.
	Code string `json:"code,omitempty"`
}

// Over ends the game: nothing is hidden any more. Position is the final position in the notation
// (every hand, every score, the bag), Record the whole game in the save format (its starting
// position with the bag, and every decision), Seed the deal's seed.
type Over struct {
	Head
	Step     int      `json:"step"`
	Seed     uint64   `json:"seed,string"`
	Position string   `json:"position"`
	Record   string   `json:"record"`
	Ranking  []int    `json:"ranking"` // seats, winner first
	Scores   [][5]int `json:"scores"`  // per seat: red, blue, green, black points, treasures
	Resigned []int    `json:"resigned,omitempty"`
	Rematch  string   `json:"rematch,omitempty"` // the rematch's game id, once asked for
	// Cancelled: the game was cancelled before its first decision (nobody won, nothing rated).
	Cancelled bool `json:"cancelled,omitempty"`
}

// Rematched names the rematch of the game: connect to it with the same token.
type Rematched struct {
	Head
	Game string `json:"game"`
	Code string `json:"code"`
}

// Error refuses a message; nothing changed. Step is the number of decisions applied. RetryAfter,
// when set, is the seconds to wait before sending it again (the server cannot store now).
type Error struct {
	Head
	Code       string `json:"code"`
	Message    string `json:"message"`
	Step       int    `json:"step"`
	RetryAfter int    `json:"retry_after,omitempty"`
}

// Error codes.
const (
	ErrBadMessage  = "bad_message"
	ErrVersion     = "version"
	ErrAuth        = "auth"
	ErrNotYourTurn = "not_your_decision"
	ErrStale       = "stale_step"
	ErrDuplicate   = "duplicate"
	ErrIllegal     = "illegal"
	ErrNoUndo      = "no_undo"
	ErrOver        = "over"
	ErrRate        = "rate"
	ErrInternal    = "internal"
	ErrNotFound    = "not_found"
	ErrFull        = "full"
	ErrNameTaken   = "name_taken"
	ErrStarted     = "started" // a game with a decision made cannot be cancelled
)

func (*Hello) MsgType() string   { return "hello" }
func (*Move) MsgType() string    { return "move" }
func (*Undo) MsgType() string    { return "undo" }
func (*Resign) MsgType() string  { return "resign" }
func (*Control) MsgType() string { return "control" }
func (*Rematch) MsgType() string { return "rematch" }
func (*Rematched) MsgType() string {
	return "rematched"
}
func (*Welcome) MsgType() string { return "welcome" }
func (*Update) MsgType() string  { return "update" }
func (*Undone) MsgType() string  { return "undone" }
func (*Seats) MsgType() string   { return "seats" }
func (*Over) MsgType() string    { return "over" }
func (*Error) MsgType() string   { return "error" }

var makers = map[string]func() Message{
	"hello": func() Message { return &Hello{} }, "move": func() Message { return &Move{} },
	"undo": func() Message { return &Undo{} }, "resign": func() Message { return &Resign{} },
	"control": func() Message { return &Control{} }, "welcome": func() Message { return &Welcome{} },
	"update": func() Message { return &Update{} }, "undone": func() Message { return &Undone{} },
	"seats": func() Message { return &Seats{} }, "over": func() Message { return &Over{} },
	"error": func() Message { return &Error{} }, "rematch": func() Message { return &Rematch{} },
	"rematched": func() Message { return &Rematched{} },
}

// Encode writes m with its version and type filled in.
func Encode(m Message) ([]byte, error) {
	h := m.head()
	h.V, h.Type = Version, m.MsgType()
	return json.Marshal(m)
}

// DecodeError is why a message was not read: Code is the error code to answer with (ErrVersion or
// ErrBadMessage), the text fit to send back.
type DecodeError struct {
	Code, Msg string
}

func (e *DecodeError) Error() string { return e.Msg }

// Decode reads one message of at most limit bytes. Anything else (too large, not JSON, another
// version, an unknown type, a field out of range) is a *DecodeError.
func Decode(data []byte, limit int) (Message, error) {
	m, err := decode(data, limit)
	if err != nil {
		code := ErrBadMessage
		if errors.Is(err, errVersion) {
			code = ErrVersion
		}
		return nil, &DecodeError{Code: code, Msg: err.Error()}
	}
	return m, nil
}

var errVersion = errors.New("protocol version")

func decode(data []byte, limit int) (Message, error) {
	if len(data) > limit {
		return nil, fmt.Errorf("a message has at most %d bytes, not %d", limit, len(data))
	}
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("a message is UTF-8 JSON")
	}
	var h Head
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, fmt.Errorf("not a JSON message: %s", Words(err))
	}
	if h.V != Version {
		return nil, fmt.Errorf("%w %d is not spoken here (version %d)", errVersion, h.V, Version)
	}
	mk, ok := makers[h.Type]
	if !ok {
		return nil, fmt.Errorf("unknown message type %q", clip(h.Type))
	}
	m := mk()
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(m); err != nil {
		return nil, fmt.Errorf("%s: %s", h.Type, Words(err))
	}
	if needsStep[h.Type] && !namesStep(data) {
		return nil, fmt.Errorf("%s: the message names no \"step\": the number of decisions made, which it answers", h.Type)
	}
	if err := check(m); err != nil {
		return nil, fmt.Errorf("%s: %v", h.Type, err)
	}
	return m, nil
}

const maxStep = 1 << 20

func check(m Message) error {
	step := func(s, min int) error {
		if s < min || s > maxStep {
			return fmt.Errorf("step %d is out of range", s)
		}
		return nil
	}
	if c, ok := m.(interface{ check() error }); ok {
		return c.check()
	}
	switch m := m.(type) {
	case *Hello:
		if (len(m.Token) == 0 && !m.Account) || len(m.Token) > MaxToken || len(m.Device) > MaxToken || len(m.Game) == 0 || len(m.Game) > MaxToken {
			return fmt.Errorf("a hello names its game and carries its seat's token")
		}
		return step(m.Step, -1)
	case *Move:
		if len(m.Move) == 0 || len(m.Move) > MaxMoveText {
			return fmt.Errorf("a move is a line of the notation of at most %d bytes", MaxMoveText)
		}
		return step(m.Step, 0)
	case *Undo:
		return step(m.Step, 0)
	case *Resign:
		return step(m.Step, 0)
	case *Control:
		if len(m.Level) > 16 {
			return fmt.Errorf("unknown level")
		}
	}
	return nil
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
