// Package postgres is the Store many servers share: the games live in one PostgreSQL database,
// each change is announced to the other servers by NOTIFY, and the database alone decides which
// of two servers' decisions for one step is kept.
package postgres

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// Channel is the NOTIFY channel on which every change of a game is announced, as "origin game".
const Channel = "tigris_games"

// DB is a Store in a PostgreSQL database.
type DB struct {
	pool   *pgxpool.Pool
	url    string
	origin string // this store's name in its notifications, so it skips its own
	// shards hold the games, each in the one ShardOf its id names; without -shard, the home
	// database alone (pool), which keeps the accounts, the lobby, the ratings and the chat
	shards []*shard
	// quiet: no NOTIFY, the changes travel by a pub/sub beside the database (online/relay), so
	// commits are not serialised across the whole database
	quiet  bool
	common sqlcommon.Parts
}

// migrations are the schema's versions in order: version n is migrations[:n] applied. A change of
// the schema is a new entry at the end, never an edit of one already released.
var migrations = []string{
	`CREATE TABLE games (
		id TEXT PRIMARY KEY,
		seq BIGSERIAL,
		code TEXT NOT NULL UNIQUE,
		seed BIGINT NOT NULL,
		start TEXT NOT NULL,
		turn_limit INTEGER NOT NULL,
		timeout_level TEXT NOT NULL,
		over BOOLEAN NOT NULL DEFAULT false,
		created TIMESTAMPTZ NOT NULL,
		rematch TEXT NOT NULL DEFAULT ''
	);
	CREATE TABLE seats (
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		kind TEXT NOT NULL,
		name TEXT NOT NULL,
		level TEXT NOT NULL,
		token_hash BYTEA,
		resigned BOOLEAN NOT NULL DEFAULT false,
		PRIMARY KEY (game, seat)
	);
	CREATE INDEX seats_by_token ON seats (token_hash);
	CREATE TABLE decisions (
		game TEXT NOT NULL REFERENCES games(id),
		step INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		move TEXT NOT NULL,
		by_bot BOOLEAN NOT NULL,
		at TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (game, step)
	);`,
	// the games a server must drive with nobody connected, found without reading every game
	`CREATE INDEX games_unattended ON games (created) WHERE NOT over;`,
	// which server has a connection to which seat, so the others show it connected
	`CREATE TABLE presence (
		game TEXT NOT NULL,
		seat INTEGER NOT NULL,
		origin TEXT NOT NULL,
		PRIMARY KEY (game, seat, origin)
	);`,
	// a game's chat and its watch links (store.Social)
	`CREATE TABLE chat (
		seq BIGSERIAL PRIMARY KEY,
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		name TEXT NOT NULL,
		text TEXT NOT NULL,
		at TIMESTAMPTZ NOT NULL
	);
	CREATE INDEX chat_by_game ON chat (game, seq);
	CREATE TABLE watch_links (
		key_hash BYTEA PRIMARY KEY,
		game TEXT NOT NULL REFERENCES games(id),
		behind INTEGER NOT NULL
	);`,
	// the public games (store.Lobby)
	`CREATE TABLE lobby (
		game TEXT PRIMARY KEY REFERENCES games(id),
		map TEXT NOT NULL,
		options TEXT[] NOT NULL,
		turn_limit INTEGER NOT NULL
	);`,
	// accounts, their sessions and device keys, and the seats they hold (store.Accounts)
	`CREATE TABLE accounts (
		id TEXT PRIMARY KEY,
		name TEXT NOT NULL,
		skeleton TEXT NOT NULL UNIQUE,
		pass_hash TEXT NOT NULL,
		recovery_hash BYTEA NOT NULL,
		created TIMESTAMPTZ NOT NULL
	);
	CREATE TABLE credentials (
		seq BIGSERIAL,
		id TEXT PRIMARY KEY,
		hash BYTEA NOT NULL UNIQUE,
		account TEXT NOT NULL REFERENCES accounts(id),
		kind TEXT NOT NULL,
		label TEXT NOT NULL,
		created TIMESTAMPTZ NOT NULL
	);
	CREATE TABLE account_seats (
		seq BIGSERIAL,
		account TEXT NOT NULL REFERENCES accounts(id),
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		PRIMARY KEY (game, seat)
	);
	CREATE INDEX account_seats_by_account ON account_seats (account);`,
	// ratings and their history (store.Ratings)
	`CREATE TABLE ratings (
		account TEXT PRIMARY KEY REFERENCES accounts(id),
		rating DOUBLE PRECISION NOT NULL,
		rd DOUBLE PRECISION NOT NULL,
		vol DOUBLE PRECISION NOT NULL,
		games INTEGER NOT NULL,
		updated TIMESTAMPTZ NOT NULL
	);
	CREATE TABLE rated_games (
		seq BIGSERIAL,
		game TEXT NOT NULL,
		account TEXT NOT NULL REFERENCES accounts(id),
		rank INTEGER NOT NULL,
		rating DOUBLE PRECISION NOT NULL,
		rd DOUBLE PRECISION NOT NULL,
		vol DOUBLE PRECISION NOT NULL,
		at TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (game, account)
	);
	CREATE INDEX rated_games_by_account ON rated_games (account, at);`,
	// the accounts' passkeys (store.Passkeys)
	`CREATE TABLE passkeys (
		seq BIGSERIAL,
		id BYTEA PRIMARY KEY,
		account TEXT NOT NULL REFERENCES accounts(id),
		data BYTEA NOT NULL
	);`,
	// the accounts' settings (store.Settings)
	`CREATE TABLE account_settings (
		account TEXT PRIMARY KEY REFERENCES accounts(id),
		data BYTEA NOT NULL
	);`,
	// whom each seat does not hear in its game's chat (store.Social)
	`CREATE TABLE chat_mutes (
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		other INTEGER NOT NULL,
		PRIMARY KEY (game, seat, other)
	);`,
	// the server's Web Push key and the devices to tell (store.Pushes)
	`CREATE TABLE push_key (
		id INTEGER PRIMARY KEY CHECK (id = 1),
		private BYTEA NOT NULL
	);
	CREATE TABLE push_subs (
		endpoint TEXT PRIMARY KEY,
		p256dh TEXT NOT NULL,
		auth TEXT NOT NULL,
		account TEXT NOT NULL,
		events TEXT NOT NULL
	);
	CREATE INDEX push_subs_by_account ON push_subs (account);
	CREATE TABLE push_tokens (
		endpoint TEXT NOT NULL REFERENCES push_subs(endpoint) ON DELETE CASCADE,
		token BYTEA NOT NULL,
		PRIMARY KEY (token, endpoint)
	);`,
	// what the home database keeps of a game (an account's seats, the lobby, the chat) refers to
	// a game that may live in another database (a shard): no foreign key can span them, so the
	// server keeps them consistent (a game is never deleted; its rows at home are written after it)
	`ALTER TABLE account_seats DROP CONSTRAINT IF EXISTS account_seats_game_fkey;
	ALTER TABLE lobby DROP CONSTRAINT IF EXISTS lobby_game_fkey;
	ALTER TABLE chat DROP CONSTRAINT IF EXISTS chat_game_fkey;
	ALTER TABLE watch_links DROP CONSTRAINT IF EXISTS watch_links_game_fkey;
	ALTER TABLE chat_mutes DROP CONSTRAINT IF EXISTS chat_mutes_game_fkey;`,
	// the codes games gave up, cancelled or replaced by a new invitation (store.Controls), at home
	`CREATE TABLE retired_codes (
		code TEXT PRIMARY KEY,
		game TEXT NOT NULL,
		why TEXT NOT NULL
	);`,
}

// Version is the schema version this program writes.
var Version = len(migrations)

// ErrNewerSchema: the database was migrated by a newer server; this one must not write to it.
var ErrNewerSchema = errors.New("the database's schema is newer than this server")

// Open connects to the database at url (postgres://…) and brings its schema up to this
// program's version; it refuses a schema newer than it knows.
func Open(ctx context.Context, url string) (*DB, error) { return OpenSharded(ctx, url, nil) }

// OpenSharded is Open with the games kept in the databases at shards (their rows, their owners'
// locks), each game in the one ShardOf its id names, and the rest at home (url). Without shards
// the home database holds the games too.
func OpenSharded(ctx context.Context, url string, shards []string) (*DB, error) {
	pool, err := openPool(ctx, url, "-db")
	if err != nil {
		return nil, err
	}
	home := []*shard{{pool: pool, url: url}}
	if len(shards) > 0 {
		if home, err = openShards(ctx, pool, shards); err != nil {
			pool.Close()
			return nil, err
		}
	}
	var b [8]byte
	rand.Read(b[:])
	return &DB{pool: pool, url: url, origin: hex.EncodeToString(b[:]), shards: home, common: commonParts(pool)}, nil
}

// migrate applies the missing migrations in one transaction, holding a lock so that servers
// started together migrate once.
func migrate(ctx context.Context, pool *pgxpool.Pool) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(7354001)`); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
			return err
		}
		have := 0
		err := tx.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&have)
		if errors.Is(err, pgx.ErrNoRows) {
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version VALUES (0)`); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		if have > Version {
			return fmt.Errorf("%w: the database is at version %d, this server knows versions up to %d; run a newer tigris-server",
				ErrNewerSchema, have, Version)
		}
		for v := have; v < Version; v++ {
			if _, err := tx.Exec(ctx, migrations[v]); err != nil {
				return fmt.Errorf("migrating the schema to version %d: %v", v+1, err)
			}
		}
		_, err = tx.Exec(ctx, `UPDATE schema_version SET version = $1`, Version)
		return err
	})
}

func (d *DB) Close() error {
	closeShards(d.shards)
	d.pool.Close()
	return nil
}

// notify announces a change of game id to the other servers when tx commits.
func (d *DB) notify(ctx context.Context, tx pgx.Tx, id string) error {
	if d.quiet {
		return nil
	}
	_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, Channel, d.origin+" "+id)
	return err
}

// change runs f in a transaction of game id's shard that announces a change of it.
func (d *DB) change(ctx context.Context, id string, f func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, d.gamesAt(id), func(tx pgx.Tx) error {
		if err := f(tx); err != nil {
			return err
		}
		return d.notify(ctx, tx, id)
	})
}

func isUnique(err error, constraint string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505" && (constraint == "" || strings.Contains(pe.ConstraintName, constraint))
}

func (d *DB) Create(ctx context.Context, g *store.Game) error { return d.create(ctx, "", g) }

func (d *DB) CreateRematch(ctx context.Context, id string, g *store.Game) error {
	return d.create(ctx, id, g)
}

func (d *DB) create(ctx context.Context, after string, g *store.Game) error {
	if err := d.codeFree(ctx, g); err != nil {
		return err
	}
	if after != "" && d.at(after) != d.at(g.ID) {
		return d.rematchAcross(ctx, after, g)
	}
	return pgx.BeginFunc(ctx, d.gamesAt(g.ID), func(tx pgx.Tx) error {
		if after != "" {
			if err := d.markRematch(ctx, tx, after, g.ID); err != nil {
				return err
			}
		}
		return insertGame(ctx, tx, g)
	})
}

// codeFree refuses g's code when a game of another shard has it: each shard's unique index sees
// its own games only.
func (d *DB) codeFree(ctx context.Context, g *store.Game) error {
	if len(d.shards) == 1 {
		return nil
	}
	_, err := d.ByCode(ctx, g.Code)
	if err == nil {
		return store.ErrCodeTaken
	}
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	return err
}

// rematchAcross stores g, the rematch of game after held by another shard: g first, then the
// mark on after; if after has its rematch already, g is taken back, so two players asking at
// once still get one rematch and no stray game.
func (d *DB) rematchAcross(ctx context.Context, after string, g *store.Game) error {
	if err := pgx.BeginFunc(ctx, d.gamesAt(g.ID), func(tx pgx.Tx) error { return insertGame(ctx, tx, g) }); err != nil {
		return err
	}
	err := pgx.BeginFunc(ctx, d.gamesAt(after), func(tx pgx.Tx) error { return d.markRematch(ctx, tx, after, g.ID) })
	if err != nil {
		if derr := pgx.BeginFunc(ctx, d.gamesAt(g.ID), func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `DELETE FROM seats WHERE game = $1`, g.ID); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `DELETE FROM games WHERE id = $1`, g.ID)
			return err
		}); derr != nil {
			return errors.Join(err, derr)
		}
	}
	return err
}

// markRematch notes game id as the rematch of game after, unless it has one (ErrRematched).
func (d *DB) markRematch(ctx context.Context, tx pgx.Tx, after, id string) error {
	tag, err := tx.Exec(ctx, `UPDATE games SET rematch = $1 WHERE id = $2 AND rematch = ''`, id, after)
	if err != nil {
		return err
	}
	if tag.RowsAffected() != 1 {
		return store.ErrRematched
	}
	return d.notify(ctx, tx, after)
}

// insertGame stores g with its seats.
func insertGame(ctx context.Context, tx pgx.Tx, g *store.Game) error {
	_, err := tx.Exec(ctx, `INSERT INTO games (id, code, seed, start, turn_limit, timeout_level, over, created) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
		g.ID, g.Code, int64(g.Seed), g.Start, g.TurnLimit, g.TimeoutLevel, g.Over, g.Created)
	if isUnique(err, "code") {
		return store.ErrCodeTaken
	}
	if err != nil {
		return err
	}
	b := &pgx.Batch{}
	for i, s := range g.Seats {
		b.Queue(`INSERT INTO seats (game, seat, kind, name, level, token_hash, resigned) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
			g.ID, i, s.Kind, s.Name, s.Level, nilIfEmpty(s.TokenHash), s.Resigned)
	}
	return tx.SendBatch(ctx, b).Close()
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

// lockGame takes game id's row lock for the transaction: every writer of a game's decisions
// takes it first, so the counts read after it are the committed truth.
func lockGame(ctx context.Context, tx pgx.Tx, id string) (over bool, err error) {
	err = tx.QueryRow(ctx, `SELECT over FROM games WHERE id = $1 FOR UPDATE`, id).Scan(&over)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, store.ErrNotFound
	}
	return over, err
}

func (d *DB) Append(ctx context.Context, id string, dec store.Decision) error {
	err := d.change(ctx, id, func(tx pgx.Tx) error {
		over, err := lockGame(ctx, tx, id)
		if err != nil {
			return err
		}
		if over {
			return store.ErrStepTaken
		}
		tag, err := tx.Exec(ctx, `INSERT INTO decisions (game, step, seat, move, by_bot, at)
			SELECT $1, $2::int, $3::int, $4::text, $5::bool, $6::timestamptz WHERE (SELECT count(*) FROM decisions WHERE game = $1) = $2::int`,
			id, dec.Step, dec.Seat, dec.Move, dec.ByBot, dec.At)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			return store.ErrStepTaken
		}
		return nil
	})
	if errors.Is(err, store.ErrNotFound) || isUnique(err, "") {
		return store.ErrStepTaken
	}
	return err
}

func (d *DB) Truncate(ctx context.Context, id string, steps, from int) error {
	return d.change(ctx, id, func(tx pgx.Tx) error {
		if _, err := lockGame(ctx, tx, id); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM decisions WHERE game = $1`, id).Scan(&n); err != nil {
			return err
		}
		if n != from {
			return store.ErrStepTaken
		}
		_, err := tx.Exec(ctx, `DELETE FROM decisions WHERE game = $1 AND step >= $2`, id, steps)
		return err
	})
}

func (d *DB) Claim(ctx context.Context, id string, seat int, name string, hash []byte) error {
	return d.change(ctx, id, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE seats SET name = $1, token_hash = $2 WHERE game = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL`,
			name, hash, id, seat)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			return store.ErrSeatTaken
		}
		return nil
	})
}

func (d *DB) SetSeat(ctx context.Context, id string, seat int, level string, resigned bool) error {
	return d.change(ctx, id, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE seats SET level = $1, resigned = $2 WHERE game = $3 AND seat = $4`, level, resigned, id, seat)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			return store.ErrNotFound
		}
		return nil
	})
}

func (d *DB) Finish(ctx context.Context, id string) error {
	return d.change(ctx, id, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE games SET over = true WHERE id = $1`, id)
		return err
	})
}

func (d *DB) Load(ctx context.Context, id string) (*store.Game, error) {
	g := &store.Game{ID: id}
	var seed int64
	b := &pgx.Batch{}
	b.Queue(`SELECT code, seed, start, turn_limit, timeout_level, over, created, rematch FROM games WHERE id = $1`, id)
	b.Queue(`SELECT kind, name, level, token_hash, resigned FROM seats WHERE game = $1 ORDER BY seat`, id)
	b.Queue(`SELECT step, seat, move, by_bot, at FROM decisions WHERE game = $1 ORDER BY step`, id)
	// a server's presence counts while its listening connection is alive: a killed server's rows
	// stop counting at once
	b.Queue(`SELECT DISTINCT seat FROM presence p WHERE game = $1 AND origin <> $2 AND EXISTS
		(SELECT 1 FROM pg_stat_activity a WHERE a.application_name = $3 || p.origin) ORDER BY seat`, id, d.origin, appPrefix)
	// one snapshot for the three reads, so a game is never read half changed
	err := pgx.BeginTxFunc(ctx, d.gamesAt(id), pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		br := tx.SendBatch(ctx, b)
		defer br.Close()
		err := br.QueryRow().Scan(&g.Code, &seed, &g.Start, &g.TurnLimit, &g.TimeoutLevel, &g.Over, &g.Created, &g.Rematch)
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		}
		if err != nil {
			return err
		}
		if g.Seats, err = collect(br, func(r pgx.CollectableRow) (s store.Seat, err error) {
			return s, r.Scan(&s.Kind, &s.Name, &s.Level, &s.TokenHash, &s.Resigned)
		}); err != nil {
			return err
		}
		if g.Decisions, err = collect(br, func(r pgx.CollectableRow) (d store.Decision, err error) {
			return d, r.Scan(&d.Step, &d.Seat, &d.Move, &d.ByBot, &d.At)
		}); err != nil {
			return err
		}
		rows, err := br.Query()
		if err != nil {
			return err
		}
		g.Elsewhere, err = pgx.CollectRows(rows, pgx.RowTo[int])
		return err
	})
	if err != nil {
		return nil, err
	}
	g.Seed = uint64(seed)
	return g, nil
}

// appPrefix names a server's listening connection in pg_stat_activity, followed by its origin.
const appPrefix = "tigris-"

// Present notes whether this server has a connection to a seat, for the other servers.
func (d *DB) Present(ctx context.Context, id string, seat int, here bool) error {
	return d.change(ctx, id, func(tx pgx.Tx) error {
		var err error
		if here {
			_, err = tx.Exec(ctx, `INSERT INTO presence (game, seat, origin) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING`, id, seat, d.origin)
		} else {
			_, err = tx.Exec(ctx, `DELETE FROM presence WHERE game = $1 AND seat = $2 AND origin = $3`, id, seat, d.origin)
		}
		return err
	})
}

func (d *DB) ByCode(ctx context.Context, code string) (string, error) {
	found := ""
	err := d.each(func(sh *shard) error {
		var id string
		err := sh.pool.QueryRow(ctx, `SELECT id FROM games WHERE code = $1`, code).Scan(&id)
		if err == nil && found == "" {
			found = id
		}
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		return err
	})
	if err == nil && found == "" {
		return "", store.ErrNotFound
	}
	return found, err
}

// aGame is a game id with what orders the lists of games: its creation, then its place among
// the games of its shard.
type aGame struct {
	id      string
	created time.Time
	seq     int64
}

func (d *DB) Unattended(ctx context.Context) ([]string, error) {
	var all []aGame
	err := d.each(func(sh *shard) error {
		rows, err := sh.pool.Query(ctx, `SELECT id, created, seq FROM games g WHERE NOT over AND (turn_limit > 0 OR EXISTS
			(SELECT 1 FROM seats s WHERE s.game = g.id AND (s.kind = 'bot' OR s.level <> ''))) ORDER BY created, seq`)
		if err != nil {
			return err
		}
		got, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (g aGame, err error) {
			return g, r.Scan(&g.id, &g.created, &g.seq)
		})
		all = append(all, got...)
		return err
	})
	slices.SortStableFunc(all, func(a, b aGame) int { return a.created.Compare(b.created) })
	var ids []string
	for _, g := range all {
		ids = append(ids, g.id)
	}
	return ids, err
}

func (d *DB) SeatsOf(ctx context.Context, hashes [][]byte) ([]store.SeatRef, error) {
	type found struct {
		ref  store.SeatRef
		hash int64
		g    aGame
	}
	var all []found
	err := d.each(func(sh *shard) error {
		rows, err := sh.pool.Query(ctx, `SELECT s.game, s.seat, h.i, g.created, g.seq FROM unnest($1::bytea[]) WITH ORDINALITY AS h(hash, i)
			JOIN seats s ON s.token_hash = h.hash JOIN games g ON g.id = s.game ORDER BY h.i, g.created, g.seq`, hashes)
		if err != nil {
			return err
		}
		got, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (f found, err error) {
			return f, r.Scan(&f.ref.Game, &f.ref.Seat, &f.hash, &f.g.created, &f.g.seq)
		})
		all = append(all, got...)
		return err
	})
	slices.SortStableFunc(all, func(a, b found) int {
		return cmp.Or(cmp.Compare(a.hash, b.hash), a.g.created.Compare(b.g.created))
	})
	var refs []store.SeatRef
	for _, f := range all {
		refs = append(refs, f.ref)
	}
	return refs, err
}

// Watch calls changed with each game another server changed, until ctx ends. Its own connection
// LISTENs; resync is called each time it starts listening (first, and after the database was
// away, when changes may have been missed meanwhile: it logs that it is reconnecting).
func (d *DB) Watch(ctx context.Context, changed func(id string), resync func(), logf func(string, ...any)) {
	lost := false
	for wait := 100 * time.Millisecond; ctx.Err() == nil; {
		err := d.listen(ctx, changed, func() {
			wait = 100 * time.Millisecond
			if lost {
				logf("the database is back: reading again the games in memory")
				lost = false
			}
			resync()
		})
		if ctx.Err() != nil {
			return
		}
		if !lost {
			logf("the database connection was lost (%v): reconnecting", err)
			lost = true
		}
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

func (d *DB) listen(ctx context.Context, changed func(string), up func()) error {
	cfg, err := pgx.ParseConfig(d.url)
	if err != nil {
		return err
	}
	cfg.RuntimeParams["application_name"] = appPrefix + d.origin
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, `LISTEN `+Channel); err != nil {
		return err
	}
	// the rows of servers gone (killed, or this one before a restart) are forgotten
	if _, err := conn.Exec(ctx, `DELETE FROM presence p WHERE NOT EXISTS
		(SELECT 1 FROM pg_stat_activity a WHERE a.application_name = $1 || p.origin)`, appPrefix); err != nil {
		return err
	}
	// resync after LISTEN: nothing committed from here on is missed
	up()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		origin, id, ok := strings.Cut(n.Payload, " ")
		if ok && origin != d.origin {
			changed(id)
		}
	}
}

// collect reads the batch's next result into a list, one value a row.
func collect[T any](br pgx.BatchResults, row pgx.RowToFunc[T]) ([]T, error) {
	rows, err := br.Query()
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, row)
}
