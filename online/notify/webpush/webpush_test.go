package webpush_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"tigris/online/notify/pushtest"
	"tigris/online/notify/webpush"
)

// TestSendDecryptsAtThePushService sends to the stand-in push service, which checks the VAPID
// signature and decrypts the body with the subscription's own private key.
func TestSendDecryptsAtThePushService(t *testing.T) {
	svc := pushtest.Start(t)
	key, err := webpush.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	kept, err := webpush.ParseKey(key.Bytes())
	if err != nil || kept.Public() != key.Public() {
		t.Fatalf("the key read back is another: %v", err)
	}
	sub := svc.Subscribe()
	res, err := kept.Send(context.Background(), http.DefaultClient, sub, webpush.Message{Payload: []byte("your turn in game 27PSXSJ2"), Urgency: "high"}, "mailto:op@example.org")
	if err != nil || res.Status != http.StatusCreated {
		t.Fatalf("send: %+v %v (refused: %v)", res, err, svc.Refused())
	}
	got := <-svc.Got
	if string(got.Payload) != "your turn in game 27PSXSJ2" || got.Key != key.Public() || got.Subject != "mailto:op@example.org" || got.Urgency != "high" {
		t.Fatalf("the service read %+v", got)
	}

	// a body encrypted for another subscription's keys does not decrypt
	other := svc.Subscribe()
	wrong := sub
	wrong.Endpoint = other.Endpoint
	if res, err := key.Send(context.Background(), http.DefaultClient, wrong, webpush.Message{Payload: []byte("x")}, "mailto:op@example.org"); err == nil || res.Status != http.StatusBadRequest {
		t.Fatalf("a body for other keys was taken: %+v %v", res, err)
	}
	if r := svc.Refused(); len(r) != 1 || !strings.Contains(r[0], "does not decrypt") {
		t.Fatalf("refused: %v", r)
	}

	svc.Fail(sub.Endpoint, 1)
	if res, _ := key.Send(context.Background(), http.DefaultClient, sub, webpush.Message{Payload: []byte("x")}, "mailto:op@example.org"); !res.Retry || res.Gone {
		t.Fatalf("a 503 is to be retried: %+v", res)
	}
	svc.Gone(sub.Endpoint)
	if res, _ := key.Send(context.Background(), http.DefaultClient, sub, webpush.Message{Payload: []byte("x")}, "mailto:op@example.org"); !res.Gone {
		t.Fatalf("a 410 is gone: %+v", res)
	}
}

func TestCheckRefusesBadSubscriptions(t *testing.T) {
	svc := pushtest.Start(t)
	good := svc.Subscribe()
	for _, f := range []func(*webpush.Subscription){
		func(s *webpush.Subscription) { s.Endpoint = "javascript:alert(1)" },
		func(s *webpush.Subscription) { s.Keys.P256dh = "AAAA" },
		func(s *webpush.Subscription) { s.Keys.Auth = "AAAA" },
	} {
		s := good
		f(&s)
		if err := s.Check(); err == nil {
			t.Errorf("%+v was accepted", s)
		}
	}
	if err := good.Check(); err != nil {
		t.Fatal(err)
	}
}
