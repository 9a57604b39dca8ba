package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"slices"
	"syscall"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/notify/pushtest"
	"tigris/online/protocol"
)

// TestDeviceChoiceReadBackAfterARestart: a tigris-server process keeps each device's choice with
// its games: Ann's e-mail address, registered signed in, and Bo's browser subscription, registered
// by his seat's token, are read back through POST /api/push/choice after the server restarted, by
// the same proofs. Nobody else reads them: Bo's token, another account and a call with no proof
// are refused in words, and another's address is answered as one not kept at all.
func TestDeviceChoiceReadBackAfterARestart(t *testing.T) {
	srvBin, _ := binaries(t)
	smtp := smtptest.Start(t)
	env := append(os.Environ(), "TIGRIS_SMTP_PASSWORD="+smtptest.Password)
	data := t.TempDir()
	args := []string{"-addr", "127.0.0.1:0", "-data", data, "-smtp", smtp.Addr, "-smtp-from", "tigris@example.org", "-smtp-user", smtptest.User}
	first := startEnv(t, env, srvBin, args...)
	url := first.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	ann, err := client.SignUp(ctx, url, "Ann", "a long enough password", "Ann's laptop")
	if err != nil {
		t.Fatal(err)
	}
	cy, err := client.SignUp(ctx, url, "Cy", "another long password", "Cy's laptop")
	if err != nil {
		t.Fatal(err)
	}
	ta, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.PushMail(ctx, url, ann.DeviceKey, "ann@example.org", nil, []string{"turn", "chat"}); err != nil {
		t.Fatal(err)
	}
	svc := pushtest.Start(t)
	sub := svc.Subscribe()
	req := protocol.PushRequest{V: 1, Subscription: &protocol.PushSubscription{Endpoint: sub.Endpoint}, Tokens: []string{tb.Token}, Events: []string{"over"}}
	req.Subscription.Keys.P256dh, req.Subscription.Keys.Auth = sub.Keys.P256dh, sub.Keys.Auth
	body, _ := json.Marshal(req)
	resp, err := http.Post(url+"/api/push/subscribe", "application/json", bytes.NewReader(body))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("Bo's subscription: %v %v", resp, err)
	}
	resp.Body.Close()

	first.cmd.Process.Signal(syscall.SIGTERM)
	first.exit(t, 30*time.Second)
	p := startEnv(t, env, srvBin, args...)
	url = p.url(t)

	if c, err := client.PushChoice(ctx, url, ann.DeviceKey, "", "ann@example.org", nil); err != nil || !slices.Equal(c.Events, []string{"chat", "turn"}) || !c.Account {
		t.Fatalf("Ann's address after a restart: %+v %v", c, err)
	}
	if c, err := client.PushChoice(ctx, url, "", sub.Endpoint, "", []string{tb.Token}); err != nil || !slices.Equal(c.Events, []string{"over"}) || c.Account {
		t.Fatalf("Bo's subscription after a restart: %+v %v", c, err)
	}
	notKept := "this server keeps no choice of yours for that device"
	for _, c := range []struct {
		who, key, endpoint, mail string
		tokens                   []string
		code, message            string
	}{
		{"Bo's seat asking for Ann's address", "", "", "ann@example.org", []string{tb.Token}, protocol.ErrNotFound, notKept},
		{"Cy's account asking for Ann's address", cy.DeviceKey, "", "ann@example.org", nil, protocol.ErrNotFound, notKept},
		{"Ann's account and seat asking for Bo's subscription", ann.DeviceKey, sub.Endpoint, "", []string{ta.Token}, protocol.ErrNotFound, notKept},
		{"Ann asking for an address never registered", ann.DeviceKey, "", "nobody@example.org", nil, protocol.ErrNotFound, notKept},
		{"no proof at all", "", sub.Endpoint, "", nil, protocol.ErrAuth, "nothing shows this device is yours: give a seat's token, or sign in"},
		{"a revoked-looking key", "not a key", "", "ann@example.org", nil, protocol.ErrAuth, "nothing shows this device is yours: give a seat's token, or sign in"},
	} {
		got, err := client.PushChoice(ctx, url, c.key, c.endpoint, c.mail, c.tokens)
		var r *client.Refused
		if !errors.As(err, &r) || r.Code != c.code || r.Message != c.message || got.Events != nil {
			t.Errorf("%s: answered %+v, %v; want %s %q", c.who, got, err, c.code, c.message)
		}
	}
}
