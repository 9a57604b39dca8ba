// Package notify tells players that something waits on them while they are away: their turn, the
// end of a game, a turn clock about to run out. The server hands it a Note and goes on; a queue
// and its worker look up the devices to tell (store.Pushes), send to each (Web Push, or e-mail
// when the operator set up SMTP), retry what a push service could not take yet and forget the
// subscriptions it says are gone. Nothing here ever holds up a decision.
package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"tigris/online/notify/webpush"
	"tigris/online/store"
)

// The events a device may choose to be told.
const (
	Turn     = "turn"     // a seat's decision is due
	Over     = "over"     // a game ended
	Reminder = "reminder" // a turn clock runs out soon
	Started  = "started"  // a game the player is seated in began (its last invited seat taken)
	Chat     = "chat"     // somebody else wrote in the chat of a game of the player's
)

// Events are every event, in the order a device lists them.
var Events = []string{Turn, Over, Reminder, Started, Chat}

// Defaults are the events of a device that chose none: those that wait on the player (a device
// registered before "started" and "chat" existed keeps being told what it was).
var Defaults = []string{Turn, Over, Reminder}

// ChatCut is how many characters of a chat line a note shows: a notification is a glance.
const ChatCut = 120

// Note is one thing to tell a seat's devices.
type Note struct {
	Event string
	Game  string
	Code  string   // the game's join code: how players name a game
	Names []string // the other players' names
	Seat  int
	Token []byte        // the SHA-256 of the token holding the seat (its devices are found by it)
	Step  int           // the game's step when told (a newer note of a game replaces an older)
	Left  time.Duration // a reminder: the time left
	Pace  time.Duration // the game's turn limit (0: none): e-mail is for games at their own pace
	// Line is a chat note's line as "Name: text", plain text, already cut (ChatCut)
	Line string
}

// CutLine is a chat line as a note shows it: name and text, cut to ChatCut characters with an
// ellipsis. The text is plain (the chat keeps no markup, and a notification shows none).
func CutLine(name, text string) string {
	r := []rune(text)
	if len(r) > ChatCut {
		text = strings.TrimSpace(string(r[:ChatCut-1])) + "…"
	}
	return name + ": " + text
}

// Text is the note's title and line in a player's words.
func (n Note) Text() (title, body string) {
	with := ""
	if len(n.Names) > 0 {
		with = " with " + strings.Join(n.Names, ", ")
	}
	switch n.Event {
	case Over:
		return "Game over", fmt.Sprintf("The game %s%s has ended: see how it came out.", n.Code, with)
	case Started:
		return "Game started", fmt.Sprintf("The game %s%s has started.", n.Code, with)
	case Chat:
		return "Chat in game " + n.Code, n.Line
	case Reminder:
		return "Your turn is running out", fmt.Sprintf("Your turn in game %s%s: %s left before a bot plays it.", n.Code, with, roundLeft(n.Left))
	}
	return "Your turn", fmt.Sprintf("Your turn in game %s%s.", n.Code, with)
}

func roundLeft(d time.Duration) string {
	switch {
	case d >= time.Hour:
		return fmt.Sprintf("%d h", int(d.Round(time.Hour)/time.Hour))
	case d >= time.Minute:
		return fmt.Sprintf("%d min", int(d.Round(time.Minute)/time.Minute))
	}
	return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second))
}

// Payload is what a push carries: the service worker shows title and body and opens url.
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	Event string `json:"event"`
	Game  string `json:"game"`
	Step  int    `json:"step"`
	URL   string `json:"url"`
}

// PayloadOf is n as a push's payload.
func PayloadOf(n Note) Payload {
	title, body := n.Text()
	return Payload{Title: title, Body: body, Event: n.Event, Game: n.Game, Step: n.Step, URL: "./?game=" + n.Game}
}

// Outcome is how a sending went.
type Outcome struct {
	Err   error
	Retry bool          // a passing trouble: try again
	Wait  time.Duration // after this long, when the other side said
	Gone  bool          // the device is no more: forget it
}

// Channel delivers a note to one device.
type Channel interface {
	Send(ctx context.Context, sub store.PushSub, n Note) Outcome
}

// Config is what a Notifier is made of.
type Config struct {
	Store store.Pushes
	// Subject is the contact a push service may write to about this server (RFC 8292: mailto: or
	// https:).
	Subject string
	Client  *http.Client // nil: a client with a 30 s timeout
	// Mail sends to "mailto:" devices (nil: e-mail is not offered).
	Mail Channel
	Log  *slog.Logger // nil: nothing is logged
	// Tries is how often a device is tried before the note is dropped (0: 4); RetryWait the
	// first wait, doubled at each try (0: 5 s).
	Tries     int
	RetryWait time.Duration
	// Queue bounds the notes waiting (0: 1000): past it a note is dropped and logged, never
	// waited for.
	Queue int
}

// Notifier is the queue and its worker.
type Notifier struct {
	cfg  Config
	key  *webpush.Key
	q    chan job
	stop chan struct{}
	// ctx ends with Close: a sending under way is given up (a push service that hangs must not
	// hold a server's stopping)
	ctx    context.Context
	cancel context.CancelFunc
	done   sync.WaitGroup
	once   sync.Once
}

type job struct {
	n    Note
	to   *store.PushSub // one device being tried again (nil: every device of the seat)
	try  int
	sent chan<- struct{}
}

// New loads the server's VAPID key from the store (making and keeping one at first start) and
// starts the worker.
func New(ctx context.Context, cfg Config) (*Notifier, error) {
	if cfg.Store == nil {
		return nil, errors.New("notifications need a store that keeps subscriptions")
	}
	if !strings.HasPrefix(cfg.Subject, "mailto:") && !strings.HasPrefix(cfg.Subject, "https:") {
		return nil, fmt.Errorf("the push contact %q is neither mailto: nor https:", cfg.Subject)
	}
	fresh, err := webpush.NewKey()
	if err != nil {
		return nil, err
	}
	kept, err := cfg.Store.PushKey(ctx, fresh.Bytes())
	if err != nil {
		return nil, fmt.Errorf("reading the push key: %v", err)
	}
	key, err := webpush.ParseKey(kept)
	if err != nil {
		return nil, err
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if cfg.Tries <= 0 {
		cfg.Tries = 4
	}
	if cfg.RetryWait <= 0 {
		cfg.RetryWait = 5 * time.Second
	}
	if cfg.Queue <= 0 {
		cfg.Queue = 1000
	}
	n := &Notifier{cfg: cfg, key: key, q: make(chan job, cfg.Queue), stop: make(chan struct{})}
	n.ctx, n.cancel = context.WithCancel(context.Background())
	n.done.Add(1)
	go n.work()
	return n, nil
}

// PublicKey is the VAPID public key a page subscribes with.
func (n *Notifier) PublicKey() string { return n.key.Public() }

// Mail reports whether e-mail is offered.
func (n *Notifier) Mail() bool { return n.cfg.Mail != nil }

// Tell queues a note; it never waits.
func (n *Notifier) Tell(note Note) { n.enqueue(job{n: note}) }

func (n *Notifier) enqueue(j job) {
	select {
	case <-n.stop:
		return
	default:
	}
	select {
	case n.q <- j:
	default:
		n.warn("notification dropped: the queue is full", "game", j.n.Game, "seat", j.n.Seat, "event", j.n.Event)
	}
}

// Close stops the worker; notes still queued are dropped.
func (n *Notifier) Close() {
	n.once.Do(func() { close(n.stop); n.cancel() })
	n.done.Wait()
}

func (n *Notifier) warn(msg string, args ...any) {
	if n.cfg.Log != nil {
		n.cfg.Log.Warn(msg, args...)
	}
}

func (n *Notifier) work() {
	defer n.done.Done()
	for {
		select {
		case <-n.stop:
			return
		case j := <-n.q:
			n.run(j)
		}
	}
}

// run sends one note to its devices.
func (n *Notifier) run(j job) {
	ctx, cancel := context.WithTimeout(n.ctx, time.Minute)
	defer cancel()
	subs := []store.PushSub{}
	if j.to != nil {
		subs = append(subs, *j.to)
	} else {
		all, err := n.cfg.Store.PushesFor(ctx, j.n.Game, j.n.Seat, j.n.Token)
		if err != nil {
			n.warn("notification: reading the devices failed", "game", j.n.Game, "seat", j.n.Seat, "err", err)
			return
		}
		for _, s := range all {
			if slices.Contains(s.Events, j.n.Event) {
				subs = append(subs, s)
			}
		}
	}
	for _, s := range subs {
		out := n.send(ctx, s, j.n)
		switch {
		case out.Err == nil:
		case out.Gone:
			if err := n.cfg.Store.DropPush(ctx, s.Endpoint); err != nil {
				n.warn("notification: forgetting a device gone failed", "err", err)
			}
		case out.Retry && j.try+1 < n.cfg.Tries:
			wait := max(out.Wait, n.cfg.RetryWait<<j.try)
			again := job{n: j.n, to: &s, try: j.try + 1}
			time.AfterFunc(wait, func() { n.enqueue(again) })
		default:
			n.warn("notification not sent", "game", j.n.Game, "seat", j.n.Seat, "err", out.Err)
		}
	}
}

func (n *Notifier) send(ctx context.Context, s store.PushSub, note Note) Outcome {
	if strings.HasPrefix(s.Endpoint, "mailto:") {
		if n.cfg.Mail == nil {
			return Outcome{Err: errors.New("e-mail is not set up on this server")}
		}
		return n.cfg.Mail.Send(ctx, s, note)
	}
	var sub webpush.Subscription
	sub.Endpoint, sub.Keys.P256dh, sub.Keys.Auth = s.Endpoint, s.P256dh, s.Auth
	body, _ := json.Marshal(PayloadOf(note))
	m := webpush.Message{Payload: body, TTL: 24 * time.Hour, Topic: "g" + note.Game[:min(len(note.Game), 31)]}
	if note.Event == Turn || note.Event == Reminder {
		m.Urgency = "high"
	}
	res, err := n.key.Send(ctx, n.cfg.Client, sub, m, n.cfg.Subject)
	return Outcome{Err: err, Retry: res.Retry, Wait: res.RetryAfter, Gone: res.Gone}
}
