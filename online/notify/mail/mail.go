// Package mail tells players by e-mail, for games played at their own pace, when the operator
// has given the server an SMTP server to send through (docs/OPERATING.md).
package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/smtp"
	"net/textproto"
	"strings"
	"time"

	"tigris/online/notify"
	"tigris/online/store"
)

// Config is the SMTP server to send through.
type Config struct {
	Addr     string // host:port
	From     string // the sender's address
	User     string // with Password: PLAIN authentication (only over TLS, or to loopback)
	Password string
	// Site is the address of the server's page, for the link in each message ("" none).
	Site string
}

// Live is the turn limit under which a game is played live: e-mail is too slow to be of use.
const Live = time.Hour

// Sender is a notify.Channel for "mailto:" devices.
type Sender struct{ cfg Config }

// New checks cfg.
func New(cfg Config) (*Sender, error) {
	if _, _, err := net.SplitHostPort(cfg.Addr); err != nil {
		return nil, fmt.Errorf("-smtp %q is not host:port", cfg.Addr)
	}
	if !strings.Contains(cfg.From, "@") || strings.ContainsAny(cfg.From, "\r\n<>") {
		return nil, fmt.Errorf("-smtp-from %q is not an e-mail address", cfg.From)
	}
	return &Sender{cfg: cfg}, nil
}

// Message is the mail for n to address, headers and body (CRLF line ends).
func (s *Sender) Message(to string, n notify.Note, now time.Time) []byte {
	title, body := n.Text()
	subject := title + " (game " + n.Code + ")"
	if strings.Contains(title, n.Code) {
		subject = title
	}
	var b strings.Builder
	for _, h := range [][2]string{{"From", "Tigris & Euphrates <" + s.cfg.From + ">"}, {"To", "<" + to + ">"},
		{"Subject", subject}, {"Date", now.Format(time.RFC1123Z)},
		{"MIME-Version", "1.0"}, {"Content-Type", "text/plain; charset=utf-8"}, {"Content-Transfer-Encoding", "8bit"},
		{"Auto-Submitted", "auto-generated"}} {
		b.WriteString(h[0] + ": " + h[1] + "\r\n")
	}
	b.WriteString("\r\n" + body + "\r\n")
	if s.cfg.Site != "" {
		b.WriteString("\r\nPlay on: " + strings.TrimSuffix(s.cfg.Site, "/") + "/?game=" + n.Game + "\r\n")
	}
	b.WriteString("\r\nYou are told because you asked this server to write to you. To stop, turn e-mail off in the game's online screen.\r\n")
	return []byte(b.String())
}

// Send is notify.Channel's: games played live are not written about.
func (s *Sender) Send(ctx context.Context, sub store.PushSub, n notify.Note) notify.Outcome {
	if n.Pace > 0 && n.Pace < Live {
		return notify.Outcome{}
	}
	to := strings.TrimPrefix(sub.Endpoint, "mailto:")
	if strings.ContainsAny(to, "\r\n<>") {
		return notify.Outcome{Err: errors.New("not an e-mail address"), Gone: true}
	}
	done := make(chan error, 1)
	go func() { done <- s.send(to, s.Message(to, n, time.Now())) }()
	select {
	case err := <-done:
		// a permanent refusal is not tried again; a mailbox that does not exist is forgotten
		var te *textproto.Error
		if errors.As(err, &te) && te.Code >= 500 {
			return notify.Outcome{Err: err, Gone: te.Code == 550 || te.Code == 551 || te.Code == 553}
		}
		return notify.Outcome{Err: err, Retry: err != nil}
	case <-ctx.Done():
		return notify.Outcome{Err: ctx.Err(), Retry: true}
	}
}

// send delivers one message: STARTTLS when the server offers it, then PLAIN when configured.
func (s *Sender) send(to string, msg []byte) error {
	host, _, _ := net.SplitHostPort(s.cfg.Addr)
	conn, err := net.DialTimeout("tcp", s.cfg.Addr, 20*time.Second)
	if err != nil {
		return err
	}
	conn.SetDeadline(time.Now().Add(time.Minute))
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		conn.Close()
		return err
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok {
		if err := c.StartTLS(&tls.Config{ServerName: host}); err != nil {
			return err
		}
	}
	if s.cfg.User != "" {
		if err := c.Auth(smtp.PlainAuth("", s.cfg.User, s.cfg.Password, host)); err != nil {
			return err
		}
	}
	if err := c.Mail(s.cfg.From); err != nil {
		return err
	}
	if err := c.Rcpt(to); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}
