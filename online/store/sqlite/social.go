package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"tigris/online/store"
)

// socialSchema holds the chat and the watch links (store.Social).
const socialSchema = `
CREATE TABLE IF NOT EXISTS chat (
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	name TEXT NOT NULL,
	text TEXT NOT NULL,
	at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game);
CREATE TABLE IF NOT EXISTS chat_mutes (
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	other INTEGER NOT NULL,
	PRIMARY KEY (game, seat, other)
);
CREATE TABLE IF NOT EXISTS watch_links (
	key_hash BLOB PRIMARY KEY,
	game TEXT NOT NULL REFERENCES games(id),
	behind INTEGER NOT NULL
);`

// AddChat is store.Social's.
func (d *DB) AddChat(ctx context.Context, id string, l store.ChatLine) (int64, error) {
	res, err := d.db.ExecContext(ctx, `INSERT INTO chat (game, seat, name, text, at) VALUES (?, ?, ?, ?, ?)`,
		id, l.Seat, l.Name, l.Text, stamp(l.At))
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// Chat is store.Social's.
func (d *DB) Chat(ctx context.Context, id string, limit int) ([]store.ChatLine, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT rowid, seat, name, text, at FROM
		(SELECT rowid, seat, name, text, at FROM chat WHERE game = ? ORDER BY rowid DESC LIMIT ?) ORDER BY rowid`, id, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.ChatLine
	for rows.Next() {
		var l store.ChatLine
		var at string
		if err := rows.Scan(&l.N, &l.Seat, &l.Name, &l.Text, &at); err != nil {
			return nil, err
		}
		l.At, _ = time.Parse(time.RFC3339Nano, at)
		out = append(out, l)
	}
	return out, rows.Err()
}

// SetMute is store.Social's.
func (d *DB) SetMute(ctx context.Context, id string, seat, other int, on bool) error {
	q := `DELETE FROM chat_mutes WHERE game = ? AND seat = ? AND other = ?`
	if on {
		q = `INSERT INTO chat_mutes (game, seat, other) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`
	}
	_, err := d.db.ExecContext(ctx, q, id, seat, other)
	return err
}

// Mutes is store.Social's.
func (d *DB) Mutes(ctx context.Context, id string) (map[int][]int, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT seat, other FROM chat_mutes WHERE game = ? ORDER BY seat, other`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int][]int{}
	for rows.Next() {
		var seat, other int
		if err := rows.Scan(&seat, &other); err != nil {
			return nil, err
		}
		out[seat] = append(out[seat], other)
	}
	return out, rows.Err()
}

// AddWatch is store.Social's.
func (d *DB) AddWatch(ctx context.Context, id string, keyHash []byte, behind int) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO watch_links (key_hash, game, behind) VALUES (?, ?, ?)`, keyHash, id, behind)
	return err
}

// Watching is store.Social's.
func (d *DB) Watching(ctx context.Context, keyHash []byte) (string, int, error) {
	var id string
	var behind int
	err := d.db.QueryRowContext(ctx, `SELECT game, behind FROM watch_links WHERE key_hash = ?`, keyHash).Scan(&id, &behind)
	if errors.Is(err, sql.ErrNoRows) {
		return "", 0, store.ErrNoWatch
	}
	return id, behind, err
}
