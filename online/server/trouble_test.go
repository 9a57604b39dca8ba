package server

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// fullDisk is a real SQLite store whose writes of decisions and games fail as on a full disk
// while full is set.
type fullDisk struct {
	store.Store
	full    atomic.Bool
	refused atomic.Int32
}

func (f *fullDisk) Append(ctx context.Context, id string, d store.Decision) error {
	if f.full.Load() {
		f.refused.Add(1)
		return fmt.Errorf("database or disk is full: %w", syscall.ENOSPC)
	}
	return f.Store.Append(ctx, id, d)
}

// lockedLog is a log's lines, written from several goroutines.
type lockedLog struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) count(s string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Count(l.b.String(), s)
}

// On a full disk every decision is refused and nothing is lost, the operator is told once when
// it begins and once when it ends (not a line per retry), and the retries are asked to wait
// longer at each refusal running, up to a minute.
func TestFullDiskSaidOnceAndRetriesBackOff(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	disk := &fullDisk{Store: db}
	var lines lockedLog
	ts := startOn(t, disk, Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6, Log: slog.New(slog.NewTextHandler(&lines, nil))})
	a, b, ta, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	m := quietTile(t, p)
	disk.full.Store(true)
	want := []int{1, 2, 4, 8, 16, 32, 60, 60}
	for i, w := range want {
		e := p.refused(&protocol.Move{Step: 0, Move: m.String()}, protocol.ErrInternal)
		if e.RetryAfter != w || !strings.Contains(e.Message, fmt.Sprintf("in %d seconds", w)) {
			t.Fatalf("refusal %d: %+v, want a wait of %d seconds", i+1, e, w)
		}
	}
	if n := lines.count("refuses to write"); n != 1 {
		t.Fatalf("%d log lines for %d refused writes, not 1:\n%s", n, len(want), lines.b.String())
	}
	disk.full.Store(false)
	if u := p.move(m); u.Step != 0 {
		t.Fatalf("after the disk was freed: %+v", u)
	}
	q.want("update")
	if n := lines.count("writes again"); n != 1 || ts.stored(t, ta.Game) != 1 {
		t.Fatalf("the end of the trouble said %d times:\n%s", n, lines.b.String())
	}
}

// due reports whether the clock holds a timer due in d from now.
func (c *fakeClock) due(d time.Duration) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, t := range c.timers {
		if !t.stopped && t.at.Sub(c.now) == d {
			return true
		}
	}
	return false
}

// The server's own bots on a full disk try again after a second, then twice as long at each
// refusal running (not four times a second for ever), and play on once the disk has room.
func TestBotsBackOffOnAFullDisk(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	disk := &fullDisk{Store: db}
	clock := newFakeClock()
	ts := startOn(t, disk, Config{Clock: clock, Rate: 1e6, Burst: 1e6})
	a, b, ta, _ := twoPlayers(t, ts)
	disk.full.Store(true)
	a.send(&protocol.Control{Level: "random"}) // both seats handed to bots
	b.send(&protocol.Control{Level: "random"})
	for i, wait := range []time.Duration{1, 2, 4, 8, 16} {
		poll.Until(t, 10*time.Second, fmt.Sprintf("refusal %d and its retry in %ds", i+1, wait), func() bool {
			return disk.refused.Load() == int32(i+1) && clock.due(wait*time.Second)
		})
		clock.Advance(wait * time.Second)
	}
	disk.full.Store(false)
	poll.Until(t, 10*time.Second, "the bots playing on", func() bool { return ts.stored(t, ta.Game) > 0 })
}
