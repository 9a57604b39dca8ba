package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/notify"
	"tigris/online/notify/pushtest"
	"tigris/online/notify/webpush"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// postJSON posts body to the server and decodes the answer into out, returning the status.
func postJSON(t *testing.T, url string, body, out any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

// startNotifying runs a server whose notifier sends to the stand-in push service's subscriptions.
func startNotifying(t *testing.T) (*testServer, *notify.Notifier) {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := store.As[store.Pushes](db)
	n, err := notify.New(context.Background(), notify.Config{Store: ps, Subject: "mailto:operator@example.org", RetryWait: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(n.Close)
	return startOn(t, db, Config{Clock: newFakeClock(), Notify: n}), n
}

// pushed waits for the next message the stand-in push service accepted.
func pushed(t *testing.T, svc *pushtest.Service) notify.Payload {
	t.Helper()
	select {
	case p := <-svc.Got:
		var pl notify.Payload
		if err := json.Unmarshal(p.Payload, &pl); err != nil {
			t.Fatalf("the push's payload is not JSON: %q", p.Payload)
		}
		return pl
	case <-time.After(10 * time.Second):
		t.Fatalf("no push arrived (refused: %v)", svc.Refused())
	}
	return notify.Payload{}
}

// TestTurnPushedToAPlayerAway: two players on a server over loopback; Bo registers his browser's
// subscription with his seat's token. While he is connected his turns are not pushed; once he has
// gone, the turn that passes to him is: the stand-in push service checks the VAPID signature and
// decrypts "Your turn in game CODE with Ann" with the subscription's private key, after a 503
// retried. At the end, his service answers 410 and the server forgets the subscription.
func TestTurnPushedToAPlayerAway(t *testing.T) {
	ts, n := startNotifying(t)
	svc := pushtest.Start(t)
	var key protocol.PushKey
	resp, err := http.Get(ts.url + "/api/push/key")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&key)
	resp.Body.Close()
	if key.Key != n.PublicKey() || len(key.Key) != 87 {
		t.Fatalf("the key served: %+v", key)
	}
	a, b, ta, tb := twoPlayers(t, ts)
	sub := svc.Subscribe()
	req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: sub.Endpoint}, Tokens: []string{tb.Token}, Events: []string{"turn", "over"}}
	req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = sub.Keys.P256dh, sub.Keys.Auth
	var ans protocol.PushAnswer
	if st := postJSON(t, ts.url+"/api/push/subscribe", req, &ans); st != 200 || ans.Seats != 1 {
		t.Fatalf("subscribing: %d %+v", st, ans)
	}
	// a stranger's token subscribes to nothing; a made-up subscription is refused in words
	bad := req
	bad.Tokens = []string{"not-a-token"}
	var e protocol.HTTPError
	if st := postJSON(t, ts.url+"/api/push/subscribe", bad, &e); st != http.StatusForbidden || !strings.Contains(e.Message, "seat's token") {
		t.Fatalf("a subscription for no seat: %d %+v", st, e)
	}
	bad = req
	bad.Subscription = &protocol.PushSubscription{Endpoint: sub.Endpoint}
	if st := postJSON(t, ts.url+"/api/push/subscribe", bad, &e); st != http.StatusBadRequest || !strings.Contains(e.Message, "p256dh") {
		t.Fatalf("a subscription without keys: %d %+v", st, e)
	}

	// Bo is here: his turn is not pushed
	if a.g.View.Pending().Player == 1 {
		b.move(game.PassMove())
		a.want("update")
	}
	a.move(game.PassMove())
	b.want("update")
	b.move(game.PassMove())
	a.want("update")
	leaves(t, a, b, 1)
	svc.Fail(sub.Endpoint, 1)
	step := a.g.Step
	a.move(game.PassMove())
	p := pushed(t, svc)
	want := "Your turn in game " + ta.Code + " with Ann."
	if p.Body != want || p.Title != "Your turn" || p.Game != ta.Game || p.Event != "turn" || p.Step != step+1 {
		t.Fatalf("the push read %+v, not %q at step %d", p, want, step+1)
	}

	// Bo's browser unsubscribed: the push service says 410 for the end, and the server forgets it
	svc.Gone(sub.Endpoint)
	ps, _ := store.As[store.Pushes](ts.db)
	a.send(&protocol.Resign{Step: a.g.Step})
	a.want("over")
	poll.Until(t, 10*time.Second, "the subscription gone is forgotten", func() bool {
		subs, err := ps.PushesFor(context.Background(), ta.Game, 1, tokenHash(tb.Token))
		return err == nil && len(subs) == 0
	})
	if r := svc.Refused(); len(r) != 0 {
		t.Fatalf("the push service refused: %v", r)
	}
}

// TestReminderBeforeTheClockRunsOut: in a game of an hour a turn, a player away who chose
// reminders is reminded a quarter of an hour before a bot would play his turn, and not before.
func TestReminderBeforeTheClockRunsOut(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}, TurnLimit: 3600})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	sub := svc.Subscribe()
	for _, tk := range []protocol.Ticket{ta, tb} {
		req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: sub.Endpoint}, Tokens: []string{tk.Token}, Events: []string{"reminder"}}
		req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = sub.Keys.P256dh, sub.Keys.Auth
		if st := postJSON(t, ts.url+"/api/push/subscribe", req, nil); st != 200 {
			t.Fatalf("subscribing: %d", st)
		}
	}
	ts.clock.Advance(44 * time.Minute)
	select {
	case p := <-svc.Got:
		t.Fatalf("reminded 16 minutes early: %q", p.Payload)
	default:
	}
	ts.clock.Advance(time.Minute)
	p := pushed(t, svc)
	if p.Event != "reminder" || !strings.Contains(p.Body, "15 min left") || !strings.Contains(p.Body, ta.Code) {
		t.Fatalf("the reminder read %+v", p)
	}
}

// subscribe registers sub for tokens (and, with key, the account signed in on that device).
func subscribe(t *testing.T, url string, sub webpush.Subscription, key string, tokens []string, events ...string) protocol.PushAnswer {
	t.Helper()
	req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: sub.Endpoint}, Tokens: tokens, DeviceKey: key, Events: events}
	req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = sub.Keys.P256dh, sub.Keys.Auth
	var ans protocol.PushAnswer
	if st := postJSON(t, url+"/api/push/subscribe", req, &ans); st != 200 {
		t.Fatalf("subscribing: %d", st)
	}
	return ans
}

// TestEachDeviceToldWhatItChose: Bo's phone is signed in to his account and chose turns; his
// laptop holds his seat's token and chose ends. His turn reaches the phone alone (by the seat his
// account holds), the end of the game the laptop alone, in words.
func TestEachDeviceToldWhatItChose(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	ctx := ctxFor(t)
	phoneKey, err := client.SignUp(ctx, ts.url, "Bo", "correct horse", "phone")
	if err != nil {
		t.Fatal(err)
	}
	a, b, ta, tb := twoPlayers(t, ts)
	if _, err := client.AccountGames(ctx, ts.url, phoneKey.DeviceKey, []string{tb.Token}); err != nil {
		t.Fatal(err)
	}
	phone, laptop := svc.Subscribe(), svc.Subscribe()
	if ans := subscribe(t, ts.url, phone, phoneKey.DeviceKey, nil, "turn"); !ans.Account || ans.Seats != 0 {
		t.Fatalf("the phone, signed in: %+v", ans)
	}
	if ans := subscribe(t, ts.url, laptop, "", []string{tb.Token}, "over"); ans.Account || ans.Seats != 1 {
		t.Fatalf("the laptop, by its token: %+v", ans)
	}
	if a.g.View.Pending().Player == 1 {
		b.move(game.PassMove())
		a.want("update")
	}
	leaves(t, a, b, 1)
	if u := a.move(game.PassMove()); u.View.Pending().Player != 1 {
		t.Fatalf("after Ann passed, the decision is %+v", u.View.Pending())
	}
	// Bo's turn is told before Ann resigns: a turn push still queued when the game ends is
	// rightly dropped, the game being over
	for _, want := range []struct {
		endpoint, title, body string
		then                  func()
	}{
		{phone.Endpoint, "Your turn", "Your turn in game " + ta.Code + " with Ann.", func() {
			a.send(&protocol.Resign{Step: a.g.Step})
			a.want("over")
		}},
		{laptop.Endpoint, "Game over", "The game " + ta.Code + " with Ann has ended: see how it came out.", func() {}},
	} {
		select {
		case p := <-svc.Got:
			var pl notify.Payload
			json.Unmarshal(p.Payload, &pl)
			if p.Endpoint != want.endpoint || pl.Title != want.title || pl.Body != want.body {
				t.Fatalf("%s got %+v, not %q at %s", p.Endpoint, pl, want.body, want.endpoint)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no push for %s (refused: %v)", want.endpoint, svc.Refused())
		}
		want.then()
	}
}

// leaves closes b's connection to seat and reads a's messages until a is told it went. a first
// reads until it has seen b connected: an older presence message, from before b came, still
// queued, would say "away" while b is still here.
func leaves(t *testing.T, a, b *seat, seat int) {
	t.Helper()
	connected := func() bool { return seat < len(a.g.Seats) && a.g.Seats[seat].Connected }
	poll.Until(t, 10*time.Second, "told the seat is here", func() bool {
		return connected() || a.want("seats").(*protocol.Seats).Seats[seat].Connected
	})
	b.c.Close()
	poll.Until(t, 10*time.Second, "told the seat went away", func() bool {
		return !a.want("seats").(*protocol.Seats).Seats[seat].Connected
	})
}

// TestRematchToldToTheSameDevices: a device registered with Bo's seat token is told of his turns
// in the rematch too (its seats keep their tokens), with the rematch's code.
func TestRematchToldToTheSameDevices(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	a, b, ta, tb := twoPlayers(t, ts)
	sub := svc.Subscribe()
	subscribe(t, ts.url, sub, "", []string{tb.Token}, "turn")
	leaves(t, a, b, 1)
	a.send(&protocol.Resign{Step: a.g.Step})
	a.want("over")
	a.send(&protocol.Rematch{})
	rm := a.want("rematched").(*protocol.Rematched)
	a2 := dial(t, ts.url, protocol.Ticket{Game: rm.Game, Token: ta.Token})
	if a2.g.View.Pending().Player == 1 {
		b2 := dial(t, ts.url, protocol.Ticket{Game: rm.Game, Token: tb.Token})
		b2.move(game.PassMove())
		a2.want("update")
		leaves(t, a2, b2, 1)
	}
	a2.move(game.PassMove())
	p := pushed(t, svc)
	if p.Game != rm.Game || p.Body != "Your turn in game "+rm.Code+" with Ann." {
		t.Fatalf("the rematch's push read %+v", p)
	}
}

// TestDeviceForgotten: a device unsubscribed is told nothing more; an e-mail address is refused by
// a server without SMTP, in words.
func TestDeviceForgotten(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	_, _, ta, tb := twoPlayers(t, ts)
	sub := svc.Subscribe()
	subscribe(t, ts.url, sub, "", []string{tb.Token})
	ps, _ := store.As[store.Pushes](ts.db)
	if subs, err := ps.PushesFor(context.Background(), ta.Game, 1, tokenHash(tb.Token)); err != nil || len(subs) != 1 {
		t.Fatalf("the device kept: %+v %v", subs, err)
	}
	if st := postJSON(t, ts.url+"/api/push/unsubscribe", protocol.PushForget{V: 1, Endpoint: sub.Endpoint}, nil); st != 200 {
		t.Fatalf("unsubscribing: %d", st)
	}
	if subs, err := ps.PushesFor(context.Background(), ta.Game, 1, tokenHash(tb.Token)); err != nil || len(subs) != 0 {
		t.Fatalf("a device forgotten is still told: %+v %v", subs, err)
	}
	var e protocol.HTTPError
	req := protocol.PushRequest{V: 1, Mail: "bo@example.org", Tokens: []string{tb.Token}}
	if st := postJSON(t, ts.url+"/api/push/subscribe", req, &e); st != http.StatusBadRequest || e.Message != "this server sends no e-mail" {
		t.Fatalf("an e-mail address without SMTP: %d %+v", st, e)
	}
}

// TestFirstTurnToldWhenTheGameStarts: Ann makes a game whose first decision is hers, registers
// her browser with her seat's token and goes away; when Bo takes the invited seat the game
// starts, and Ann is told it is her turn though no decision passed to her.
func TestFirstTurnToldWhenTheGameStarts(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	ctx := ctxFor(t)
	var ta protocol.Ticket
	for range 40 { // the deal's seed chooses who begins: make games until it is Ann
		var err error
		ta, err = client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
		if err != nil {
			t.Fatal(err)
		}
		if firstMover(t, ts, ta.Game) == ta.Seat {
			break
		}
	}
	if firstMover(t, ts, ta.Game) != ta.Seat {
		t.Fatal("Ann never began in 40 games")
	}
	subscribe(t, ts.url, svc.Subscribe(), "", []string{ta.Token}, "turn")
	if _, err := client.Join(ctx, ts.url, ta.Link, "Bo", -1); err != nil {
		t.Fatal(err)
	}
	if pl := pushed(t, svc); pl.Title != "Your turn" || pl.Body != "Your turn in game "+ta.Code+" with Bo." {
		t.Fatalf("Ann was told %+v", pl)
	}
}

// firstMover is the seat owing game id's first decision, from its stored starting position.
func firstMover(t *testing.T, ts *testServer, id string) int {
	t.Helper()
	g, err := ts.db.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := game.ParsePosition(g.Start)
	if err != nil {
		t.Fatal(err)
	}
	return st.Pending().Player
}
