package server

import (
	"errors"
	"strings"
	"testing"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
)

// refusedAs fails unless err is the server's refusal of code whose words hold words.
func refusedSaying(t *testing.T, what string, err error, code, words string) {
	t.Helper()
	var r *client.Refused
	if !errors.As(err, &r) || r.Code != code || !strings.Contains(r.Message, words) {
		t.Fatalf("%s: %v, want a refusal %s saying %q", what, err, code, words)
	}
}

// seatsUntil reads seats messages until one for which ok holds (presence ones come between).
func seatsUntil(s *seat, ok func(m *protocol.Seats) bool) *protocol.Seats {
	s.t.Helper()
	for {
		if m := s.want("seats").(*protocol.Seats); ok(m) {
			return m
		}
	}
}

// waitingGame creates a public game of Ann and invited seats (seats in all), with Ann connected.
func waitingGame(t *testing.T, ts *testServer, seats int) (*seat, protocol.Ticket) {
	t.Helper()
	req := protocol.CreateRequest{V: protocol.Version, Public: true, Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}}}
	for len(req.Seats) < seats {
		req.Seats = append(req.Seats, protocol.SeatRequest{Kind: "human"})
	}
	ta, err := client.Create(ctxFor(t), ts.url, req)
	if err != nil {
		t.Fatal(err)
	}
	return dial(t, ts.url, ta), ta
}

// strangerToken is a seat's token of another game.
func strangerToken(t *testing.T, ts *testServer) string {
	t.Helper()
	tk, err := client.Create(ctxFor(t), ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	return tk.Token
}

// A game whose invited seat waits is cancelled by a seated player: it ends for everybody as
// cancelled, leaves the lobby, its code joins nothing, and all of it holds after a restart.
func TestCancelWaitingGame(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	ctx := ctxFor(t)
	a, ta := waitingGame(t, ts, 3)
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	b := dial(t, ts.url, tb)
	if l, _ := client.Lobby(ctx, ts.url); len(l.Games) != 1 {
		t.Fatalf("the lobby before: %+v", l)
	}
	refusedSaying(t, "a stranger cancels", client.CancelGame(ctx, ts.url, ta.Game, strangerToken(t, ts)), protocol.ErrAuth, "no seat")
	if err := client.CancelGame(ctx, ts.url, ta.Game, tb.Token); err != nil { // any seated player may
		t.Fatal(err)
	}
	for _, s := range []*seat{a, b} {
		if o := s.want("over").(*protocol.Over); !o.Cancelled || o.Step != 0 {
			t.Fatalf("seat %d told %+v", s.g.Seat, o)
		}
	}
	if l, _ := client.Lobby(ctx, ts.url); len(l.Games) != 0 {
		t.Fatalf("a cancelled game is listed: %+v", l)
	}
	check := func(ts *testServer) {
		t.Helper()
		_, err := client.Join(ctx, ts.url, ta.Link, "Cy", -1)
		refusedSaying(t, "joining a cancelled game", err, protocol.ErrOver, "this game was cancelled")
		refusedSaying(t, "cancelling again", client.CancelGame(ctx, ts.url, ta.Game, ta.Token), protocol.ErrOver, "cancelled")
		_, err = client.Take(ctx, ts.url, ta.Game, "Cy", -1)
		if err == nil {
			t.Fatal("a cancelled game's seat taken from the lobby")
		}
		mine, err := client.Mine(ctx, ts.url, []string{ta.Token})
		if err != nil || len(mine.Games) != 1 || !mine.Games[0].Cancelled || !mine.Games[0].Over {
			t.Fatalf("mine: %+v %v", mine, err)
		}
	}
	check(ts)
	ts.Close()
	ts2 := startServer(t, dir, 1e6)
	check(ts2)
	r := dial(t, ts2.url, ta)
	if o := r.want("over").(*protocol.Over); !o.Cancelled {
		t.Fatalf("after a restart: %+v", o)
	}
	r.refused(&protocol.Rematch{}, protocol.ErrOver) // nothing to play again
}

// A game with a decision made is not cancelled; neither is one whose invited seats are all taken.
func TestCancelRefusedOnceStarted(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	a, ta := waitingGame(t, ts, 2)
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	refusedSaying(t, "every seat taken", client.CancelGame(ctx, ts.url, ta.Game, ta.Token), protocol.ErrFull, "every invited seat is taken")

	a, ta = waitingGame(t, ts, 4)
	tb, err = client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	b := dial(t, ts.url, tb)
	a.want("seats")
	p, _ := toMove(a, b)
	if pl := a.g.View.Pending().Player; pl > 1 { // an absent seat's turn: a bot plays it for him
		if err := client.SeatBot(ctx, ts.url, ta.Game, ta.Token, pl, "random"); err != nil {
			t.Fatal(err)
		}
	} else {
		p.send(&protocol.Move{Step: 0, Move: quietTile(t, p).String()})
	}
	if u := a.want("update").(*protocol.Update); u.Step != 0 {
		t.Fatalf("the first decision: %+v", u)
	}
	refusedSaying(t, "a started game", client.CancelGame(ctx, ts.url, ta.Game, ta.Token), protocol.ErrStarted, "has started")
	if g, err := ts.db.Load(ctx, ta.Game); err != nil || g.Over {
		t.Fatalf("the refused game in the store: over %v, %v", g != nil && g.Over, err)
	}
}

// A new invitation replaces the code: the old one is refused in words, the new one joins, the
// seats keep their tokens and are told the code, and so after a restart.
func TestNewInvitation(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	ctx := ctxFor(t)
	a, ta := waitingGame(t, ts, 3)
	_, err := client.NewInvitation(ctx, ts.url, ta.Game, strangerToken(t, ts))
	refusedSaying(t, "a stranger's new invitation", err, protocol.ErrAuth, "no seat")
	inv, err := client.NewInvitation(ctx, ts.url, ta.Game, ta.Token)
	if err != nil {
		t.Fatal(err)
	}
	if inv.Code == ta.Code || !strings.HasSuffix(inv.Link, "?join="+inv.Code) || inv.Game != ta.Game {
		t.Fatalf("the new invitation %+v after %s", inv, ta.Code)
	}
	seatsUntil(a, func(m *protocol.Seats) bool { return m.Code != "" })
	if a.g.Code != inv.Code {
		t.Fatalf("the seat was told the code %q, not %q", a.g.Code, inv.Code)
	}
	for _, old := range []string{ta.Code, ta.Link} {
		_, err = client.Join(ctx, ts.url, old, "Bo", -1)
		refusedSaying(t, "the old invitation", err, protocol.ErrNotFound, "replaced by a new one")
	}
	tb, err := client.Join(ctx, ts.url, inv.Link, "Bo", -1)
	if err != nil || tb.Code != inv.Code {
		t.Fatalf("joining by the new link: %+v %v", tb, err)
	}
	ts.Close()
	ts2 := startServer(t, dir, 1e6)
	_, err = client.Join(ctx, ts2.url, ta.Code, "Cy", -1)
	refusedSaying(t, "the old invitation after a restart", err, protocol.ErrNotFound, "replaced")
	if w := dial(t, ts2.url, ta); w.g.Code != inv.Code {
		t.Fatalf("Ann's game after a restart has the code %q", w.g.Code)
	}
	if _, err := client.Join(ctx, ts2.url, inv.Code, "Cy", -1); err != nil {
		t.Fatal(err)
	}
	_, err = client.NewInvitation(ctx, ts2.url, ta.Game, tb.Token)
	refusedSaying(t, "a new invitation with every seat taken", err, protocol.ErrFull, "every invited seat is taken")
}

// A bot takes the absent's invited seat and plays when its turn comes, kept after a restart; a
// taken seat, a bad level and a stranger are refused.
func TestSeatBotForTheAbsent(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	ctx := ctxFor(t)
	a, ta := waitingGame(t, ts, 2)
	refusedSaying(t, "a stranger seats a bot", client.SeatBot(ctx, ts.url, ta.Game, strangerToken(t, ts), -1, "random"), protocol.ErrAuth, "no seat")
	refusedSaying(t, "a taken seat", client.SeatBot(ctx, ts.url, ta.Game, ta.Token, 0, "random"), protocol.ErrFull, "not a free invited one")
	refusedSaying(t, "no such level", client.SeatBot(ctx, ts.url, ta.Game, ta.Token, 1, "godlike"), protocol.ErrBadMessage, "godlike")
	refusedSaying(t, "no such seat", client.SeatBot(ctx, ts.url, ta.Game, ta.Token, 7, "random"), protocol.ErrBadMessage, "no such seat")
	if err := client.SeatBot(ctx, ts.url, ta.Game, ta.Token, 1, "random"); err != nil {
		t.Fatal(err)
	}
	m := seatsUntil(a, func(m *protocol.Seats) bool { return m.Seats[1].Kind != "human" })
	if m.Seats[1].Kind != "bot" || m.Seats[1].Level != "random" || !m.Seats[1].Claimed {
		t.Fatalf("the seats told: %+v", m.Seats)
	}
	refusedSaying(t, "a bot's seat again", client.SeatBot(ctx, ts.url, ta.Game, ta.Token, 1, "easy"), protocol.ErrFull, "every invited seat is taken")
	_, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	refusedSaying(t, "joining a game whose invited seat a bot took", err, protocol.ErrFull, "")
	if a.g.View.Pending().Player == 0 {
		a.move(quietTile(t, a))
		a.move(game.PassMove())
	}
	for a.g.View.Pending().Player != 0 { // the bot plays its turn
		if u := a.want("update").(*protocol.Update); u.Seat != 1 {
			t.Fatalf("a decision of seat %d while the bot's turn", u.Seat)
		}
	}
	ts.Close()
	ts2 := startServer(t, dir, 1e6)
	if w := dial(t, ts2.url, ta); w.g.Seats[1].Kind != "bot" || w.g.Seats[1].Level != "random" {
		t.Fatalf("after a restart: %+v", w.g.Seats)
	}
}
