package lobby

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"tigris/online/client"
	"tigris/storage"
)

// NotifyEvent is a thing a device may choose to be told (the server's event name), in a
// player's words.
type NotifyEvent struct{ Name, Label, Tip string }

// NotifyEvents are the events of docs/PROTOCOL.md's Notifications, in the screen's order.
var NotifyEvents = []NotifyEvent{
	{"turn", "My turn", "Told when a decision of yours waits"},
	{"over", "A game ends", "Told when a game of yours has ended"},
	{"reminder", "Before my clock runs out", "Told a quarter of the turn limit before a bot would play your turn"},
	{"started", "A game starts", "Told when the last invited player joins a game of yours"},
	{"chat", "Chat messages", "Told when somebody writes in a game of yours while you are away (at most once every few minutes a game)"},
}

// NotifyChoice is what this device chose to be told by one server: its events, and an e-mail
// address written to ("" none).
type NotifyChoice struct {
	Events []string
	Mail   string
}

// On reports whether ev is chosen.
func (c NotifyChoice) On(ev string) bool { return slices.Contains(c.Events, ev) }

// Toggle chooses ev, or no longer.
func (c *NotifyChoice) Toggle(ev string) {
	if i := slices.Index(c.Events, ev); i >= 0 {
		c.Events = slices.Delete(slices.Clone(c.Events), i, i+1)
		return
	}
	c.Events = append(slices.Clone(c.Events), ev)
	slices.Sort(c.Events)
}

const notifyKey = "online-notify"

// LoadNotify is the choice kept on this device for the server base; none kept yet: the server's
// own default, the three events that wait on the player.
func LoadNotify(st storage.Store, base string) NotifyChoice {
	all := loadNotifyAll(st)
	if c, ok := all[base]; ok {
		return c
	}
	return DefaultNotify()
}

// DefaultNotify is the choice of a device that made none: the server's own default, the three
// events that wait on the player.
func DefaultNotify() NotifyChoice { return NotifyChoice{Events: []string{"over", "reminder", "turn"}} }

// TurnSwitches is each server's "My turn" as kept on this device, in one read of the disk (a
// server missing: none chosen there).
func TurnSwitches(st storage.Store) map[string]bool {
	out := map[string]bool{}
	for base, c := range loadNotifyAll(st) {
		out[base] = c.On("turn")
	}
	return out
}

// loadNotifyAll reads the lines "notify SERVER MAIL EVENTS" (MAIL "-" none, EVENTS comma
// separated, "-" none).
func loadNotifyAll(st storage.Store) map[string]NotifyChoice {
	out := map[string]NotifyChoice{}
	data, err := st.Get(notifyKey)
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) != 4 || f[0] != "notify" {
			continue
		}
		c := NotifyChoice{Events: []string{}}
		if f[2] != "-" {
			c.Mail = f[2]
		}
		if f[3] != "-" {
			c.Events = strings.Split(f[3], ",")
		}
		out[f[1]] = c
	}
	return out
}

func saveNotify(st storage.Store, base string, c NotifyChoice) error {
	all := loadNotifyAll(st)
	all[base] = c
	servers := make([]string, 0, len(all))
	for s := range all {
		servers = append(servers, s)
	}
	slices.Sort(servers)
	var b strings.Builder
	for _, s := range servers {
		m, ev := all[s].Mail, strings.Join(all[s].Events, ",")
		if m == "" {
			m = "-"
		}
		if ev == "" {
			ev = "-"
		}
		fmt.Fprintf(&b, "notify %s %s %s\n", s, m, ev)
	}
	return st.Put(notifyKey, []byte(b.String()))
}

// CheckMail is an address as typed, trimmed, or why it is not one in a player's words ("" is no
// address: no e-mail).
func CheckMail(typed string) (string, error) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return "", nil
	}
	if !mailShaped(typed) {
		return "", errors.New("That is not an e-mail address: write it as name@example.org.")
	}
	return typed, nil
}

// SaveNotify keeps c on this device and tells the server base: the browser's subscription by
// push (nil: this device has none on), and the e-mail address (the one before forgotten when it
// changed). Nothing is kept when the server refuses.
func (l *Lobby) SaveNotify(base string, c NotifyChoice, push func(tokens, events []string) <-chan string) {
	addr, err := CheckMail(c.Mail)
	if err != nil {
		l.Err = err.Error()
		return
	}
	c.Mail = addr
	if c.Events == nil {
		c.Events = []string{}
	}
	if len(c.Events) == 0 && c.Mail != "" {
		l.Err = "Choose at least one thing to be told by e-mail, or clear the address."
		return
	}
	before := LoadNotify(l.Store, base)
	tokens, key := l.tokens(base), l.Account(base).Key
	l.Ask("Saving your notifications…", func(ctx context.Context) func() {
		err := l.tellNotify(ctx, base, key, before, c, tokens, push)
		return func() {
			if err != nil {
				l.Err = "Not saved: " + err.Error()
				return
			}
			if kerr := saveNotify(l.Store, base, c); kerr != nil {
				l.Err = "Saved on the server, but this device could not keep it: " + kerr.Error()
				return
			}
			if l.NotifyKept != nil {
				l.NotifyKept(base, c)
			}
			l.Note = "Saved: this device will be told what you chose."
			if push == nil && c.Mail == "" {
				l.Note = "Saved on this device: the server tells it once its notifications are on, or by e-mail once you give an address."
			}
		}
	})
}

// tellNotify is SaveNotify's calls to the server, off the frame.
func (l *Lobby) tellNotify(ctx context.Context, base, key string, before, c NotifyChoice, tokens []string, push func(tokens, events []string) <-chan string) error {
	if push != nil && len(c.Events) > 0 {
		if why := <-push(tokens, c.Events); why != "" {
			return errors.New(why)
		}
	}
	if before.Mail != "" && before.Mail != c.Mail {
		if err := client.PushMailOff(ctx, base, before.Mail); err != nil {
			return errors.New(ExplainNet(err))
		}
	}
	if c.Mail != "" {
		if _, err := client.PushMail(ctx, base, key, c.Mail, tokens, c.Events); err != nil {
			return errors.New(ExplainNet(err))
		}
	}
	return nil
}
