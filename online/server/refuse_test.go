package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
)

// toMove is the seat whose decision it is, and the other.
func toMove(a, b *seat) (*seat, *seat) {
	if a.g.View.Pending().Player == a.g.Seat {
		return a, b
	}
	return b, a
}

// quietTile is a tile the seat to move may place that reveals nothing and leaves it to act again
// (an action undo may take back).
func quietTile(t *testing.T, s *seat) game.Move {
	t.Helper()
	st := s.g.View.Sample(game.NewRNG(3), nil)
	for _, m := range st.LegalMoves() {
		c := st.Clone()
		ev, err := c.Apply(m)
		if err == nil && m.Kind == game.MoveTile && !game.RevealsHidden(ev) && c.Pending() == (game.Pending{Kind: game.DecideAction, Player: s.g.Seat}) {
			return m
		}
	}
	t.Fatal("no quiet tile to place")
	return game.Move{}
}

// A client that lies or blunders gets an error and changes nothing.
func TestRefusals(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	m := quietTile(t, p)
	q.refused(&protocol.Move{Step: 0, Move: m.String()}, protocol.ErrNotYourTurn)
	// a seat field is no way to act for another seat: the token decides who speaks
	if err := q.c.SendRaw(ctxFor(t), []byte(`{"v":1,"type":"move","step":0,"move":"`+m.String()+`","seat":`+itoa(p.g.Seat)+`}`)); err != nil {
		t.Fatal(err)
	}
	if e := q.want("error").(*protocol.Error); e.Code != protocol.ErrNotYourTurn {
		t.Fatalf("acting for another seat: %+v", e)
	}
	p.refused(&protocol.Move{Step: 1, Move: m.String()}, protocol.ErrStale)
	p.refused(&protocol.Move{Step: 0, Move: "commit 3"}, protocol.ErrIllegal)
	p.refused(&protocol.Move{Step: 0, Move: "fly to the moon"}, protocol.ErrIllegal)
	p.refused(&protocol.Undo{Step: 0}, protocol.ErrNoUndo)
	p.refused(&protocol.Control{Level: "godlike"}, protocol.ErrBadMessage)
	p.refused(&protocol.Hello{Game: ta.Game, Token: ta.Token}, protocol.ErrBadMessage)
	for raw, code := range map[string]string{`{{{`: protocol.ErrBadMessage, `{"v":9,"type":"move","step":0,"move":"pass"}`: protocol.ErrVersion,
		`{"v":1,"type":"welcome"}`: protocol.ErrBadMessage, `{"v":1,"type":"move","step":-5,"move":"pass"}`: protocol.ErrBadMessage} {
		if err := p.c.SendRaw(ctxFor(t), []byte(raw)); err != nil {
			t.Fatal(err)
		}
		if e := p.want("error").(*protocol.Error); e.Code != code {
			t.Fatalf("%s: %+v", raw, e)
		}
	}
	if n := ts.stored(t, ta.Game); n != 0 || p.g.Step != 0 {
		t.Fatalf("refusals changed the game: %d stored, step %d", n, p.g.Step)
	}
	if u := p.move(m); u.Step != 0 || u.Move != m.String() {
		t.Fatalf("the good move: %+v", u)
	}
	q.want("update")
	p.refused(&protocol.Move{Step: 0, Move: m.String()}, protocol.ErrDuplicate)
	if n := ts.stored(t, ta.Game); n != 1 {
		t.Fatalf("%d decisions stored, not 1", n)
	}
	// a frame over the limit closes that connection with "message too big"; the server lives on
	p.send(&protocol.Move{Step: 1, Move: strings.Repeat("x", protocol.MaxClientMessage)})
	for {
		_, err := p.c.Read(ctxFor(t))
		if err != nil {
			if client.CloseStatus(err) != 1009 {
				t.Fatalf("a huge frame: closed with %v", err)
			}
			break
		}
	}
	// its address is refused for a while, with the reason, before any handshake
	benched(t, ts, ta)
	ts.clock.Advance(firstBench)
	again := dial(t, ts.url, ta)
	if again.g.Step != 1 || ts.stored(t, ta.Game) != 1 {
		t.Fatalf("after the huge frame: step %d", again.g.Step)
	}
}

// benched checks that the test's address is refused now, with the reason, on the socket and the
// HTTP calls alike.
func benched(t *testing.T, ts *testServer, tk protocol.Ticket) {
	t.Helper()
	var refusal *client.Refused
	// the server benches the address after it closes the connection: the client may hear the
	// close first
	poll.Until(t, 10*time.Second, "the address refused", func() bool {
		c, err := client.Dial(ctxFor(t), ts.url, tk.Game, tk.Token, -1)
		if err == nil {
			c.Close()
			return false
		}
		return true
	})
	if _, err := client.Dial(ctxFor(t), ts.url, tk.Game, tk.Token, -1); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate || !strings.Contains(refusal.Message, "try again in 10 seconds") {
		t.Fatalf("connecting again at once: %v", err)
	}
	if _, err := client.Join(ctxFor(t), ts.url, tk.Code, "Eve", -1); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate {
		t.Fatalf("joining from a benched address: %v", err)
	}
}

// A flood is refused past the connection's burst and then cut off; the game is untouched.
func TestFlood(t *testing.T) {
	ts := startServer(t, "", 0) // the defaults; the fake clock never refills the bucket
	a, _, ta, _ := twoPlayers(t, ts)
	go func() {
		for i := 0; i < 400; i++ {
			if a.c.Send(context.Background(), &protocol.Move{Step: 99, Move: "pass"}) != nil {
				return // cut off
			}
		}
	}()
	stale, rate := 0, 0
	for {
		m, err := a.c.Read(ctxFor(t))
		if err != nil {
			if client.CloseStatus(err) != 1008 {
				t.Fatalf("the flood ended with %v", err)
			}
			break
		}
		if e, ok := m.(*protocol.Error); ok {
			switch e.Code {
			case protocol.ErrStale:
				stale++
			case protocol.ErrRate:
				rate++
			}
		}
	}
	// one explanation when the refusals begin, one when the connection is closed
	if stale != 60 || rate != 2 {
		t.Fatalf("%d answered, %d refused for the rate", stale, rate)
	}
	if ts.stored(t, ta.Game) != 0 {
		t.Fatal("the flood changed the game")
	}
	benched(t, ts, ta)
	ts.clock.Advance(firstBench)
	if again := dial(t, ts.url, ta); again.g.Step != 0 {
		t.Fatal("the server did not come back")
	}
}

// A wrong token, another game's token, or no game: the same refusal, and the door closes.
func TestHelloRefused(t *testing.T) {
	ts := startServer(t, "", 1e6)
	_, _, ta, tb := twoPlayers(t, ts)
	other, err := client.Create(ctxFor(t), ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "bot", Level: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []struct{ game, token string }{{ta.Game, tb.Token + "x"}, {ta.Game, other.Token}, {"nosuchgame", ta.Token}, {ta.Game, strings.Repeat("a", 43)}} {
		c, err := client.Dial(ctxFor(t), ts.url, h.game, h.token, -1)
		if err != nil {
			t.Fatal(err)
		}
		m, err := c.Read(ctxFor(t))
		if e, ok := m.(*protocol.Error); err != nil || !ok || e.Code != protocol.ErrAuth || e.Message != "no seat of that game has this token" {
			t.Fatalf("hello %.8s…: %+v %v", h.game, m, err)
		}
		if _, err := c.Read(ctxFor(t)); client.CloseStatus(err) != 1008 {
			t.Fatalf("the connection stays open after a refused hello: %v", err)
		}
	}
	// joining: no such code, then a full game
	if _, err := client.Join(ctxFor(t), ts.url, "ZZZZZZZZ", "Cy", -1); err == nil || !strings.Contains(err.Error(), protocol.ErrNotFound) {
		t.Fatalf("joining an unknown code: %v", err)
	}
	if _, err := client.Join(ctxFor(t), ts.url, strings.ToLower(ta.Code[:4])+"-"+ta.Code[4:], "Cy", -1); err == nil || !strings.Contains(err.Error(), protocol.ErrFull) {
		t.Fatalf("joining a full game: %v", err)
	}
	for _, req := range []protocol.CreateRequest{
		{Seats: []protocol.SeatRequest{{Kind: "me"}}}, {Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "me"}}},
		{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "bot", Level: "godlike"}}}, {Map: "moon", Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}},
		{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}, TurnLimit: 5},
		{Seats: []protocol.SeatRequest{{Kind: "me", Name: "<script>"}, {Kind: "human"}}},
	} {
		if _, err := client.Create(ctxFor(t), ts.url, req); err == nil || !strings.Contains(err.Error(), protocol.ErrBadMessage) {
			t.Errorf("%+v: %v", req, err)
		}
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

// The HTTP calls refuse another version, garbage and oversized bodies, with the code as JSON.
func TestHTTPRefusals(t *testing.T) {
	ts := startServer(t, "", 1e6)
	for _, c := range []struct{ path, body, code string }{
		{"/api/games", `{"v":2,"seats":[{"kind":"me"},{"kind":"human"}]}`, protocol.ErrVersion},
		{"/api/join", `{"v":0,"code":"ABCDEFGH","name":"x"}`, protocol.ErrVersion},
		{"/api/mine", `{"v":1,"tokens":"nope"}`, protocol.ErrBadMessage},
		{"/api/games", `{{{`, protocol.ErrBadMessage},
		{"/api/games", `{"v":1,"seats":[{"kind":"me","name":"` + strings.Repeat("a", 20000) + `"}]}`, protocol.ErrBadMessage},
	} {
		resp, err := http.Post(ts.url+c.path, "application/json", strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		var he protocol.HTTPError
		json.NewDecoder(resp.Body).Decode(&he)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || he.Code != c.code {
			t.Errorf("%s %.40s: %s %+v", c.path, c.body, resp.Status, he)
		}
	}
}

// Guessing join codes: an address's wrong codes are limited, and then even a right one waits;
// the limit refills with time.
func TestGuessedCodesLimited(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	tk, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	var refusal *client.Refused
	for i := range guessBurst {
		if _, err := client.Join(ctx, ts.url, fmt.Sprintf("WRONG%03d", i), "Eve", -1); !errors.As(err, &refusal) || refusal.Code != protocol.ErrNotFound {
			t.Fatalf("wrong code %d: %v", i, err)
		}
	}
	if _, err := client.Join(ctx, ts.url, tk.Code, "Eve", -1); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate {
		t.Fatalf("the right code after %d wrong ones: %v", guessBurst, err)
	}
	ts.clock.Advance(time.Minute)
	if _, err := client.Join(ctx, ts.url, tk.Code, "Bo", -1); err != nil {
		t.Fatalf("a minute later: %v", err)
	}
}

// Guessing on after being refused for the rate benches the address: then every call is refused
// with the time out's reason, until it ends.
func TestGuessingOnBenches(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	tk, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	var refusal *client.Refused
	for i := range guessBurst + overTries {
		if _, err := client.Join(ctx, ts.url, fmt.Sprintf("WRONG%03d", i), "Eve", -1); !errors.As(err, &refusal) {
			t.Fatalf("wrong code %d: %v", i, err)
		}
	}
	if _, err := client.Create(ctx, ts.url, twoPeople()); !errors.As(err, &refusal) || !strings.Contains(refusal.Message, "broke the server's limits") {
		t.Fatalf("creating a game from a benched address: %v", err)
	}
	ts.clock.Advance(time.Minute) // the bench and the guesses' limit both end
	if _, err := client.Join(ctx, ts.url, tk.Code, "Bo", -1); err != nil {
		t.Fatalf("a minute later: %v", err)
	}
}

// A connection that sends only what is refused (here decisions for a step long past, within the
// rate) is closed after 200 in a row, and its address benched; a refusal now and then does not.
func TestEndlessRefusalsBench(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, _, ta, _ := twoPlayers(t, ts)
	for range refusedInARow - 1 {
		a.send(&protocol.Move{Step: 99, Move: "pass"})
	}
	for range refusedInARow - 1 {
		a.want("error")
	}
	a.send(&protocol.Undo{Step: 0}) // refused too: the 200th
	for {
		m, err := a.c.Read(ctxFor(t))
		if err != nil {
			if client.CloseStatus(err) != 1008 {
				t.Fatalf("closed with %v", err)
			}
			break
		}
		if e, ok := m.(*protocol.Error); ok && e.Code == protocol.ErrRate && !strings.Contains(e.Message, "refused messages in a row") {
			t.Fatalf("the closing reason: %q", e.Message)
		}
	}
	benched(t, ts, ta)
	ts.clock.Advance(firstBench)
	b := dial(t, ts.url, ta)
	// after any accepted message the count starts again
	for range refusedInARow - 1 {
		b.send(&protocol.Move{Step: 99, Move: "pass"})
	}
	for range refusedInARow - 1 {
		b.want("error")
	}
	if b.g.View.Pending().Player == b.g.Seat {
		b.move(quietTile(t, b))
	} else {
		b.send(&protocol.Control{Level: ""}) // taking one's own seat: accepted, told to all
		b.want("seats")
	}
	b.refused(&protocol.Move{Step: 99, Move: "pass"}, protocol.ErrStale)
}
