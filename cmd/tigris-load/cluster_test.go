package main

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"tigris/internal/poll"
	"tigris/online/relay"
	"tigris/online/relay/natstest"
	"tigris/online/store/postgres/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// The cluster's counters move with what happens: a commit in the database is counted, a message
// through NATS is counted, and the report says both as rates.
func TestClusterCounters(t *testing.T) {
	db := pgtest.Database(t)
	ns := natstest.Start(t)
	c := config{cluster: parseCluster(db, ns.Monitor)}
	ctx := context.Background()
	a := c.count(ctx)
	if !a.ok {
		t.Fatal("the counters could not be read")
	}
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `CREATE TABLE counted (x int)`); err != nil {
		t.Fatal(err)
	}
	r, err := relay.Dial(ns.URL, "load")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for range 10 {
		r.Publish(relay.Message{Kind: relay.Alive})
	}
	var b counts
	// the monitoring counts what the server has read by the time it is asked: wait for it
	poll.Within(10*time.Second, func() bool {
		b = c.count(ctx)
		return b.natsIn-a.natsIn >= 10
	})
	if b.commits <= a.commits || b.natsIn-a.natsIn < 10 {
		t.Fatalf("counted %d commits and %d messages, want 1 and 10 at least", b.commits-a.commits, b.natsIn-a.natsIn)
	}
	rep := c.clusterReport("", a, b, 10, time.Second)
	if !strings.Contains(rep, "commits a second over 1 database") || !strings.Contains(rep, "pub/sub") {
		t.Fatalf("the report: %q", rep)
	}
}
