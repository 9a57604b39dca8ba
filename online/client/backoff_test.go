package client

import (
	"testing"
	"time"

	"tigris/online/protocol"
)

// A player whose server cannot store waits a second, then twice as long at each refusal running,
// a minute at most, or longer when the server asks; the rate costs a fifth of a second.
func TestRetriesBackOff(t *testing.T) {
	var wait time.Duration
	var got []time.Duration
	for range 8 {
		wait = retryWait(&Refused{Code: protocol.ErrInternal}, wait)
		got = append(got, wait)
	}
	want := []time.Duration{1, 2, 4, 8, 16, 32, 60, 60}
	for i := range want {
		if got[i] != want[i]*time.Second {
			t.Fatalf("waits %v, want %v seconds", got, want)
		}
	}
	if w := retryWait(&Refused{Code: protocol.ErrInternal, RetryAfter: 90 * time.Second}, 0); w != 90*time.Second {
		t.Fatalf("the server asked 90 s: waited %v", w)
	}
	if w := retryWait(&Refused{Code: protocol.ErrRate}, time.Minute); w != 200*time.Millisecond {
		t.Fatalf("the rate: %v", w)
	}
	if w := retryWait(&Refused{Code: protocol.ErrStale}, time.Minute); w != 0 {
		t.Fatalf("a stale step: %v", w)
	}
}
