package limit

import (
	"testing"
	"time"
)

// n an hour are taken at once; the next is refused with the wait until one comes back, and
// taken once it has.
func TestPerHourRefillsOneEveryHourOverN(t *testing.T) {
	var l PerHour
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 4 {
		if k, _ := l.Take(now, 4, "address a"); k != "" {
			t.Fatalf("take %d refused", i+1)
		}
	}
	k, wait := l.Take(now, 4, "address a")
	if k != "address a" || wait != 15*time.Minute {
		t.Fatalf("fifth take: refused %q, wait %v; want address a, 15m", k, wait)
	}
	if k, _ := l.Take(now, 4, "address b"); k != "" {
		t.Fatal("another key refused")
	}
	if k, _ := l.Take(now.Add(15*time.Minute), 4, "address a"); k != "" {
		t.Fatal("refused after a quarter hour")
	}
}

// A take counts for every key or for none: an account refused takes nothing from its address.
func TestPerHourTakesAllOrNone(t *testing.T) {
	var l PerHour
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	l.Take(now, 1, "account x")
	if k, _ := l.Take(now, 1, "address a", "account x"); k != "account x" {
		t.Fatalf("refused %q, want account x", k)
	}
	if k, _ := l.Take(now, 1, "address a"); k != "" {
		t.Fatal("the refused take counted against the address")
	}
	if k, _ := l.Take(now, 0, "address a"); k != "" {
		t.Fatal("no bound refused")
	}
}
