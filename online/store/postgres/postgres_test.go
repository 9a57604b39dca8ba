package postgres

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func open(t *testing.T, url string) *DB {
	t.Helper()
	db, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestContract(t *testing.T) {
	storetest.Run(t, open(t, pgtest.Database(t)))
}

// Two stores on one database (two servers): a decision for one step is kept once, whichever
// writes it, and each is told of the other's changes, not of its own.
func TestTwoServersOneDatabase(t *testing.T) {
	url := pgtest.Database(t)
	a, b := open(t, url), open(t, url)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	seen := make(chan string, 16)
	go b.Watch(ctx, func(id string) { seen <- id }, func() {}, t.Logf)
	// the watch is listening once a change of its own store is not reported and a's is
	g := &store.Game{ID: "g1", Code: "CODE2345", Start: "position\n", Created: time.Now(),
		Seats: []store.Seat{{Kind: "human", Name: "Ann"}, {Kind: "human"}}}
	if err := a.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	for step := 0; ; step++ {
		if err := a.Append(ctx, "g1", store.Decision{Step: step, Move: "pass", At: time.Now()}); err != nil {
			t.Fatal(err)
		}
		select {
		case id := <-seen:
			if id != "g1" {
				t.Fatalf("told of game %q", id)
			}
		case <-time.After(200 * time.Millisecond):
			if step < 50 {
				continue // not listening yet
			}
			t.Fatal("the other store is never told of a decision")
		}
		break
	}
	n := len(mustLoad(t, a, "g1").Decisions)
	if err := b.Append(ctx, "g1", store.Decision{Step: n - 1, Move: "pass", At: time.Now()}); !errors.Is(err, store.ErrStepTaken) {
		t.Fatalf("a step decided by the other server: %v", err)
	}
	if err := b.Append(ctx, "g1", store.Decision{Step: n, Seat: 1, Move: "pass", At: time.Now()}); err != nil {
		t.Fatal(err)
	}
	// b's own change is not reported back to b; a's next one is
	if err := a.Truncate(ctx, "g1", n, n+1); err != nil {
		t.Fatal(err)
	}
	select {
	case id := <-seen:
		if id != "g1" || len(mustLoad(t, b, "g1").Decisions) != n {
			t.Fatalf("after the other's undo: %q", id)
		}
	case <-ctx.Done():
		t.Fatal("the undo was not announced")
	}
}

func mustLoad(t *testing.T, st store.Store, id string) *store.Game {
	t.Helper()
	g, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A newer server migrates the schema; an older one then refuses the database, saying why.
func TestNewerSchemaRefused(t *testing.T) {
	url := pgtest.Database(t)
	db := open(t, url)
	db.Close()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var v int
	if err := conn.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&v); err != nil || v != Version {
		t.Fatalf("the schema's version: %d %v", v, err)
	}
	// a server of the next version came by
	if _, err := conn.Exec(ctx, `UPDATE schema_version SET version = $1`, Version+1); err != nil {
		t.Fatal(err)
	}
	_, err = Open(ctx, url)
	if !errors.Is(err, ErrNewerSchema) || !strings.Contains(err.Error(), "run a newer tigris-server") {
		t.Fatalf("an older server on a newer schema: %v", err)
	}
}

// A database of an earlier version is brought up to date, keeping its games.
func TestOlderSchemaMigrated(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	// the database as version 1 left it, with a game
	for _, q := range []string{`CREATE TABLE schema_version (version INTEGER NOT NULL)`, `INSERT INTO schema_version VALUES (1)`, migrations[0],
		`INSERT INTO games (id, code, seed, start, turn_limit, timeout_level, created) VALUES ('old', 'OLDGAME2', 5, 'position', 0, '', now())`} {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	db := open(t, url)
	if g := mustLoad(t, db, "old"); g.Code != "OLDGAME2" {
		t.Fatalf("the old game: %+v", g)
	}
	var v int
	if err := conn.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&v); err != nil || v != Version {
		t.Fatalf("migrated to %d (%v), not %d", v, err, Version)
	}
}
