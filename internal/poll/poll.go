// Package poll is how tests wait for what another goroutine does (a bot deciding, a hint coming):
// they ask again at a steady pace until it has happened, and only the deadline fails the test,
// so a slow machine makes a test slower, never wrong.
package poll

import (
	"testing"
	"time"
)

// pace is how long a poll lets the other goroutines run before asking again.
const pace = 100 * time.Microsecond

// Until calls try until it reports true, failing the test with what (the awaited event's words)
// when within has passed first.
func Until(t testing.TB, within time.Duration, what string, try func() bool) {
	t.Helper()
	if !Within(within, try) {
		t.Fatalf("waited %v for %s", within, what)
	}
}

// Within calls try until it reports true and says whether it did before within passed.
func Within(within time.Duration, try func() bool) bool {
	return WithinEvery(within, pace, try)
}

// WithinEvery is Within asking once every, for a try that costs something (a query to a
// database) or moves a fake clock on.
func WithinEvery(within, every time.Duration, try func() bool) bool {
	deadline := time.Now().Add(within)
	for !try() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(every)
	}
	return true
}
