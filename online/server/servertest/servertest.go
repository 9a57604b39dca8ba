// Package servertest runs a real online server on loopback for the tests of what talks to it
// (the client, the online screens): a SQLite file of the test's own, an httptest server, and
// everything closed when the test ends.
package servertest

import (
	"net/http/httptest"
	"testing"

	"tigris/online/server"
	"tigris/online/store/sqlite"
)

// Option changes the server's configuration.
type Option func(*server.Config)

// Rate lets each connection send rate messages a second, and as many at once: a scripted player
// decides far faster than a person, and the rate limit is not what such a test tests.
func Rate(rate float64) Option {
	return func(c *server.Config) { c.Rate, c.Burst = rate, rate }
}

// Start runs a server on loopback and returns its base address (http://127.0.0.1:port).
func Start(t testing.TB, opts ...Option) string {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: db}
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
