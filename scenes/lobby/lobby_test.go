package lobby

import (
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// answered plays frames until the server's answer has been taken in.
func answered(t *testing.T, l *Lobby) {
	t.Helper()
	poll.Until(t, 20*time.Second, "the server's answer", func() bool {
		l.Take()
		return l.Busy == ""
	})
}

// Creating with an invited seat shows the invitation and keeps the seat; the invited person
// joins by the code typed in lower case and the game opens; each lists the game with its names
// as given and a seat nobody named by its dynasty, capitalised.
func TestCreateInviteJoinList(t *testing.T) {
	base := servertest.Start(t)
	st := storage.NewMemory()
	forgot := 0
	a := New(st)
	a.Forget = func() { forgot++ }
	a.AddSeat() // a Medium bot
	a.NextSeat(0)
	if a.Seats[0].Kind != "me" {
		t.Fatalf("the creator's seat changed: %+v", a.Seats[0])
	}
	a.Create(base, "  Anna ")
	if a.Busy == "" {
		t.Fatal("creating asks nothing of the server")
	}
	answered(t, a)
	if a.Err != "" || a.Ticket == nil || a.Open != nil || forgot != 1 {
		t.Fatalf("after creating: err %q, ticket %v, open %v, forgot %d", a.Err, a.Ticket, a.Open, forgot)
	}
	kept, _ := settings.LoadOnline(st)
	if len(kept.Seats) != 1 || kept.Seats[0].Token != a.Ticket.Token || kept.Name != "Anna" || kept.Server != base {
		t.Fatalf("kept: %+v", kept)
	}

	b := New(storage.NewMemory())
	b.Join(base, "", "Bo")
	if b.Err == "" || b.Busy != "" {
		t.Fatalf("joining without a code: err %q, busy %q", b.Err, b.Busy)
	}
	b.Join(base, " "+strings.ToLower(a.Ticket.Code)+" ", "Bo")
	answered(t, b)
	if b.Err != "" || b.Open == nil || b.Open.Game != a.Ticket.Game || b.Open.Seat != 1 {
		t.Fatalf("after joining: err %q, open %+v", b.Err, b.Open)
	}

	listed(t, a, base)
}

// listed checks the creator's list: the game with its names, still played, opened by its row.
func listed(t *testing.T, a *Lobby, base string) {
	t.Helper()
	a.Refresh(base)
	answered(t, a)
	if len(a.Mine) != 1 || a.MineFor != base {
		t.Fatalf("the list: %+v", a.Mine)
	}
	g := a.Mine[0]
	if got := strings.Join(g.Names, ", "); got != "Anna, Bo, Pot" {
		t.Fatalf("the names listed: %q", got)
	}
	if w := TurnWords(g); w != "your turn" && w != "Bo to play" && w != "Pot to play" {
		t.Fatalf("whose turn: %q", w)
	}
	// a game still played stays: its token is its only key
	a.RemoveAt(0)
	if len(a.Mine) != 1 {
		t.Fatal("a game still played was removed")
	}
	a.OpenAt(0)
	if a.Open == nil || a.Open.Token != a.Ticket.Token {
		t.Fatalf("opening the listed game: %+v", a.Open)
	}
}

// A refusal is said in the server's words and keeps nothing; a server that cannot be reached is
// said so in a player's words, never Go's.
func TestRefusalsInWords(t *testing.T) {
	base := servertest.Start(t)
	l := New(storage.NewMemory())
	l.Join(base, "NOSUCH12", "Bo")
	answered(t, l)
	if !strings.HasPrefix(l.Err, "Not joined: ") || l.Open != nil || len(l.Kept.Seats) != 0 {
		t.Fatalf("joining a game that is not there: err %q, open %v, kept %+v", l.Err, l.Open, l.Kept)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "http://" + ln.Addr().String()
	ln.Close()
	l.Create(gone, "Anna")
	answered(t, l)
	if !strings.HasPrefix(l.Err, "The game was not created: ") || l.Ticket != nil {
		t.Fatalf("creating on no server: err %q", l.Err)
	}
	for _, goWords := range []string{"dial", "tcp", "127.0.0.1", "connection refused", "Post"} {
		if strings.Contains(l.Err, goWords) {
			t.Fatalf("Go's words shown to the player: %q", l.Err)
		}
	}
	_, err = client.Mine(t.Context(), gone, []string{"x"})
	if ExplainNet(err) == err.Error() {
		t.Fatal("a network error explained as Go says it")
	}
}

// Seats of a new game: a click cycles an invited person through the bots' levels and back; four
// at most; the creator's seat neither changes nor goes; the request carries the times and seats.
func TestSeatsAndRequest(t *testing.T) {
	l := New(storage.NewMemory())
	l.NextSeat(1)
	if l.Seats[1] != (Seat{Kind: "bot", Level: 0}) {
		t.Fatalf("after a click: %+v", l.Seats[1])
	}
	for range ai.Levels() {
		l.NextSeat(1)
	}
	if l.Seats[1].Kind != "human" {
		t.Fatalf("after every level: %+v", l.Seats[1])
	}
	for range 5 {
		l.AddSeat()
	}
	if len(l.Seats) != 4 {
		t.Fatalf("%d seats", len(l.Seats))
	}
	l.RemoveSeat(0)
	l.RemoveSeat(3)
	if len(l.Seats) != 3 || l.Seats[0].Kind != "me" {
		t.Fatalf("after removing: %+v", l.Seats)
	}
	l.TurnTime = 2
	l.Options.Map = "advanced"
	req, invited := l.Request("Anna")
	if !invited || req.TurnLimit != 300 || req.TimeoutLevel != "medium" || req.Map != "advanced" ||
		len(req.Seats) != 3 || req.Seats[0] != (protocol.SeatRequest{Kind: "me", Name: "Anna"}) || req.Seats[2].Level != "medium" {
		t.Fatalf("the request: %+v, invited %v", req, invited)
	}
}

// The list keeps only the games this device keeps, names the seats whose game the server forgot,
// and a name a player wrote in lower case stays as written.
func TestKeptGames(t *testing.T) {
	kept := settings.Online{Seats: []settings.OnlineSeat{{Server: "s", Game: "a"}, {Server: "s", Game: "z"}, {Server: "t", Game: "b"}}}
	mine, gone := KeptGames(kept, "s", []protocol.MyGame{
		{Game: "a", Names: []string{"anna", "bull", "Lion"}},
		{Game: "b", Names: []string{"x"}},
	})
	if len(mine) != 1 || strings.Join(mine[0].Names, ",") != "anna,Bull,Lion" {
		t.Fatalf("mine: %+v", mine)
	}
	if len(gone) != 1 || gone[0].Game != "z" {
		t.Fatalf("gone: %+v", gone)
	}
}

// A rematch asked for by the other player appears in this device's list (its seat is held by the
// token kept here) and opens from it.
func TestRematchListed(t *testing.T) {
	base := servertest.Start(t)
	a := New(storage.NewMemory())
	a.Create(base, "Anna")
	answered(t, a)
	b := New(storage.NewMemory())
	b.Join(base, a.Ticket.Code, "Bo")
	answered(t, b)
	if b.Open == nil {
		t.Fatalf("not joined: %q", b.Err)
	}
	// Anna resigns, then asks for the rematch, on a connection of her own
	ctx := t.Context()
	c, err := client.Dial(ctx, base, a.Ticket.Game, a.Ticket.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var g client.Game
	sent := false
	for g.Rematch == nil {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(m)
		switch {
		case g.View != nil && g.Over == nil && !sent:
			sent = true
			err = c.Send(ctx, &protocol.Resign{Step: g.Step})
		case g.Over != nil && g.Rematch == nil && sent:
			sent = false // asked once
			err = c.Send(ctx, &protocol.Rematch{})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	b.Refresh(base)
	answered(t, b)
	var listed []string
	for _, m := range b.Mine {
		listed = append(listed, m.Game)
	}
	if len(b.Mine) != 2 || b.Err != "" {
		t.Fatalf("Bo's list: %v (err %q), want the game and its rematch %s", listed, b.Err, g.Rematch.Game)
	}
	for i, m := range b.Mine {
		if m.Game == g.Rematch.Game {
			b.OpenAt(i)
		}
	}
	if b.Open == nil || b.Open.Game != g.Rematch.Game || b.Open.Seat != 1 {
		t.Fatalf("opening the rematch: %+v", b.Open)
	}
}

// The new game's map and options are chosen on the screen and the server deals that game: each
// seat's view has them.
func TestMapAndOptionsChosen(t *testing.T) {
	base := servertest.Start(t)
	l := New(storage.NewMemory())
	l.Seats[1] = Seat{Kind: "bot", Level: ai.Random}
	l.NextMap()
	for i, w := range OptionWords {
		if w.Name == "buildings" || w.Name == "wonder" || w.Name == "english" {
			l.ToggleOption(i)
		}
	}
	l.ToggleOption(2) // English off again
	if l.MapLabel() != "Advanced map" || l.HasOption(2) || !l.HasOption(0) || !l.HasOption(1) {
		t.Fatalf("chosen: %s, options %v", l.MapLabel(), l.Options.Options)
	}
	l.Create(base, "Anna")
	answered(t, l)
	if l.Open == nil {
		t.Fatalf("not created: %q", l.Err)
	}
	c, err := client.Dial(t.Context(), base, l.Open.Game, l.Open.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var g client.Game
	for g.View == nil {
		m, err := c.Read(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(m)
	}
	o := g.View.Options
	if o.Map != game.AdvancedMap || !o.Buildings || !o.Wonder || o.English || o.NoMonuments {
		t.Fatalf("the game dealt: %+v", o)
	}
	l.NextMap()
	if l.MapLabel() != "Standard map" {
		t.Fatal("the map does not come back to the standard one")
	}
}

// The no-monuments option reads as the local setup says it, "Monuments: on/off", never the double
// negative "No monuments: off".
func TestOptionLabelNoDoubleNegative(t *testing.T) {
	l := New(storage.NewMemory())
	at := slices.IndexFunc(OptionWords, func(w struct{ Name, Label string }) bool { return w.Name == "no-monuments" })
	if got := l.OptionLabel(at); got != "Monuments: on" {
		t.Fatalf("without the option: %q", got)
	}
	l.ToggleOption(at)
	if got := l.OptionLabel(at); got != "Monuments: off" {
		t.Fatalf("with no-monuments: %q", got)
	}
	if got := l.OptionLabel(0); got != "Buildings: off" {
		t.Fatalf("buildings: %q", got)
	}
}
