// Package smtptest is a real SMTP server for tests (github.com/emersion/go-smtp) on loopback: it
// keeps every message it accepts, asks for a PLAIN login (user "tigris", password "s3cret"), and
// refuses for good (550) any mailbox named nobody@….
package smtptest

import (
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// The login the server accepts.
const (
	User     = "tigris"
	Password = "s3cret"
)

// Server is the SMTP server.
type Server struct {
	Addr string
	got  chan Message
}

// Message is one mail accepted: who logged in, the envelope and the message as sent.
type Message struct {
	User, From string
	To         []string
	Data       []byte
}

type session struct {
	srv *Server
	m   Message
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != User || pass != Password {
			return errors.New("wrong password")
		}
		s.m.User = user
		return nil
	}), nil
}
func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }
func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.m.User == "" {
		return smtp.ErrAuthRequired
	}
	s.m.From = from
	return nil
}
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasPrefix(to, "nobody@") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such mailbox"}
	}
	s.m.To = append(s.m.To, to)
	return nil
}
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.m.Data = b
	s.srv.got <- s.m
	return nil
}

// Start runs a server on 127.0.0.1 until the test ends.
func Start(t testing.TB) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &Server{Addr: ln.Addr().String(), got: make(chan Message, 10)}
	s := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &session{srv: srv}, nil }))
	s.Domain = "localhost"
	s.AllowInsecureAuth = true // loopback: net/smtp sends PLAIN to 127.0.0.1 without TLS too
	go s.Serve(ln)
	t.Cleanup(func() { s.Close() })
	return srv
}

// Next waits for the next message (failing the test after 30 s).
func (s *Server) Next(t testing.TB) Message {
	t.Helper()
	select {
	case m := <-s.got:
		return m
	case <-time.After(30 * time.Second):
		t.Fatal("no mail arrived")
	}
	return Message{}
}
