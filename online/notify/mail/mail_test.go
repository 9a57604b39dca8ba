package mail_test

import (
	"context"
	"errors"
	"io"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"tigris/internal/poll"
	"tigris/online/notify"
	"tigris/online/notify/mail"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// smtpServer is a real SMTP server (github.com/emersion/go-smtp) on loopback that keeps what it
// receives, with PLAIN authentication and a mailbox that does not exist.
type smtpServer struct {
	addr string
	got  chan received
}

type received struct {
	user, from string
	to         []string
	data       []byte
}

type session struct {
	srv *smtpServer
	mu  sync.Mutex
	r   received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != "tigris" || pass != "s3cret" {
			return errors.New("wrong password")
		}
		s.r.user = user
		return nil
	}), nil
}
func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }
func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.r.user == "" {
		return smtp.ErrAuthRequired
	}
	s.r.from = from
	return nil
}
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasPrefix(to, "nobody@") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such mailbox"}
	}
	s.r.to = append(s.r.to, to)
	return nil
}
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.r.data = b
	s.srv.got <- s.r
	return nil
}

func startSMTP(t *testing.T) *smtpServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &smtpServer{addr: ln.Addr().String(), got: make(chan received, 10)}
	s := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &session{srv: srv}, nil }))
	s.Domain = "localhost"
	s.AllowInsecureAuth = true // loopback: net/smtp sends PLAIN to 127.0.0.1 without TLS too
	go s.Serve(ln)
	t.Cleanup(func() { s.Close() })
	return srv
}

func (s *smtpServer) next(t *testing.T) received {
	t.Helper()
	select {
	case r := <-s.got:
		return r
	case <-time.After(10 * time.Second):
		t.Fatal("no mail arrived")
	}
	return received{}
}

// TestTurnMailedForAGameAtItsOwnPace: a device registered as an e-mail address for a seat of a
// game of a day a turn gets a mail when its turn comes, through a real SMTP server with
// authentication; a live game (2 minutes a turn) is not written about; a mailbox the SMTP server
// says does not exist is forgotten.
func TestTurnMailedForAGameAtItsOwnPace(t *testing.T) {
	srv := startSMTP(t)
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
		if err := ps.PutPush(ctx, store.PushSub{Endpoint: "mailto:" + to, Events: []string{notify.Turn}}, []store.SeatRef{{Game: "g1", Seat: 1}}); err != nil {
			t.Fatal(err)
		}
	}
	sender, err := mail.New(mail.Config{Addr: srv.addr, From: "tigris@example.org", User: "tigris", Password: "s3cret", Site: "https://play.example.org"})
	if err != nil {
		t.Fatal(err)
	}
	n, err := notify.New(ctx, notify.Config{Store: ps, Subject: "mailto:tigris@example.org", Mail: sender, RetryWait: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()

	// the live game's note, queued first, would be the first mail if it were sent
	n.Tell(notify.Note{Event: notify.Turn, Game: "g1", Code: "LIVEGAME", Names: []string{"Ann"}, Seat: 1, Pace: 2 * time.Minute})
	n.Tell(notify.Note{Event: notify.Turn, Game: "g1", Code: "27PSXSJ2", Names: []string{"Ann"}, Seat: 1, Pace: 24 * time.Hour})
	r := srv.next(t)
	if r.user != "tigris" || r.from != "tigris@example.org" || len(r.to) != 1 || r.to[0] != "bo@example.org" {
		t.Fatalf("the envelope: %+v", r)
	}
	m, err := netmail.ReadMessage(strings.NewReader(string(r.data)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(m.Body)
	if m.Header.Get("Subject") != "Your turn (game 27PSXSJ2)" || !strings.Contains(string(body), "Your turn in game 27PSXSJ2 with Ann.") ||
		!strings.Contains(string(body), "https://play.example.org/?game=g1") {
		t.Fatalf("the mail read:\n%s", r.data)
	}
	poll.Until(t, 10*time.Second, "the mailbox that does not exist is forgotten", func() bool {
		subs, err := ps.PushesFor(ctx, "g1", 1)
		return err == nil && len(subs) == 1 && subs[0].Endpoint == "mailto:bo@example.org"
	})
}
