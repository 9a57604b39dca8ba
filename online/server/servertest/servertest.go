// Package servertest runs a real online server on loopback for the tests of what talks to it
// (the client, the online screens): a SQLite file of the test's own, an httptest server, and
// everything closed when the test ends.
package servertest

import (
	"context"
	"net/http/httptest"
	"testing"

	"tigris/online/notify"
	"tigris/online/notify/mail"
	"tigris/online/server"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// Option changes the server's configuration.
type Option func(*server.Config)

// Rate lets each connection send rate messages a second, and as many at once: a scripted player
// decides far faster than a person, and the rate limit is not what such a test tests.
func Rate(rate float64) Option {
	return func(c *server.Config) { c.Rate, c.Burst = rate, rate }
}

// Mail makes the server send notifications, e-mail among them through the SMTP server at addr
// (a test's smtptest, with its login).
func Mail(t testing.TB, addr, user, password string) Option {
	return func(c *server.Config) {
		sender, err := mail.New(mail.Config{Addr: addr, From: "tigris@example.org", User: user, Password: password})
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := store.As[store.Pushes](c.Store)
		n, err := notify.New(context.Background(), notify.Config{Store: ps, Subject: "mailto:operator@example.org", Mail: sender})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(n.Close)
		c.Notify = n
	}
}

// Start runs a server on loopback and returns its base address (http://127.0.0.1:port).
func Start(t testing.TB, opts ...Option) string {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: db} // an option may read the store
	for _, o := range opts {
		o(&cfg)
	}
	s, err := server.New(cfg)
	if err != nil {
		db.Close()
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections()
		s.Close()
		hs.Close()
		db.Close()
	})
	return hs.URL
}
