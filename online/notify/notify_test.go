package notify_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/notify"
	"tigris/online/notify/pushtest"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// lockedBuffer is a log both the test and the worker write.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestTellNeverWaits: with a push service that hangs on every message, Tell still returns at
// once, for as many notes as a server could hand it; past the queue's bound a note is dropped and
// logged, never waited for.
func TestTellNeverWaits(t *testing.T) {
	svc := pushtest.Start(t)
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ps, _ := store.As[store.Pushes](db)
	sub := svc.Subscribe()
	svc.Stall(sub.Endpoint)
	if err := ps.PutPush(context.Background(), store.PushSub{Endpoint: sub.Endpoint, P256dh: sub.Keys.P256dh, Auth: sub.Keys.Auth, Events: notify.Events}, [][]byte{[]byte("tok")}); err != nil {
		t.Fatal(err)
	}
	var logged lockedBuffer
	n, err := notify.New(context.Background(), notify.Config{Store: ps, Subject: "mailto:op@example.org", Queue: 10, Log: slog.New(slog.NewTextHandler(&logged, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	done := make(chan struct{})
	go func() {
		for i := range 1000 {
			n.Tell(notify.Note{Event: notify.Turn, Game: "g1", Code: "27PSXSJ2", Seat: 1, Token: []byte("tok"), Step: i})
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Tell waited on a push service that hangs")
	}
	poll.Until(t, 10*time.Second, "the dropped notes logged", func() bool {
		return strings.Contains(logged.String(), "the queue is full")
	})
}
