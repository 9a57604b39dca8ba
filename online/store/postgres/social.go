package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// AddChat is store.Social's.
func (d *DB) AddChat(ctx context.Context, id string, l store.ChatLine) (int64, error) {
	var n int64
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO chat (game, seat, name, text, at) VALUES ($1, $2, $3, $4, $5) RETURNING seq`,
			id, l.Seat, l.Name, l.Text, l.At).Scan(&n); err != nil {
			return err
		}
		return d.notify(ctx, tx, id) // the other servers' players hear it at once
	})
	return n, err
}

// Chat is store.Social's.
func (d *DB) Chat(ctx context.Context, id string, limit int) ([]store.ChatLine, error) {
	rows, err := d.pool.Query(ctx, `SELECT seq, seat, name, text, at FROM
		(SELECT seq, seat, name, text, at FROM chat WHERE game = $1 ORDER BY seq DESC LIMIT $2) AS last ORDER BY seq`, id, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.ChatLine
	for rows.Next() {
		var l store.ChatLine
		if err := rows.Scan(&l.N, &l.Seat, &l.Name, &l.Text, &l.At); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// SetMute is store.Social's.
func (d *DB) SetMute(ctx context.Context, id string, seat, other int, on bool) error {
	q := `DELETE FROM chat_mutes WHERE game = $1 AND seat = $2 AND other = $3`
	if on {
		q = `INSERT INTO chat_mutes (game, seat, other) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`
	}
	_, err := d.pool.Exec(ctx, q, id, seat, other)
	return err
}

// Mutes is store.Social's.
func (d *DB) Mutes(ctx context.Context, id string) (map[int][]int, error) {
	rows, err := d.pool.Query(ctx, `SELECT seat, other FROM chat_mutes WHERE game = $1 ORDER BY seat, other`, id)
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
	_, err := d.pool.Exec(ctx, `INSERT INTO watch_links (key_hash, game, behind) VALUES ($1, $2, $3)`, keyHash, id, behind)
	return err
}

// Watching is store.Social's.
func (d *DB) Watching(ctx context.Context, keyHash []byte) (string, int, error) {
	var id string
	var behind int
	err := d.pool.QueryRow(ctx, `SELECT game, behind FROM watch_links WHERE key_hash = $1`, keyHash).Scan(&id, &behind)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", 0, store.ErrNoWatch
	}
	return id, behind, err
}
