package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

// openSharded is a store with its home and two shards, three databases of the test's cluster.
func openSharded(t *testing.T) (db *DB, home string, shards []string) {
	t.Helper()
	home = pgtest.Database(t)
	shards = []string{pgtest.Database(t), pgtest.Database(t)}
	db, err := OpenSharded(context.Background(), home, shards)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, home, shards
}

// gamesIn lists the ids of the games database url holds.
func gamesIn(t *testing.T, url string) []string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT id FROM games ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// The whole store's contract holds with the games in two shards, and each game's rows are in
// the one shard ShardOf names, none at home, both shards used; the home's accounts, lobby and
// chat refer to games in the shards.
func TestGamesRoutedToShards(t *testing.T) {
	db, home, shards := openSharded(t)
	storetest.Run(t, db)
	storetest.RunAccounts(t, db)
	storetest.RunSocial(t, db)
	for _, run := range []func(*testing.T, store.Store){storetest.RunLobby, storetest.RunList} {
		other, _, _ := openSharded(t) // these count every game: a store of their own
		run(t, other)
	}
	ctx := context.Background()
	for i := range 20 {
		id := fmt.Sprintf("spread%d", i)
		if err := db.Create(ctx, &store.Game{ID: id, Code: fmt.Sprintf("SPREAD%02d", i), Start: "p\n", Created: time.Now(),
			Seats: []store.Seat{{Kind: "human", Name: "Ann"}}}); err != nil {
			t.Fatal(err)
		}
		if err := db.Append(ctx, id, store.Decision{Step: 0, Move: "pass", At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	if got := gamesIn(t, home); len(got) != 0 {
		t.Fatalf("the home database holds games %v", got)
	}
	for i, url := range shards {
		got := gamesIn(t, url)
		if len(got) < 5 {
			t.Fatalf("shard %d holds %d games: not spread (%v)", i, len(got), got)
		}
		for _, id := range got {
			if ShardOf(id, 2) != i {
				t.Fatalf("game %s is in shard %d, not %d", id, i, ShardOf(id, 2))
			}
		}
	}
	if g := mustLoad(t, db, "spread7"); len(g.Decisions) != 1 {
		t.Fatalf("spread7 read back with %d decisions", len(g.Decisions))
	}
	if id, err := db.ByCode(ctx, "SPREAD13"); err != nil || id != "spread13" {
		t.Fatalf("a code looked up across shards: %q %v", id, err)
	}
}

// A rematch in another shard than its game: one rematch for two asking at once, no stray game.
func TestRematchAcrossShards(t *testing.T) {
	db, _, shards := openSharded(t)
	ctx := context.Background()
	var old, re1, re2 string
	for i := 0; re1 == "" || re2 == "" || old == ""; i++ {
		id := fmt.Sprintf("x%d", i)
		switch {
		case old == "" && ShardOf(id, 2) == 0:
			old = id
		case re1 == "" && ShardOf(id, 2) == 1:
			re1 = id
		case re2 == "" && ShardOf(id, 2) == 1:
			re2 = id
		}
	}
	game := func(id string) *store.Game {
		return &store.Game{ID: id, Code: "C" + strings.ToUpper(id), Start: "p\n", Created: time.Now(), Seats: []store.Seat{{Kind: "human"}}}
	}
	if err := db.Create(ctx, game(old)); err != nil {
		t.Fatal(err)
	}
	if err := db.CreateRematch(ctx, old, game(re1)); err != nil {
		t.Fatal(err)
	}
	if err := db.CreateRematch(ctx, old, game(re2)); !errors.Is(err, store.ErrRematched) {
		t.Fatalf("a second rematch: %v", err)
	}
	if g := mustLoad(t, db, old); g.Rematch != re1 {
		t.Fatalf("the game's rematch is %q, not %q", g.Rematch, re1)
	}
	if got := gamesIn(t, shards[1]); strings.Join(got, ",") != re1 {
		t.Fatalf("the rematches' shard holds %v: the refused one was not taken back", got)
	}
}

// A home database that holds games refuses shards: its games would be looked for in a shard.
func TestShardsRefusedOverAHomeWithGames(t *testing.T) {
	home := pgtest.Database(t)
	db := open(t, home)
	if err := db.Create(context.Background(), &store.Game{ID: "here", Code: "HEREHERE", Start: "p\n", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	_, err := OpenSharded(context.Background(), home, []string{pgtest.Database(t)})
	if err == nil || !strings.Contains(err.Error(), "holds games already") {
		t.Fatalf("shards over a home with games: %v", err)
	}
}

// Ownership is taken in each game's shard: with one shard's cluster stopped, the games of the
// other are owned as usual and those of the stopped one are left out, with no error (they wait);
// with every shard asked down, the error is given (the server then runs the bots anyway).
func TestOwnWithAShardDown(t *testing.T) {
	second, err := pgtest.Start()
	if err != nil {
		t.Skip(err)
	}
	defer second.Remove()
	ctx := context.Background()
	s1, err := second.NewDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	home, s0 := pgtest.Database(t), pgtest.Database(t)
	a, err := OpenSharded(ctx, home, []string{s0, s1})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	var in [2][]string
	for i := 0; len(in[0]) < 2 || len(in[1]) < 2; i++ {
		id := fmt.Sprintf("own%d", i)
		in[ShardOf(id, 2)] = append(in[ShardOf(id, 2)], id)
	}
	if got, err := a.Own(ctx, []string{in[0][0], in[1][0]}); err != nil || !got[in[0][0]] || !got[in[1][0]] {
		t.Fatalf("both shards up: %v %v", got, err)
	}
	if err := second.Down(); err != nil {
		t.Fatal(err)
	}
	got, err := a.Own(ctx, []string{in[0][1], in[1][1]})
	if err != nil || !got[in[0][1]] || got[in[1][1]] {
		t.Fatalf("shard 1 down: took %v (%v); want %s alone", got, err, in[0][1])
	}
	if got, err := a.Own(ctx, []string{in[1][1]}); err == nil {
		t.Fatalf("only the stopped shard asked: %v with no error", got)
	}
}
