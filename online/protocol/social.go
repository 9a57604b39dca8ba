package protocol

import (
	"fmt"
	"time"
)

// Chat and spectators (docs/PROTOCOL.md, "Chat" and "Watching").

// Chat is a line of a game's chat. A seat sends Text alone; the server sends every line with its
// Seat, Name and At (a spectator's connection receives the lines, and sends none). Text is plain
// text: a client shows it as text, never as markup.
type Chat struct {
	Head
	Seat int       `json:"seat"`
	Name string    `json:"name,omitempty"`
	Text string    `json:"text"`
	At   time.Time `json:"at,omitempty"`
	// Earlier marks the lines sent again when a connection opens (the chat's history).
	Earlier bool `json:"earlier,omitempty"`
}

// Mute stops (Mute true) or starts again (false) the lines of Seat reaching this seat; the server
// answers with Muted.
type Mute struct {
	Head
	Seat int  `json:"seat"`
	Mute bool `json:"mute"`
}

// Muted lists the seats this seat does not hear; sent after the welcome and after each Mute.
type Muted struct {
	Head
	Seats []int `json:"seats"`
}

// Watch opens a spectator's connection (instead of Hello): Game with a watch link's Key. Step
// as in Hello.
type Watch struct {
	Head
	Game string `json:"game"`
	Key  string `json:"key"`
	Step int    `json:"step"`
}

// WatchRequest asks for a watch link to game Game, by the Token of one of its seats; Behind is
// how many decisions behind the game its spectators are shown (0 to MaxBehind).
type WatchRequest struct {
	V      int    `json:"v"`
	Game   string `json:"game"`
	Token  string `json:"token"`
	Behind int    `json:"behind"`
}

// WatchLink answers WatchRequest: Key lets anyone who holds it watch; Link is it as an address.
type WatchLink struct {
	V      int    `json:"v"`
	Game   string `json:"game"`
	Key    string `json:"key"`
	Behind int    `json:"behind"`
	Link   string `json:"link"`
}

// MaxBehind is the most decisions behind a watch link may show the game.
const MaxBehind = 50

// MaxChatText bounds a chat message's text on the wire (the server's own limit, in characters,
// is smaller: online/chat).
const MaxChatText = 1024

func (*Chat) MsgType() string  { return "chat" }
func (*Mute) MsgType() string  { return "mute" }
func (*Muted) MsgType() string { return "muted" }
func (*Watch) MsgType() string { return "watch" }

func init() {
	makers["chat"] = func() Message { return &Chat{} }
	makers["mute"] = func() Message { return &Mute{} }
	makers["muted"] = func() Message { return &Muted{} }
	makers["watch"] = func() Message { return &Watch{} }
}

func (m *Chat) check() error {
	if len(m.Text) > MaxChatText {
		return fmt.Errorf("a chat line is at most %d bytes", MaxChatText)
	}
	return nil
}

func (m *Mute) check() error {
	if m.Seat < 0 || m.Seat > 3 {
		return fmt.Errorf("seat %d is not a seat", m.Seat)
	}
	return nil
}

func (m *Watch) check() error {
	if len(m.Key) == 0 || len(m.Key) > MaxToken || len(m.Game) == 0 || len(m.Game) > MaxToken {
		return fmt.Errorf("a watch names its game and carries its watch link's key")
	}
	if m.Step < -1 || m.Step > maxStep {
		return fmt.Errorf("step %d is out of range", m.Step)
	}
	return nil
}

// WatchFragment is a watch link's fragment, "watch=ID&key=KEY": like a seat link's, its key
// rides where a browser never sends it to a server or a log.
func WatchFragment(game, key string) string { return "watch=" + game + "&key=" + key }
