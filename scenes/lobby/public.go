package lobby

import (
	"context"
	"fmt"
	"strings"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/session"
	"tigris/scenes/settings"
)

// Quick is where a quick match ("play the next person") stands.
type Quick int

const (
	QuickIdle     Quick = iota // not asked
	QuickWaiting               // waiting for the next person who asks
	QuickOffered               // nobody came yet: still waiting, and bots are offered
	QuickStarting              // a game against a bot is being made
)

// Public is the server's lobby: its public games with a free seat, taken with one tap, and the
// quick match with its waiting. Like the Lobby, every call runs off the frame and its answer is
// taken in by TakePublic; the seats it gets are kept by the Lobby (on this device, and by the
// account signed in) and opened through Open.
type Public struct {
	l         *Lobby
	answers   chan func()
	Games     []protocol.LobbyGame
	ListedFor string // the server the list is of ("" until it has come)
	Listing   bool   // the list is asked for now
	Taking    bool   // a seat is being taken
	Quick     Quick
	Bots      []string  // the bots offered after a wait
	Since     time.Time // when the quick match began to wait
	gen       int       // the quick match asked last: older answers are stale
	stop      context.CancelFunc
	Err, Note string
	asked     time.Time // when the list was asked for last by Refresh
	listErr   string    // why the last list did not come: shown until a list comes
	failedFor string    // the server whose list did not come
}

// listEvery is how old a shown list may grow while nobody waits for a quick match, and
// retryAfter how long a list that did not come is not asked again: a server down is not asked
// every frame, and its error stays on screen to be read.
const (
	listEvery  = 20 * time.Second
	retryAfter = 5 * time.Second
)

// Refresh asks for the list of base when it is due at now: never come from this server, or old
// while no quick match waits; not while one is asked, nor soon after one did not come.
func (p *Public) Refresh(base string, now time.Time) {
	age := now.Sub(p.asked)
	switch {
	case p.Listing, p.failedFor == base && age < retryAfter:
		return
	case p.ListedFor != base, age > listEvery && p.Quick == QuickIdle:
		p.asked = now
		p.List(base)
	}
}

// NewPublic is the lobby of the server the Lobby plays on.
func NewPublic(l *Lobby) *Public { return &Public{l: l, answers: make(chan func(), 8)} }

// off runs call off the frame with a time limit; its answer is taken in by TakePublic.
func (p *Public) off(limit time.Duration, call func(ctx context.Context) func()) context.CancelFunc {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	go func() {
		defer cancel()
		p.answers <- call(ctx)
	}()
	return cancel
}

// TakePublic takes in the answers that came; it reports whether one had.
func (p *Public) TakePublic() bool {
	took := false
	for {
		select {
		case f := <-p.answers:
			f()
			took = true
		default:
			return took
		}
	}
}

// List asks the server for its public games.
func (p *Public) List(base string) {
	if p.Listing {
		return
	}
	p.Listing = true
	p.off(15*time.Second, func(ctx context.Context) func() {
		l, err := client.Lobby(ctx, base)
		return func() {
			p.Listing = false
			if err != nil {
				p.listErr, p.failedFor = "The list of games did not come: "+ExplainNet(err), base
				p.Err = p.listErr
				return
			}
			if p.Err == p.listErr {
				p.Err = ""
			}
			p.listErr, p.failedFor = "", ""
			p.Games, p.ListedFor = l.Games, base
		}
	})
}

// named checks the player's name before a seat is asked for.
func (p *Public) named(name string) bool {
	if strings.TrimSpace(name) == "" {
		p.Err = "Type your name first: the other players see it."
		return false
	}
	return true
}

// TakeSeat takes the first free seat of the list's game i, keeps it and opens it.
func (p *Public) TakeSeat(base string, i int, name string) {
	if i < 0 || i >= len(p.Games) || p.Taking || !p.named(name) {
		return
	}
	id := p.Games[i].Game
	p.Taking, p.Err, p.Note = true, "", ""
	p.off(15*time.Second, func(ctx context.Context) func() {
		t, err := client.Take(ctx, base, id, strings.TrimSpace(name), -1)
		return func() {
			p.Taking = false
			if err != nil {
				p.Err = "No seat taken: " + ExplainNet(err)
				p.ListedFor = "" // the list is stale: ask again
				return
			}
			p.opened(base, name, t)
		}
	})
}

// opened keeps a seat got here and asks the screen to open it.
func (p *Public) opened(base, name string, t protocol.Ticket) {
	p.l.Keep(base, name, t)
	p.l.Open = &settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token}
}

// StartQuick asks for a 2-player live game with the next person who asks. The server answers
// within about half a minute; nobody came, the wait goes on by itself with bots offered.
func (p *Public) StartQuick(base, name string) {
	if p.Quick != QuickIdle || !p.named(name) {
		return
	}
	p.Err, p.Note, p.Bots = "", "", nil
	p.Quick, p.Since = QuickWaiting, time.Now()
	p.askQuick(base, name, "")
}

// askQuick sends one quick match call; bot "" waits for a person.
func (p *Public) askQuick(base, name, bot string) {
	p.gen++
	gen := p.gen
	name = strings.TrimSpace(name)
	p.stop = p.off(2*time.Minute, func(ctx context.Context) func() {
		a, err := client.Quick(ctx, base, name, bot)
		return func() { p.quickAnswer(base, name, gen, a, err) }
	})
}

// quickAnswer takes in a quick match's answer. A seat is never lost: one that comes for a wait
// given up (paired that very moment) is kept in the player's games.
func (p *Public) quickAnswer(base, name string, gen int, a protocol.QuickAnswer, err error) {
	stale := gen != p.gen || p.Quick == QuickIdle
	switch {
	case a.Ticket != nil && stale:
		p.l.Keep(base, name, *a.Ticket)
		p.Note = "Somebody was paired with you as you stopped waiting: that game is in your games."
	case stale:
	case err != nil:
		p.Quick = QuickIdle
		p.Err = "No quick match: " + ExplainNet(err)
	case a.Ticket != nil:
		p.Quick = QuickIdle
		p.opened(base, name, *a.Ticket)
	case a.Waited && p.Quick != QuickStarting:
		p.Quick, p.Bots = QuickOffered, a.Bots
		p.askQuick(base, name, "") // wait on; a bot is a tap away meanwhile
	}
}

// PlayBot stops waiting and asks for a game against a bot of level at once.
func (p *Public) PlayBot(base, name, level string) {
	if p.Quick != QuickOffered {
		return
	}
	if p.stop != nil {
		p.stop()
	}
	p.Quick = QuickStarting
	p.askQuick(base, name, level)
}

// StopQuick gives the wait up (the server takes the player out of its queue).
func (p *Public) StopQuick() {
	if p.stop != nil {
		p.stop()
	}
	p.Quick, p.Bots = QuickIdle, nil
	p.gen++
}

// QuickWords says where the quick match stands, with the time waited.
func (p *Public) QuickWords(now time.Time) string {
	waited := int(now.Sub(p.Since).Seconds())
	switch p.Quick {
	case QuickWaiting:
		return fmt.Sprintf("Waiting for the next player… %d s", waited)
	case QuickOffered:
		return fmt.Sprintf("Nobody yet (%d s): still waiting, or play a bot now", waited)
	case QuickStarting:
		return "Making your game against the bot…"
	}
	return ""
}

// MapWords names a listed game's map and options, as the new game's buttons do.
func MapWords(g protocol.LobbyGame) string {
	words := "Standard map"
	if g.Map == "advanced" {
		words = "Advanced map"
	}
	for _, o := range g.Options {
		for _, w := range OptionWords {
			if w.Name == o {
				words += " · " + w.Label
			}
		}
	}
	return words
}

// TurnLimitWords says a game's time per decision.
func TurnLimitWords(seconds int) string {
	for _, t := range TurnTimes {
		if t.Seconds == seconds {
			if seconds == 0 {
				return "no time limit"
			}
			return t.Label + " a decision"
		}
	}
	switch {
	case seconds%86400 == 0:
		return fmt.Sprintf("%d days a decision", seconds/86400)
	case seconds%3600 == 0:
		return fmt.Sprintf("%d hours a decision", seconds/3600)
	}
	return fmt.Sprintf("%d minutes a decision", (seconds+59)/60)
}

// SeatWords says who holds a listed seat: a person's name with the rating, a bot's level, or
// that it is free.
func SeatWords(s protocol.LobbySeat) string {
	switch {
	case s.Kind == "bot":
		return session.Capitalize(s.Level) + " bot"
	case !s.Claimed:
		return "open seat"
	case s.Rating > 0:
		return fmt.Sprintf("%s %.0f", s.Name, s.Rating)
	case s.Name != "":
		return s.Name
	}
	return "a player"
}

// SeatsWords lists a game's seats.
func SeatsWords(g protocol.LobbyGame) string {
	var parts []string
	for _, s := range g.Seats {
		parts = append(parts, SeatWords(s))
	}
	return strings.Join(parts, ", ")
}
