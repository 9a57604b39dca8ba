package remote

import (
	"slices"

	"tigris/online/chat"
	"tigris/online/protocol"
)

// Chat is the game's chat line as this seat hears it (docs/PROTOCOL.md, Chat): the lines the
// server sent, which seats this seat mutes, and a line said. Text only: a screen draws a line
// as the letters it holds, never as markup.
type Chat struct{ s *Session }

// Chat is the game's chat line.
func (s *Session) Chat() *Chat { return &Chat{s} }

// Lines are the lines heard, oldest first.
func (c *Chat) Lines() []*protocol.Chat { return c.s.g.Chat }

// CanSay reports whether this device may speak: a seat's player connected (a spectator only
// reads).
func (c *Chat) CanSay() bool { return !c.s.cfg.Watching() && c.s.online && c.s.welcome }

// Me is this device's seat (-1 for a spectator).
func (c *Chat) Me() int { return c.s.g.Seat }

// Say sends a line, checked here as the server checks it: a refusal is in words and sends
// nothing.
func (c *Chat) Say(text string) error {
	clean, err := chat.Clean(text)
	if err != nil {
		return err
	}
	if !c.CanSay() {
		return errNotConnected
	}
	return c.s.send(&protocol.Chat{Text: clean})
}

// Mute stops (on) or lets through again seat's lines on this seat.
func (c *Chat) Mute(seat int, on bool) error {
	if !c.CanSay() {
		return errNotConnected
	}
	return c.s.send(&protocol.Mute{Seat: seat, Mute: on})
}

// Muted reports whether this seat mutes seat.
func (c *Chat) Muted(seat int) bool { return slices.Contains(c.s.g.Muted, seat) }

// Name is a seat's name as its player typed it.
func (c *Chat) Name(seat int) string { return c.s.Name(seat) }

// People are the seats played by people other than this one: those a mute applies to.
func (c *Chat) People() []int {
	var out []int
	for i, st := range c.s.g.Seats {
		if st.Kind != "bot" && i != c.s.g.Seat {
			out = append(out, i)
		}
	}
	return out
}

// MaxRunes is the most characters a line may hold.
const MaxRunes = chat.MaxRunes

type chatError string

func (e chatError) Error() string { return string(e) }

const errNotConnected = chatError("not connected to the server: the line was not sent")
