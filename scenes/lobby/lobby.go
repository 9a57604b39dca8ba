// Package lobby is the online screen's state without its pictures: this device's games on a
// server and how they stand, joining a game by its code, and a new game's seats and times. Every
// call to the server runs off the frame and its answer is taken in by the frame that follows
// (Take), so the screen never waits on the network. No Ebitengine: its tests run anywhere.
package lobby

import (
	"context"
	"slices"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// TurnTimes are the times per turn a new online game may have, from none to three days: when one
// runs out, a bot plays that turn's decision (docs/PROTOCOL.md, turn_limit).
var TurnTimes = []struct {
	Label   string
	Seconds int
}{{"No limit", 0}, {"1 minute", 60}, {"5 minutes", 300}, {"1 hour", 3600}, {"1 day", 86400}, {"3 days", 3 * 86400}}

// Seat is one seat of the game to create: "me", "human" (invited) or "bot" of a level.
type Seat struct {
	Kind  string
	Level ai.Level
}

// Lobby is the state of the online screen. Server, Name and Code are what the player typed.
type Lobby struct {
	Store  storage.Store
	Forget func() // called when the kept seats change (the title's count of turns is stale)
	// NotifyKept is told a notification choice kept on this device for a server (the desktop's
	// own notification of a turn follows its "My turn" without reading the disk).
	NotifyKept func(base string, c NotifyChoice)

	Seats []Seat
	// TurnTime is the new game's time per turn (an index of TurnTimes) and TimeoutBot the level
	// of the bot that plays a turn whose time ran out
	TurnTime   int
	TimeoutBot ai.Level

	Kept    settings.Online
	Mine    []protocol.MyGame     // this device's games on the server, as the server told
	Gone    []settings.OnlineSeat // seats kept here that the server no longer knows
	MineFor string                // the server the list is of

	// Unreached is the server that did not answer the latest asking of the list ("" when it
	// answered): an empty list from a server that is not there is no empty lobby
	Unreached string

	answers chan func()
	Busy    string // what is asked of the server now ("" when nothing)
	Err     string
	Note    string                 // a word of guidance, not a failure
	Ticket  *protocol.Ticket       // the game just created, with its invitation
	Open    *settings.OnlineSeat   // a seat to open on the board, for the screen to take
	Options protocol.CreateRequest // the map and options of a new game (its seats are Seats)
}

// New is the lobby of this device's kept online games.
func New(st storage.Store) *Lobby {
	l := &Lobby{Store: st, answers: make(chan func(), 4), Seats: []Seat{{Kind: "me"}, {Kind: "human"}}, TimeoutBot: ai.Medium}
	kept, err := settings.LoadOnline(st)
	if err != nil {
		l.Err = "This device's online games cannot be read: " + err.Error()
	}
	l.Kept = kept
	return l
}

// Base is a server's address as typed, with http:// when no scheme is given.
func Base(typed string) string {
	b := strings.TrimRight(strings.TrimSpace(typed), "/")
	if b != "" && !strings.Contains(b, "://") {
		b = "http://" + b
	}
	return b
}

// Ask runs a call to the server off the frame; its answer is taken in by Take.
func (l *Lobby) Ask(what string, call func(ctx context.Context) func()) {
	if l.Busy != "" {
		return
	}
	l.Busy, l.Err, l.Note = what, "", ""
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		l.answers <- call(ctx)
	}()
}

// Take takes in the server's answer, when one has come; it reports whether one had.
func (l *Lobby) Take() bool {
	select {
	case take := <-l.answers:
		l.Busy = ""
		take()
		return true
	default:
		return false
	}
}

// Refresh asks how this device's games on base stand (once nothing else is asked), keeping the
// words on screen: a refusal stays in sight.
func (l *Lobby) Refresh(base string) {
	if l.Busy != "" {
		return
	}
	var tokens []string
	for _, k := range l.Kept.Seats {
		if k.Server == base {
			tokens = append(tokens, k.Token)
		}
	}
	l.MineFor = base
	acc := l.Account(base)
	if len(tokens) == 0 && acc.Name == "" {
		l.Mine, l.Gone = nil, nil // nothing to list, but whether the server is there is asked all the same
	}
	said, note := l.Err, l.Note
	defer func() { l.Err, l.Note = said, note }()
	kept := l.Kept
	kept.Seats = slices.Clone(kept.Seats) // read off the frame
	l.Ask("Asking the server how your games stand…", func(ctx context.Context) func() {
		m, err := mineOrAccount(ctx, base, acc, tokens)
		var found []settings.OnlineSeat
		if err == nil {
			found = rematches(ctx, kept, base, m.Games)
		}
		return func() {
			l.Unreached = unreached(base, err)
			if err != nil && len(tokens)+len(acc.Name) > 0 {
				l.Err = "The server did not answer: " + ExplainNet(err)
			}
			if err != nil {
				return
			}
			l.keepFound(found)
			l.Mine, l.Gone = KeptGames(withAccount(l.Kept, base, acc, m.Games), base, m.Games)
		}
	})
}

// rematches are the seats of games under way the server named that this device does not keep
// yet: a rematch somebody else asked for, whose seat this device's token holds. Which token
// holds it is asked token by token (rare: only when such a game is there). A game over or given
// up is not taken back (it may have been removed from the list).
func rematches(ctx context.Context, kept settings.Online, base string, games []protocol.MyGame) []settings.OnlineSeat {
	known := map[string]bool{}
	for _, k := range kept.Seats {
		if k.Server == base {
			known[k.Game] = true
		}
	}
	fresh := map[string]bool{}
	for _, g := range games {
		if !known[g.Game] && !g.Over && !g.Resigned {
			fresh[g.Game] = true
		}
	}
	var found []settings.OnlineSeat
	for _, k := range kept.Seats {
		if len(fresh) == 0 || k.Server != base {
			continue
		}
		m, err := client.Mine(ctx, base, []string{k.Token})
		if err != nil {
			return found
		}
		for _, g := range m.Games {
			if fresh[g.Game] {
				delete(fresh, g.Game)
				found = append(found, settings.OnlineSeat{Server: base, Game: g.Game, Code: g.Code, Seat: g.Seat, Token: k.Token})
			}
		}
	}
	return found
}

// keepFound keeps the seats of rematches found on this device.
func (l *Lobby) keepFound(found []settings.OnlineSeat) {
	if len(found) == 0 {
		return
	}
	for _, k := range found {
		l.Kept.Add(k)
	}
	l.forget()
	if err := l.Kept.Save(l.Store); err != nil {
		l.Err = "A rematch could not be kept on this device: " + err.Error()
	}
}

// KeptGames is the server's answer about this device's seats, less the games this device no
// longer keeps (a rematch's token also names the game before it), and the seats kept that the
// server did not name: their game is gone from it. Names are shown as their players wrote them,
// a seat named after its dynasty with a capital ("Bull", not "bull").
func KeptGames(kept settings.Online, base string, games []protocol.MyGame) (mine []protocol.MyGame, gone []settings.OnlineSeat) {
	named := map[string]bool{}
	for _, g := range games {
		for _, k := range kept.Seats {
			if k.Server == base && k.Game == g.Game && !named[g.Game] {
				named[g.Game] = true
				g.Names = slices.Clone(g.Names)
				for i, n := range g.Names {
					if _, err := game.DynastyFromName(n); err == nil && n == strings.ToLower(n) {
						g.Names[i] = session.Capitalize(n) // a seat nobody named is its dynasty's
					}
				}
				mine = append(mine, g)
			}
		}
	}
	for _, k := range kept.Seats {
		if k.Server == base && !named[k.Game] {
			gone = append(gone, k)
		}
	}
	return mine, gone
}

// Removable reports whether a game of the list may be taken off it: the game is over, or this
// seat resigned from it. A game still played by this seat stays: its token is its only key.
func Removable(g protocol.MyGame) bool { return g.Over || g.Resigned }

// Remove forgets a game on this device (its seat's token with it) and takes it off the list.
func (l *Lobby) Remove(game string) {
	l.Kept.Remove(l.MineFor, game)
	if err := l.Kept.Save(l.Store); err != nil {
		l.Err = "The game could not be forgotten on this device: " + err.Error()
		return
	}
	l.forget()
	l.Mine = slices.DeleteFunc(l.Mine, func(g protocol.MyGame) bool { return g.Game == game })
	l.Gone = slices.DeleteFunc(l.Gone, func(k settings.OnlineSeat) bool { return k.Game == game })
	l.Note = "Removed from this device's games."
}

// RemoveAt removes the game of the list's row i (the server's games, then those gone), when it
// may be removed.
func (l *Lobby) RemoveAt(i int) {
	switch {
	case i < len(l.Mine) && Removable(l.Mine[i]):
		l.Remove(l.Mine[i].Game)
	case i >= len(l.Mine) && i-len(l.Mine) < len(l.Gone):
		l.Remove(l.Gone[i-len(l.Mine)].Game)
	}
}

// OpenAt opens the game of the list's row i.
func (l *Lobby) OpenAt(i int) {
	if i >= len(l.Mine) {
		return
	}
	for _, k := range l.Kept.Seats {
		if k.Game == l.Mine[i].Game && k.Server == l.MineFor {
			k := k
			l.Open = &k
			return
		}
	}
	if g := l.Mine[i]; l.Account(l.MineFor).Name != "" { // the account's seat, from another device
		l.Open = &settings.OnlineSeat{Server: l.MineFor, Game: g.Game, Code: g.Code, Seat: g.Seat}
	}
}

func (l *Lobby) forget() {
	if l.Forget != nil {
		l.Forget()
	}
}

// unreached is base when err says nothing answered there (a refusal is an answer).
func unreached(base string, err error) string {
	if _, refused := err.(*client.Refused); err == nil || refused {
		return ""
	}
	return base
}

// ExplainNet words a failed call to the server: the server's reason, or that it could not be
// reached (never Go's words for a socket).
func ExplainNet(err error) string {
	if r, ok := err.(*client.Refused); ok {
		return r.Message + "."
	}
	return "it could not be reached; check the connection and try again."
}

// Keep remembers a seat's ticket on this device, with the server used and the name given.
func (l *Lobby) Keep(base, name string, t protocol.Ticket) {
	l.Kept.Server = base
	l.Kept.Name = strings.TrimSpace(name)
	l.Kept.Add(settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token})
	l.forget()
	if err := l.Kept.Save(l.Store); err != nil {
		l.Err = "This game could not be kept on this device: " + err.Error()
	}
}

// Join takes a free seat of the game whose code was typed, and opens it.
func (l *Lobby) Join(base, code, name string) {
	code = strings.ToUpper(strings.TrimSpace(code))
	name = strings.TrimSpace(name)
	if code == "" {
		l.Err = "Type the game's code first: 8 letters and digits, given by whoever made the game."
		return
	}
	l.Ask("Joining "+code+"…", func(ctx context.Context) func() {
		t, err := client.Join(ctx, base, code, name, -1)
		return func() {
			if err != nil {
				l.Err = "Not joined: " + ExplainNet(err)
				return
			}
			l.Keep(base, name, t)
			l.Open = &settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token}
		}
	})
}

// Request is the new game to create, as the seats and times chosen say.
func (l *Lobby) Request(name string) (req protocol.CreateRequest, invited bool) {
	req = l.Options
	req.Seats = nil
	req.TurnLimit = TurnTimes[l.TurnTime].Seconds
	if req.TurnLimit > 0 {
		req.TimeoutLevel = l.TimeoutBot.String()
	}
	for _, s := range l.Seats {
		r := protocol.SeatRequest{Kind: s.Kind}
		switch s.Kind {
		case "me":
			r.Name = strings.TrimSpace(name)
		case "bot":
			r.Level = s.Level.String()
		case "human":
			invited = true
		}
		req.Seats = append(req.Seats, r)
	}
	return req, invited
}

// Create makes the game on the server: with nobody invited it opens at once, else its
// invitation is shown (Ticket).
func (l *Lobby) Create(base, name string) {
	req, invited := l.Request(name)
	l.Ask("Creating the game…", func(ctx context.Context) func() {
		t, err := client.Create(ctx, base, req)
		return func() {
			if err != nil {
				l.Err = "The game was not created: " + ExplainNet(err)
				return
			}
			l.Keep(base, name, t)
			l.MineFor = ""
			if !invited {
				l.Open = &settings.OnlineSeat{Server: base, Game: t.Game, Code: t.Code, Seat: t.Seat, Token: t.Token}
				return
			}
			l.Ticket = &t
		}
	})
}

// NextSeat is who plays seat i after a click: the first seat is always the creator's.
func (l *Lobby) NextSeat(i int) {
	if i <= 0 || i >= len(l.Seats) {
		return
	}
	s := l.Seats[i]
	switch {
	case s.Kind == "human":
		s = Seat{Kind: "bot", Level: 0}
	case s.Kind == "bot" && int(s.Level)+1 < len(ai.Levels()):
		s = Seat{Kind: "bot", Level: s.Level + 1}
	default:
		s = Seat{Kind: "human"}
	}
	l.Seats[i] = s
}

// AddSeat adds a bot's seat, up to four.
func (l *Lobby) AddSeat() {
	if len(l.Seats) < 4 {
		l.Seats = append(l.Seats, Seat{Kind: "bot", Level: ai.Medium})
	}
}

// RemoveSeat takes seat i out (never the creator's, never below two).
func (l *Lobby) RemoveSeat(i int) {
	if i > 0 && i < len(l.Seats) && len(l.Seats) > 2 {
		l.Seats = append(l.Seats[:i], l.Seats[i+1:]...)
	}
}

// Label names a seat on its button.
func (s Seat) Label() string {
	switch s.Kind {
	case "me":
		return "You"
	case "human":
		return "An invited person"
	}
	return "Bot: " + s.Level.String()
}

// TurnWords says whose decision a game of the list waits for.
func TurnWords(g protocol.MyGame) string {
	switch {
	case g.Over:
		return "over"
	case g.Resigned:
		return "resigned"
	case g.ToMove == g.Seat:
		return "your turn"
	case g.ToMove >= 0 && g.ToMove < len(g.Names):
		return g.Names[g.ToMove] + " to play"
	}
	return "waiting"
}

// OptionWords are the options a new online game may have, by their protocol names, with the
// words their buttons say (docs/PROTOCOL.md, options).
var OptionWords = []struct{ Name, Label string }{
	{"buildings", "Buildings"}, {"wonder", "Wonder"}, {"english", "English"}, {"no-monuments", "No monuments"},
	{"open-scoring", "Open scoring"},
}

// NextMap chooses the other map for the new game.
func (l *Lobby) NextMap() {
	if l.Options.Map == "advanced" {
		l.Options.Map = ""
		return
	}
	l.Options.Map = "advanced"
}

// MapLabel names the new game's map on its button.
func (l *Lobby) MapLabel() string {
	if l.Options.Map == "advanced" {
		return "Advanced map"
	}
	return "Standard map"
}

// HasOption reports whether the new game has option i of OptionWords.
func (l *Lobby) HasOption(i int) bool {
	return i >= 0 && i < len(OptionWords) && slices.Contains(l.Options.Options, OptionWords[i].Name)
}

// OptionLabel is option i's button words, said the way the local setup says them: the
// "no-monuments" option shows as "Monuments: off" rather than the double negative "No monuments: off".
func (l *Lobby) OptionLabel(i int) string {
	label, on := l.OptionSwitch(i)
	if label == "" {
		return ""
	}
	if on {
		return label + ": on"
	}
	return label + ": off"
}

// OptionSwitch is option i's switch, as the local setup shows it: its name and whether it is
// on ("no-monuments" is the switch Monuments, off).
func (l *Lobby) OptionSwitch(i int) (string, bool) {
	if i < 0 || i >= len(OptionWords) {
		return "", false
	}
	if OptionWords[i].Name == "no-monuments" {
		return "Monuments", !l.HasOption(i)
	}
	return OptionWords[i].Label, l.HasOption(i)
}

// ToggleOption turns option i of OptionWords on or off for the new game.
func (l *Lobby) ToggleOption(i int) {
	if i < 0 || i >= len(OptionWords) {
		return
	}
	name := OptionWords[i].Name
	if l.HasOption(i) {
		l.Options.Options = slices.DeleteFunc(l.Options.Options, func(o string) bool { return o == name })
		return
	}
	l.Options.Options = append(l.Options.Options, name)
}
