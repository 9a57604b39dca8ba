// Package sqlite is the embedded Store: one SQLite file through a pure-Go driver, no other
// process to run.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// File is the database's name inside the data folder.
const File = "tigris-online.db"

// DB is a Store in one SQLite file.
type DB struct {
	db     *sql.DB
	path   string
	opened os.FileInfo // the file as opened: Here compares the path's file with it
	common sqlcommon.Parts
}

const schema = `
CREATE TABLE IF NOT EXISTS games (
	id TEXT PRIMARY KEY,
	code TEXT NOT NULL UNIQUE,
	seed TEXT NOT NULL,
	start TEXT NOT NULL,
	turn_limit INTEGER NOT NULL,
	timeout_level TEXT NOT NULL,
	over INTEGER NOT NULL DEFAULT 0,
	created TEXT NOT NULL,
	rematch TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS seats (
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	kind TEXT NOT NULL,
	name TEXT NOT NULL,
	level TEXT NOT NULL,
	token_hash BLOB,
	resigned INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS seats_by_token ON seats (token_hash);
CREATE TABLE IF NOT EXISTS decisions (
	game TEXT NOT NULL REFERENCES games(id),
	step INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	move TEXT NOT NULL,
	by_bot INTEGER NOT NULL,
	at TEXT NOT NULL,
	PRIMARY KEY (game, step)
);`

// Open opens (or creates) the store in folder dir.
func Open(dir string) (*DB, error) {
	path, err := filepath.Abs(filepath.Join(dir, File))
	if err != nil {
		return nil, err
	}
	// the file holds every game's bag and seed: made readable by its owner alone (SQLite gives
	// its journal files the same mode)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	f.Close()
	// WAL with synchronous FULL: a commit is on disk before Exec returns, so an acknowledged
	// decision survives a killed process and a lost power supply alike.
	q := url.Values{}
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // one writer at a time is SQLite's way; the pool then never sees SQLITE_BUSY
	if _, err := db.Exec(schema + socialSchema + lobbySchema + accountsSchema + ratingsSchema + passkeysSchema + settingsSchema + pushesSchema + controlsSchema); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening %s: %v", path, err)
	}
	opened, err := os.Stat(path)
	if err != nil {
		db.Close()
		return nil, err
	}
	return &DB{db: db, path: path, opened: opened, common: commonParts(db)}, nil
}

func (d *DB) Close() error { return d.db.Close() }

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func (d *DB) Create(ctx context.Context, g *store.Game) error {
	return d.create(ctx, "", g)
}

func (d *DB) CreateRematch(ctx context.Context, id string, g *store.Game) error {
	return d.create(ctx, id, g)
}

// create stores g, as the rematch of game after when it is named.
func (d *DB) create(ctx context.Context, after string, g *store.Game) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if after != "" {
		res, err := tx.ExecContext(ctx, `UPDATE games SET rematch = ? WHERE id = ? AND rematch = ''`, g.ID, after)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return store.ErrRematched
		}
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO games (id, code, seed, start, turn_limit, timeout_level, over, created) VALUES (?,?,?,?,?,?,?,?)`,
		g.ID, g.Code, strconv.FormatUint(g.Seed, 10), g.Start, g.TurnLimit, g.TimeoutLevel, g.Over, stamp(g.Created))
	if err != nil {
		if strings.Contains(err.Error(), "games.code") {
			return store.ErrCodeTaken
		}
		return err
	}
	for i, s := range g.Seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (game, seat, kind, name, level, token_hash, resigned) VALUES (?,?,?,?,?,?,?)`,
			g.ID, i, s.Kind, s.Name, s.Level, nilIfEmpty(s.TokenHash), s.Resigned); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func nilIfEmpty(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

func (d *DB) Append(ctx context.Context, id string, dec store.Decision) error {
	// the row goes in only as the next step: the primary key refuses a second writer of the
	// same step, the count refuses a gap
	res, err := d.db.ExecContext(ctx, `INSERT INTO decisions (game, step, seat, move, by_bot, at)
		SELECT ?,?,?,?,?,? WHERE (SELECT COUNT(*) FROM decisions WHERE game = ?) = ?
		AND EXISTS (SELECT 1 FROM games WHERE id = ? AND over = 0)`,
		id, dec.Step, dec.Seat, dec.Move, dec.ByBot, stamp(dec.At), id, dec.Step, id)
	if err != nil {
		if strings.Contains(err.Error(), "UNIQUE") || strings.Contains(err.Error(), "PRIMARY") {
			return store.ErrStepTaken
		}
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return store.ErrStepTaken
	}
	return nil
}

func (d *DB) Truncate(ctx context.Context, id string, steps, from int) error {
	// one statement is atomic in SQLite: the count and the deletion see the same game
	res, err := d.db.ExecContext(ctx, `DELETE FROM decisions WHERE game = ? AND step >= ?
		AND (SELECT COUNT(*) FROM decisions WHERE game = ?) = ?`, id, steps, id, from)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != int64(from-steps) {
		return store.ErrStepTaken
	}
	return nil
}

func (d *DB) Claim(ctx context.Context, id string, seat int, name string, hash []byte) error {
	res, err := d.db.ExecContext(ctx, `UPDATE seats SET name = ?, token_hash = ? WHERE game = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`,
		name, hash, id, seat)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return store.ErrSeatTaken
	}
	return nil
}

func (d *DB) SetSeat(ctx context.Context, id string, seat int, level string, resigned bool) error {
	res, err := d.db.ExecContext(ctx, `UPDATE seats SET level = ?, resigned = ? WHERE game = ? AND seat = ?`, level, resigned, id, seat)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return store.ErrNotFound
	}
	return nil
}

func (d *DB) Finish(ctx context.Context, id string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE games SET over = 1 WHERE id = ?`, id)
	return err
}

func (d *DB) Load(ctx context.Context, id string) (*store.Game, error) {
	g := &store.Game{ID: id}
	var seed, created string
	err := d.db.QueryRowContext(ctx, `SELECT code, seed, start, turn_limit, timeout_level, over, created, rematch FROM games WHERE id = ?`, id).
		Scan(&g.Code, &seed, &g.Start, &g.TurnLimit, &g.TimeoutLevel, &g.Over, &created, &g.Rematch)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, store.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if g.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
		return nil, fmt.Errorf("game %s: seed %q: %v", id, seed, err)
	}
	g.Created, _ = time.Parse(time.RFC3339Nano, created)
	rows, err := d.db.QueryContext(ctx, `SELECT kind, name, level, token_hash, resigned FROM seats WHERE game = ? ORDER BY seat`, id)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var s store.Seat
		if err := rows.Scan(&s.Kind, &s.Name, &s.Level, &s.TokenHash, &s.Resigned); err != nil {
			rows.Close()
			return nil, err
		}
		g.Seats = append(g.Seats, s)
	}
	rows.Close()
	rows, err = d.db.QueryContext(ctx, `SELECT step, seat, move, by_bot, at FROM decisions WHERE game = ? ORDER BY step`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var dec store.Decision
		var at string
		if err := rows.Scan(&dec.Step, &dec.Seat, &dec.Move, &dec.ByBot, &at); err != nil {
			return nil, err
		}
		dec.At, _ = time.Parse(time.RFC3339Nano, at)
		g.Decisions = append(g.Decisions, dec)
	}
	return g, rows.Err()
}

func (d *DB) ByCode(ctx context.Context, code string) (string, error) {
	var id string
	err := d.db.QueryRowContext(ctx, `SELECT id FROM games WHERE code = ?`, code).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", store.ErrNotFound
	}
	return id, err
}

func (d *DB) Unattended(ctx context.Context) ([]string, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id FROM games WHERE over = 0 AND (turn_limit > 0 OR EXISTS
		(SELECT 1 FROM seats WHERE seats.game = games.id AND (seats.kind = 'bot' OR seats.level <> ''))) ORDER BY created, rowid`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func (d *DB) SeatsOf(ctx context.Context, hashes [][]byte) ([]store.SeatRef, error) {
	var refs []store.SeatRef
	for _, h := range hashes {
		rows, err := d.db.QueryContext(ctx, `SELECT seats.game, seats.seat FROM seats JOIN games ON games.id = seats.game
			WHERE seats.token_hash = ? ORDER BY games.created, games.rowid`, h)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var r store.SeatRef
			if err := rows.Scan(&r.Game, &r.Seat); err != nil {
				rows.Close()
				return nil, err
			}
			refs = append(refs, r)
		}
		rows.Close()
	}
	return refs, nil
}
