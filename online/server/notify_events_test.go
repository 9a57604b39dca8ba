package server

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/notify"
	"tigris/online/notify/mail"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/notify/pushtest"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// nextPush waits for the next push the stand-in service accepted and checks it carries only the
// payload's fields (no hand, no points, no token: nothing but what the notification shows).
func nextPush(t *testing.T, svc *pushtest.Service) (endpoint string, pl notify.Payload) {
	t.Helper()
	select {
	case p := <-svc.Got:
		var fields map[string]any
		if err := json.Unmarshal(p.Payload, &fields); err != nil {
			t.Fatalf("the push's payload is not JSON: %q", p.Payload)
		}
		keys := []string{}
		for k := range fields {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if want := []string{"body", "event", "game", "step", "title", "url"}; !slices.Equal(keys, want) {
			t.Fatalf("the push carries %v, not only %v", keys, want)
		}
		json.Unmarshal(p.Payload, &pl)
		return p.Endpoint, pl
	case <-time.After(10 * time.Second):
		t.Fatalf("no push arrived (refused: %v)", svc.Refused())
	}
	return "", pl
}

// TestStartToldToThoseWhoChoseIt: Ann makes a game and goes away; one of her devices chose
// "started", another only "over". When Bo takes the last seat, the first is told the game
// started, in words naming Bo; the second is told nothing until the game ends.
func TestStartToldToThoseWhoChoseIt(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	starts, ends := svc.Subscribe(), svc.Subscribe()
	if ans := subscribe(t, ts.url, starts, "", []string{ta.Token}, "started"); !slices.Equal(ans.Events, []string{"started"}) {
		t.Fatalf("the start's device kept %v", ans.Events)
	}
	subscribe(t, ts.url, ends, "", []string{ta.Token}, "over")
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	at, pl := nextPush(t, svc)
	if at != starts.Endpoint || pl.Event != "started" || pl.Title != "Game started" || pl.Body != "The game "+ta.Code+" with Bo has started." {
		t.Fatalf("%s was told %+v", at, pl)
	}
	b := dial(t, ts.url, tb)
	b.send(&protocol.Resign{Step: b.g.Step})
	b.want("over")
	if at, pl := nextPush(t, svc); at != ends.Endpoint || pl.Event != "over" {
		t.Fatalf("after the start, %s was told %+v, not the end to the device that chose it", at, pl)
	}
}

// TestChatToldToThoseAwayWhoChoseIt: Bo has gone; his phone chose "chat", his laptop "turn". Ann
// writes a long line with markup: the phone is told it as plain text, cut, under Ann's name.
// Her next line, a minute later, is not told (one note per few minutes); her pass is, to the
// laptop alone. Five minutes on, her next line is told again. A line Ann wrote while Bo was here
// was told to nobody.
func TestChatToldToThoseAwayWhoChoseIt(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	a, b, ta, tb := twoPlayers(t, ts)
	phone, laptop := svc.Subscribe(), svc.Subscribe()
	subscribe(t, ts.url, phone, "", []string{tb.Token}, "chat")
	subscribe(t, ts.url, laptop, "", []string{tb.Token}, "turn")
	if a.g.View.Pending().Player == 1 {
		b.move(game.PassMove())
		a.want("update")
	}
	a.send(&protocol.Chat{Text: "while you are here"})
	a.wantChat(0, "while you are here")
	leaves(t, a, b, 1)

	long := "<b>look</b> & see" + strings.Repeat(" tigris", 26)
	a.send(&protocol.Chat{Text: long})
	a.wantChat(0, long)
	at, pl := nextPush(t, svc)
	want := "Ann: " + strings.TrimSpace(string([]rune(long)[:notify.ChatCut-1])) + "…"
	if at != phone.Endpoint || pl.Event != "chat" || pl.Title != "Chat in game "+ta.Code || pl.Body != want {
		t.Fatalf("%s was told %+v, not %q", at, pl, want)
	}
	ts.clock.Advance(time.Minute)
	a.send(&protocol.Chat{Text: "are you there?"})
	a.wantChat(0, "are you there?")
	a.move(game.PassMove())
	if at, pl := nextPush(t, svc); at != laptop.Endpoint || pl.Event != "turn" {
		t.Fatalf("after a second line a minute on, %s was told %+v: not the turn alone", at, pl)
	}
	ts.clock.Advance(5 * time.Minute)
	a.send(&protocol.Chat{Text: "your turn, Bo"})
	a.wantChat(0, "your turn, Bo")
	if at, pl := nextPush(t, svc); at != phone.Endpoint || pl.Body != "Ann: your turn, Bo" {
		t.Fatalf("five minutes on, %s was told %+v", at, pl)
	}
}

// TestChatAndStartByMail: on a server with SMTP (a real SMTP server on loopback), Ann's e-mail
// address chose "started" and "chat": she is written to when Bo joins, and when he writes to her
// while she is away, in plain text; her address never hears of turns it did not choose.
func TestChatAndStartByMail(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	smtp := smtptest.Start(t)
	sender, err := mail.New(mail.Config{Addr: smtp.Addr, From: "tigris@example.org", User: smtptest.User, Password: smtptest.Password})
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := store.As[store.Pushes](db)
	n, err := notify.New(context.Background(), notify.Config{Store: ps, Subject: "mailto:operator@example.org", Mail: sender, RetryWait: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(n.Close)
	ts := startOn(t, db, Config{Clock: newFakeClock(), Notify: n})
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	req := protocol.PushRequest{V: 1, Mail: "ann@example.org", Tokens: []string{ta.Token}, Events: []string{"chat", "started"}}
	if st := postJSON(t, ts.url+"/api/push/subscribe", req, nil); st != 200 {
		t.Fatalf("subscribing the address: %d", st)
	}
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	m := smtp.Next(t)
	if !bytes.Contains(m.Data, []byte("Subject: Game started (game "+ta.Code+")")) || !bytes.Contains(m.Data, []byte("The game "+ta.Code+" with Bo has started.")) {
		t.Fatalf("the start's mail:\n%s", m.Data)
	}
	b := dial(t, ts.url, tb)
	if b.g.View.Pending().Player == 1 {
		b.move(game.PassMove()) // Ann's turn now: her address did not choose turns
	}
	b.send(&protocol.Chat{Text: "<i>hello</i> Ann"})
	b.wantChat(1, "<i>hello</i> Ann")
	m = smtp.Next(t)
	if len(m.To) != 1 || m.To[0] != "ann@example.org" || !bytes.Contains(m.Data, []byte("Subject: Chat in game "+ta.Code+"\r\n")) ||
		!bytes.Contains(m.Data, []byte("\r\n\r\nBo: <i>hello</i> Ann\r\n")) || !bytes.Contains(m.Data, []byte("Content-Type: text/plain")) {
		t.Fatalf("the chat's mail:\n%s", m.Data)
	}
}

// TestChatNotToldFromAMutedSeat: Bo muted Ann, then went; her line is not told to his device,
// which chose chat and turns: the next note it gets is his turn.
func TestChatNotToldFromAMutedSeat(t *testing.T) {
	ts, _ := startNotifying(t)
	svc := pushtest.Start(t)
	a, b, _, tb := twoPlayers(t, ts)
	dev := svc.Subscribe()
	subscribe(t, ts.url, dev, "", []string{tb.Token}, "chat", "turn")
	if a.g.View.Pending().Player == 1 {
		b.move(game.PassMove())
		a.want("update")
	}
	b.send(&protocol.Mute{Seat: 0, Mute: true})
	b.want("muted")
	leaves(t, a, b, 1)
	a.send(&protocol.Chat{Text: "you will not hear this"})
	a.wantChat(0, "you will not hear this")
	a.move(game.PassMove())
	if _, pl := nextPush(t, svc); pl.Event != "turn" {
		t.Fatalf("Bo, who muted Ann, was told %+v", pl)
	}
}
