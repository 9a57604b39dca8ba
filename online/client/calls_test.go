package client_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
)

// seated is a seat's connection and the game as it has heard it.
type seated struct {
	c *client.Conn
	g client.Game
}

// sit connects a seat (by its token, or by an account's device key when dial is given) and reads
// until it is welcomed.
func sit(t *testing.T, ctx context.Context, dial func() (*client.Conn, error)) *seated {
	t.Helper()
	c, err := dial()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := &seated{c: c}
	s.until(t, ctx, func(protocol.Message) bool { return s.g.View != nil })
	return s
}

// until reads messages into the game until done says so; it returns the refusal a message
// carried, if one came first.
func (s *seated) until(t *testing.T, ctx context.Context, done func(protocol.Message) bool) error {
	t.Helper()
	for {
		m, err := s.c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.g.Apply(m); err != nil {
			return err
		}
		if done(m) {
			return nil
		}
	}
}

// refusedAs checks err is the server's refusal of code, said in words.
func refusedAs(t *testing.T, err error, code string) {
	t.Helper()
	var r *client.Refused
	if !errors.As(err, &r) || r.Code != code {
		t.Fatalf("got %v, want a refusal %q", err, code)
	}
	if r.Message == "" || strings.Contains(r.Message, "json") || strings.Contains(r.Message, "strconv") {
		t.Fatalf("the refusal %q is not in a player's words", r.Message)
	}
}

// twoSeats creates a game of two people and connects both.
func twoSeats(t *testing.T, ctx context.Context, base string) (a, b *seated, ta, tb protocol.Ticket) {
	t.Helper()
	ta, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err = client.Join(ctx, base, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	a = sit(t, ctx, func() (*client.Conn, error) { return client.Dial(ctx, base, ta.Game, ta.Token, -1) })
	b = sit(t, ctx, func() (*client.Conn, error) { return client.Dial(ctx, base, tb.Game, tb.Token, -1) })
	return a, b, ta, tb
}

// A decision sent is applied and told to both seats; a decision out of turn and one that is no
// decision at all are refused in words, and change nothing.
func TestDecideAndRefusedDecisions(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	a, b, _, _ := twoSeats(t, ctx, base)
	mover, other := a, b
	if !a.g.MyDecision() {
		mover, other = b, a
	}
	if !mover.g.MyDecision() || other.g.MyDecision() {
		t.Fatalf("seat %d and seat %d both or neither owe the decision", a.g.Seat, b.g.Seat)
	}
	step := mover.g.Step
	anyUpdate := func(m protocol.Message) bool { _, ok := m.(*protocol.Update); return ok }

	if err := other.c.Send(ctx, &protocol.Move{Step: step, Move: "pass"}); err != nil {
		t.Fatal(err)
	}
	refusedAs(t, other.until(t, ctx, anyUpdate), protocol.ErrNotYourTurn)
	if err := mover.c.Send(ctx, &protocol.Move{Step: step, Move: "no such decision"}); err != nil {
		t.Fatal(err)
	}
	refusedAs(t, mover.until(t, ctx, anyUpdate), protocol.ErrIllegal)

	mv := ai.New(ai.Random, 3).Choose(mover.g.View)
	if err := mover.c.Send(ctx, &protocol.Move{Step: step, Move: mv.String()}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*seated{mover, other} {
		if err := s.until(t, ctx, anyUpdate); err != nil {
			t.Fatalf("seat %d: %v", s.g.Seat, err)
		}
		u := s.g.Updates[len(s.g.Updates)-1]
		if u.Step != step || s.g.Step != step+1 || u.Seat != mover.g.Seat {
			t.Fatalf("seat %d was told step %d by seat %d and stands at %d; the decision was step %d by seat %d",
				s.g.Seat, u.Step, u.Seat, s.g.Step, step, mover.g.Seat)
		}
	}
}

// An account: signed up on a device, it is what the device key signs in; it takes the device's
// seats and connects to them by the key; a wrong password is refused in words; a revoked key
// signs in nobody.
func TestAccountCalls(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	up, err := client.SignUp(ctx, base, "Anna", "a long enough password", "desk")
	if err != nil {
		t.Fatal(err)
	}
	if up.DeviceKey == "" || up.Recovery == "" || up.Name != "Anna" {
		t.Fatalf("signed up: %+v", up)
	}
	me, err := client.Me(ctx, base, up.DeviceKey)
	if err != nil || me.Name != "Anna" || len(me.Devices) != 1 || me.Devices[0].Label != "desk" {
		t.Fatalf("me: %+v, %v", me, err)
	}
	_, err = client.SignIn(ctx, base, "Anna", "not the password", "laptop")
	refusedAs(t, err, protocol.ErrAuth)

	tk, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Anna"}, {Kind: "bot", Level: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	mine, err := client.AccountGames(ctx, base, up.DeviceKey, []string{tk.Token})
	if err != nil || len(mine.Games) != 1 || mine.Games[0].Game != tk.Game {
		t.Fatalf("the account's games: %+v, %v", mine, err)
	}
	s := sit(t, ctx, func() (*client.Conn, error) { return client.DialAccount(ctx, base, tk.Game, up.DeviceKey, -1) })
	if s.g.Seat != tk.Seat {
		t.Fatalf("connected by the account to seat %d, not %d", s.g.Seat, tk.Seat)
	}

	in, err := client.SignIn(ctx, base, "Anna", "a long enough password", "laptop")
	if err != nil || in.DeviceKey == "" || in.DeviceKey == up.DeviceKey {
		t.Fatalf("signed in again: %+v, %v", in, err)
	}
	if err := client.Revoke(ctx, base, up.DeviceKey, ""); err != nil {
		t.Fatal(err)
	}
	_, err = client.Me(ctx, base, up.DeviceKey)
	refusedAs(t, err, protocol.ErrAuth)
	if me, err := client.Me(ctx, base, in.DeviceKey); err != nil || len(me.Devices) != 1 {
		t.Fatalf("the other device after the revocation: %+v, %v", me, err)
	}
}

// The chat and the legal decisions asked for: a line said is heard, a seat muted is told, the
// seat to move is told what it may decide.
func TestChatAndLegalCalls(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	a, b, _, _ := twoSeats(t, ctx, base)
	if err := a.c.Say(ctx, "hello Bo"); err != nil {
		t.Fatal(err)
	}
	heard := func(s *seated) func(protocol.Message) bool {
		return func(protocol.Message) bool { return len(s.g.Chat) > 0 }
	}
	if err := b.until(t, ctx, heard(b)); err != nil || b.g.Chat[0].Text != "hello Bo" || b.g.Chat[0].Seat != a.g.Seat {
		t.Fatalf("Bo heard %+v (%v)", b.g.Chat, err)
	}
	if err := b.c.Mute(ctx, a.g.Seat, true); err != nil {
		t.Fatal(err)
	}
	if err := b.until(t, ctx, func(protocol.Message) bool { return len(b.g.Muted) == 1 }); err != nil || b.g.Muted[0] != a.g.Seat {
		t.Fatalf("muted %v (%v)", b.g.Muted, err)
	}
	mover := a
	if !a.g.MyDecision() {
		mover = b
	}
	if err := mover.c.AskLegal(ctx); err != nil {
		t.Fatal(err)
	}
	if err := mover.until(t, ctx, func(protocol.Message) bool { return mover.g.Legal != nil }); err != nil || len(mover.g.Legal.Moves) == 0 {
		t.Fatalf("the legal decisions: %+v (%v)", mover.g.Legal, err)
	}
}

// A watch link asked for by a seat's token lets its holder in as a spectator; a wrong token gets
// none.
func TestWatchCalls(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	_, _, ta, _ := twoSeats(t, ctx, base)
	link, err := client.WatchLink(ctx, base, ta.Game, ta.Token, 0)
	if err != nil || link.Key == "" {
		t.Fatalf("a watch link: %+v, %v", link, err)
	}
	w := sit(t, ctx, func() (*client.Conn, error) { return client.DialWatch(ctx, base, ta.Game, link.Key, -1) })
	if w.g.Seat >= 0 {
		t.Fatalf("the spectator was seated at %d", w.g.Seat)
	}
	_, err = client.WatchLink(ctx, base, ta.Game, "not-a-token", 0)
	refusedAs(t, err, protocol.ErrAuth)
}

// A map's facts, and the lobby: a public game is listed with its free seat, taken once, and
// refused in words the second time.
func TestMapAndLobbyCalls(t *testing.T) {
	base := servertest.Start(t)
	ctx := ctxFor(t)
	if m, err := client.MapInfo(ctx, base, "advanced"); err != nil || len(m.River) == 0 {
		t.Fatalf("the map: %+v, %v", m, err)
	}
	listed, err := client.Create(ctx, base, protocol.CreateRequest{Public: true, Seats: []protocol.SeatRequest{{Kind: "me", Name: "Cy"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	lobby, err := client.Lobby(ctx, base)
	if err != nil || len(lobby.Games) != 1 || lobby.Games[0].Game != listed.Game || lobby.Games[0].Open != 1 {
		t.Fatalf("the lobby: %+v, %v", lobby, err)
	}
	took, err := client.Take(ctx, base, listed.Game, "Di", -1)
	if err != nil || took.Game != listed.Game || took.Seat != 1 {
		t.Fatalf("taking the seat: %+v, %v", took, err)
	}
	_, err = client.Take(ctx, base, listed.Game, "Ed", -1)
	refusedAs(t, err, protocol.ErrFull)
}
