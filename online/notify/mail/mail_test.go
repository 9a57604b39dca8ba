package mail_test

import (
	"context"
	"io"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/notify"
	"tigris/online/notify/mail"
	"tigris/online/notify/mail/smtptest"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// TestTurnMailedForAGameAtItsOwnPace: a device registered as an e-mail address for a seat of a
// game of a day a turn gets a mail when its turn comes, through a real SMTP server with
// authentication; a live game (2 minutes a turn) is not written about; a mailbox the SMTP server
// says does not exist is forgotten.
func TestTurnMailedForAGameAtItsOwnPace(t *testing.T) {
	srv := smtptest.Start(t)
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	ps, _ := store.As[store.Pushes](db)
	if err := db.Create(ctx, &store.Game{ID: "g1", Code: "27PSXSJ2", Start: "p\n", Created: time.Now(), Seats: []store.Seat{{Kind: "human"}, {Kind: "human"}}}); err != nil {
		t.Fatal(err)
	}
	for _, to := range []string{"bo@example.org", "nobody@example.org"} {
		if err := ps.PutPush(ctx, store.PushSub{Endpoint: "mailto:" + to, Events: []string{notify.Turn}}, [][]byte{[]byte("bo's token")}); err != nil {
			t.Fatal(err)
		}
	}
	sender, err := mail.New(mail.Config{Addr: srv.Addr, From: "tigris@example.org", User: smtptest.User, Password: smtptest.Password, Site: "https://play.example.org"})
	if err != nil {
		t.Fatal(err)
	}
	n, err := notify.New(ctx, notify.Config{Store: ps, Subject: "mailto:tigris@example.org", Mail: sender, RetryWait: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()

	// the live game's note, queued first, would be the first mail if it were sent
	n.Tell(notify.Note{Event: notify.Turn, Game: "g1", Code: "LIVEGAME", Names: []string{"Ann"}, Seat: 1, Token: []byte("bo's token"), Pace: 2 * time.Minute})
	n.Tell(notify.Note{Event: notify.Turn, Game: "g1", Code: "27PSXSJ2", Names: []string{"Ann"}, Seat: 1, Token: []byte("bo's token"), Pace: 24 * time.Hour})
	r := srv.Next(t)
	if r.User != "tigris" || r.From != "tigris@example.org" || len(r.To) != 1 || r.To[0] != "bo@example.org" {
		t.Fatalf("the envelope: %+v", r)
	}
	m, err := netmail.ReadMessage(strings.NewReader(string(r.Data)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(m.Body)
	if m.Header.Get("Subject") != "Your turn (game 27PSXSJ2)" || !strings.Contains(string(body), "Your turn in game 27PSXSJ2 with Ann.") ||
		!strings.Contains(string(body), "https://play.example.org/?game=g1") {
		t.Fatalf("the mail read:\n%s", r.Data)
	}
	poll.Until(t, 10*time.Second, "the mailbox that does not exist is forgotten", func() bool {
		subs, err := ps.PushesFor(ctx, "g1", 1, []byte("bo's token"))
		return err == nil && len(subs) == 1 && subs[0].Endpoint == "mailto:bo@example.org"
	})
}
