package poll

import (
	"testing"
	"time"
)

// Until returns once its condition holds, asking as often as it takes.
func TestUntilReturnsWhenDone(t *testing.T) {
	n := 0
	Until(t, time.Minute, "the fifth try", func() bool { n++; return n == 5 })
	if n != 5 {
		t.Fatalf("asked %d times, want 5", n)
	}
}

// Within gives up at its deadline and says so.
func TestWithinGivesUp(t *testing.T) {
	if Within(time.Millisecond, func() bool { return false }) {
		t.Fatal("a condition that never holds was reported done")
	}
}
