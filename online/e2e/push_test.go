package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/notify"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/notify/pushtest"
	"tigris/online/protocol"
)

// pushKey asks a server for its VAPID public key.
func pushKey(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url + "/api/push/key")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var k protocol.PushKey
	if err := json.NewDecoder(resp.Body).Decode(&k); err != nil || k.Key == "" {
		t.Fatalf("the push key: %d %+v %v", resp.StatusCode, k, err)
	}
	return k.Key
}

// TestTurnPushedByAServerProcess: a tigris-server process keeps the VAPID key it made at its first
// start in its data folder (the same key after a restart); Bo, invited, registers a subscription of
// the stand-in push service with his seat's token and stays away; Ann plays her turn over the
// WebSocket, and the stand-in receives, checks and decrypts "Your turn in game CODE with Ann".
func TestTurnPushedByAServerProcess(t *testing.T) {
	srvBin, _ := binaries(t)
	data := t.TempDir()
	first := start(t, srvBin, "-addr", "127.0.0.1:0", "-data", data, "-push-contact", "mailto:operator@example.org")
	url := first.url(t)
	key := pushKey(t, url)
	first.cmd.Process.Signal(syscall.SIGTERM)
	first.exit(t, 30*time.Second)
	p := start(t, srvBin, "-addr", "127.0.0.1:0", "-data", data, "-push-contact", "mailto:operator@example.org")
	url = p.url(t)
	if again := pushKey(t, url); again != key {
		t.Fatalf("the server's push key changed over a restart: %s, then %s", key, again)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	svc := pushtest.Start(t)
	ta, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	sub := svc.Subscribe()
	req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: sub.Endpoint}, Tokens: []string{tb.Token}}
	req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = sub.Keys.P256dh, sub.Keys.Auth
	body, _ := json.Marshal(req)
	resp, err := http.Post(url+"/api/push/subscribe", "application/json", bytes.NewReader(body))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("subscribing: %v %v", resp, err)
	}
	resp.Body.Close()

	ann, err := client.Dial(ctx, url, ta.Game, ta.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	var g client.Game
	for g.View == nil {
		m, err := ann.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(m)
	}
	if g.View.Pending().Player != 0 {
		boPasses(ctx, t, url, tb, ann, &g) // the deal's first player is drawn
	}
	if err := ann.Send(ctx, &protocol.Move{Step: g.Step, Move: game.PassMove().String()}); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-svc.Got:
		var pl notify.Payload
		json.Unmarshal(got.Payload, &pl)
		want := "Your turn in game " + ta.Code + " with Ann."
		if pl.Body != want || pl.Game != ta.Game || got.Key != key {
			t.Fatalf("the push read %+v (key %s), not %q", pl, got.Key, want)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("no push arrived (refused: %v); the server's log:\n%s", svc.Refused(), p.stderr)
	}
}

// boPasses plays Bo's first turn (a pass) and leaves; it returns once Ann has been told both.
func boPasses(ctx context.Context, t *testing.T, url string, tb protocol.Ticket, ann *client.Conn, g *client.Game) {
	t.Helper()
	bo, err := client.Dial(ctx, url, tb.Game, tb.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	var bg client.Game
	for bg.View == nil {
		m, err := bo.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		bg.Apply(m)
	}
	if err := bo.Send(ctx, &protocol.Move{Step: bg.Step, Move: game.PassMove().String()}); err != nil {
		t.Fatal(err)
	}
	for {
		m, err := bo.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if m.MsgType() == "update" {
			break
		}
	}
	bo.Close()
	for gone := false; !gone || g.View.Pending().Player != 0; {
		m, err := ann.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(m)
		if s, ok := m.(*protocol.Seats); ok {
			gone = !s.Seats[1].Connected
		}
	}
}

// TestTurnMailedByAServerProcess: a tigris-server process given an SMTP server by its flags (the
// password in $TIGRIS_SMTP_PASSWORD) writes to Bo, registered by his e-mail address, when his turn
// comes in a game at its own pace; the mail arrives at a real SMTP server on loopback.
func TestTurnMailedByAServerProcess(t *testing.T) {
	srvBin, _ := binaries(t)
	smtp := smtptest.Start(t)
	env := append(os.Environ(), "TIGRIS_SMTP_PASSWORD="+smtptest.Password)
	p := startEnv(t, env, srvBin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-smtp", smtp.Addr,
		"-smtp-from", "tigris@example.org", "-smtp-user", smtptest.User, "-site", "https://play.example.org")
	url := p.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ta, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(protocol.PushRequest{V: 1, Mail: "bo@example.org", Tokens: []string{tb.Token}})
	resp, err := http.Post(url+"/api/push/subscribe", "application/json", bytes.NewReader(body))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("registering an e-mail address: %v %v", resp, err)
	}
	resp.Body.Close()
	ann, err := client.Dial(ctx, url, ta.Game, ta.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	var g client.Game
	for g.View == nil {
		m, err := ann.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(m)
	}
	if g.View.Pending().Player != 0 {
		boPasses(ctx, t, url, tb, ann, &g)
	}
	if err := ann.Send(ctx, &protocol.Move{Step: g.Step, Move: game.PassMove().String()}); err != nil {
		t.Fatal(err)
	}
	m := smtp.Next(t)
	text := string(m.Data)
	if m.User != smtptest.User || len(m.To) != 1 || m.To[0] != "bo@example.org" ||
		!strings.Contains(text, "Subject: Your turn (game "+ta.Code+")") ||
		!strings.Contains(text, "Your turn in game "+ta.Code+" with Ann.") ||
		!strings.Contains(text, "https://play.example.org/?game="+ta.Game) {
		t.Fatalf("the mail: %+v\n%s", m, text)
	}
}
