package server

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
)

// Thirty connections of one address that each send an oversized frame at once are one offence:
// the address is refused for 10 seconds, not 10 minutes. A new offence after that time out ends
// escalates (20 seconds).
func TestBurstOfOffencesIsOneStrike(t *testing.T) {
	ts := startServer(t, "", 1e6)
	tk, err := client.Create(ctxFor(t), ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	offend := func(n int) {
		conns := make([]*seat, n)
		for i := range conns {
			conns[i] = dial(t, ts.url, tk)
		}
		var wg sync.WaitGroup
		for _, c := range conns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c.c.Send(ctxFor(t), &protocol.Move{Step: 0, Move: strings.Repeat("x", protocol.MaxClientMessage)})
				for {
					if _, err := c.c.Read(ctxFor(t)); err != nil {
						return
					}
				}
			}()
		}
		wg.Wait()
		// the server has struck for every socket only once it gave each one's place back: a strike
		// it had still to count would land after the clock moved on, as a new offence
		poll.Until(t, 10*time.Second, "the server to let the sockets go", func() bool {
			ts.addrs.mu.Lock()
			defer ts.addrs.mu.Unlock()
			return len(ts.addrs.open) == 0
		})
	}
	refusedFor := func(want string) {
		t.Helper()
		var refusal *client.Refused
		poll.Until(t, 10*time.Second, "the address refused", func() bool {
			_, err := client.Dial(ctxFor(t), ts.url, tk.Game, tk.Token, -1)
			return errors.As(err, &refusal)
		})
		if refusal.Code != protocol.ErrRate || !strings.Contains(refusal.Message, "try again in "+want) {
			t.Fatalf("refused with %+v, want %q", refusal, want)
		}
	}
	offend(30)
	refusedFor("10 seconds")
	ts.clock.Advance(firstBench)
	offend(1)
	refusedFor("20 seconds")
}
