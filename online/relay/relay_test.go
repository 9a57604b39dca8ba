package relay

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/relay/natstest"
	"tigris/online/store"
)

// running is a NATS relay being run by a test: what it delivered, its resyncs and its log.
type running struct {
	*NATS
	got     chan Message
	resync  chan struct{}
	resyncs atomic.Int64
	mu      sync.Mutex
	log     []string
}

func runRelay(t *testing.T, url, origin string) *running {
	t.Helper()
	n, err := Dial(url, origin)
	if err != nil {
		t.Fatal(err)
	}
	r := &running{NATS: n, got: make(chan Message, 100), resync: make(chan struct{}, 100)}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		n.Run(ctx, func(m Message) { r.got <- m }, func() {
			r.resyncs.Add(1)
			select {
			case r.resync <- struct{}{}:
			default:
			}
		}, func(f string, a ...any) {
			r.mu.Lock()
			r.log = append(r.log, fmt.Sprintf(f, a...))
			r.mu.Unlock()
		})
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		n.Close()
	})
	return r
}

func (r *running) next(t *testing.T) Message {
	t.Helper()
	select {
	case m := <-r.got:
		return m
	case <-time.After(20 * time.Second):
		t.Fatal("no message delivered")
		return Message{}
	}
}

// nextOn skips the servers' heartbeats.
func (r *running) nextOn(t *testing.T) Message {
	t.Helper()
	for {
		if m := r.next(t); m.Kind != Alive {
			return m
		}
	}
}

func (r *running) resynced(t *testing.T) {
	t.Helper()
	select {
	case <-r.resync:
	case <-time.After(20 * time.Second):
		t.Fatal("no resync")
	}
}

// A server receives the games it follows, whole and in order, never its own messages nor those
// of games it does not hold; when the NATS server is killed and comes back, the relay says so,
// resyncs (the messages of that time are lost) and receives again.
func TestNATSCarriesTheGamesFollowed(t *testing.T) {
	ns := natstest.Start(t)
	a, b := runRelay(t, ns.URL, "a"), runRelay(t, ns.URL, "b")
	a.resynced(t)
	b.resynced(t)
	if err := a.Follow("g1"); err != nil {
		t.Fatal(err)
	}
	d := store.Decision{Step: 7, Seat: 1, Move: "tile r F5", At: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	a.Publish(Message{Game: "g1", Kind: Changed}) // its own: not delivered back
	b.Publish(Message{Game: "g2", Kind: Changed}) // a game a does not hold
	b.Publish(Message{Game: "g1", Kind: Decided, Decision: &d})
	m := a.nextOn(t)
	if m.Kind != Decided || m.Game != "g1" || m.Origin != "b" || m.Decision == nil || *m.Decision != d {
		t.Fatalf("delivered %+v (decision %+v), want b's decision %+v of g1", m, m.Decision, d)
	}
	b.Publish(Message{Kind: Alive})
	for m := a.next(t); m.Kind != Alive || m.Origin != "b"; m = a.next(t) {
		t.Fatalf("delivered %+v before b's heartbeat", m)
	}
	if err := a.Publish(Message{Game: "a.b", Kind: Changed}); err == nil {
		t.Fatal("a game id with a dot was taken as a subject")
	}

	before := a.resyncs.Load()
	ns.Kill()
	ns.Up(t)
	for _, r := range []*running{a, b} {
		poll.Until(t, 20*time.Second, "the relay's log telling the link lost and back", func() bool {
			r.mu.Lock()
			defer r.mu.Unlock()
			log := strings.Join(r.log, "\n")
			return strings.Contains(log, "connection was lost") && strings.Contains(log, "pub/sub is back")
		})
	}
	b.Publish(Message{Game: "g1", Kind: Changed})
	if m := a.nextOn(t); m.Kind != Changed || m.Game != "g1" {
		t.Fatalf("after the restart, delivered %+v", m)
	}
	if a.resyncs.Load() == before {
		t.Fatal("no resync after the link came back")
	}
	a.Unfollow("g1")
	b.Publish(Message{Game: "g1", Kind: Changed})
	b.Publish(Message{Kind: Alive})
	for m := a.next(t); m.Kind != Alive || m.Origin != "b"; m = a.next(t) {
		t.Fatalf("delivered %+v of a game unfollowed", m)
	}
}
