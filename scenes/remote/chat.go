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
	if err := c.s.send(&protocol.Chat{Text: clean}); err != nil {
		return err
	}
	c.s.said.sent = append(c.s.said.sent, clean)
	return nil
}

// Refused takes the lines the server refused as said too fast, oldest first: the screen gives
// the player the line back rather than losing it.
func (c *Chat) Refused() []string {
	r := c.s.said.refused
	c.s.said.refused = nil
	return r
}

// saidLines are this seat's chat lines sent and not yet heard back, and those refused: the
// server answers each line in order, by telling it to everybody or by a refusal.
type saidLines struct{ sent, refused []string }

// hear follows the server's answers to the lines this seat sent.
func (o *saidLines) hear(m protocol.Message, seat int) {
	if len(o.sent) == 0 {
		return
	}
	switch m := m.(type) {
	case *protocol.Welcome:
		// connected again: a line sent before the drop was told (it is in the history) or lost,
		// and no answer to it will come
		o.sent = nil
	case *protocol.Chat:
		if m.Seat == seat && !m.Earlier {
			o.sent = o.sent[1:]
		}
	case *protocol.Error:
		if m.Code == protocol.ErrRate {
			o.refused = append(o.refused, o.sent[0])
			o.sent = o.sent[1:]
		}
	}
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
