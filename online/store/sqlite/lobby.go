package sqlite

import (
	"context"
	"strings"
	"time"

	"tigris/online/store"
)

// lobbySchema lists the public games (store.Lobby).
const lobbySchema = `
CREATE TABLE IF NOT EXISTS lobby (
	game TEXT PRIMARY KEY REFERENCES games(id),
	map TEXT NOT NULL,
	options TEXT NOT NULL,
	turn_limit INTEGER NOT NULL
);`

// Publish is store.Lobby's.
func (d *DB) Publish(ctx context.Context, l store.Listing) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO lobby (game, map, options, turn_limit) VALUES (?, ?, ?, ?)`,
		l.ID, l.Map, strings.Join(l.Options, ","), l.TurnLimit)
	return err
}

// Listed is store.Lobby's.
func (d *DB) Listed(ctx context.Context, id string) (bool, error) {
	var n int
	err := d.db.QueryRowContext(ctx, `SELECT count(*) FROM lobby WHERE game = ?`, id).Scan(&n)
	return n > 0, err
}

// OpenGames is store.Lobby's.
func (d *DB) OpenGames(ctx context.Context, limit int) ([]store.OpenGame, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT l.game, g.code, l.map, l.options, l.turn_limit, g.created
		FROM lobby l JOIN games g ON g.id = l.game
		WHERE g.over = 0 AND EXISTS (SELECT 1 FROM seats s WHERE s.game = l.game AND s.kind = 'human' AND s.token_hash IS NULL)
		ORDER BY g.created, g.rowid LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	var out []store.OpenGame
	for rows.Next() {
		var g store.OpenGame
		var opts, created string
		if err := rows.Scan(&g.ID, &g.Code, &g.Map, &opts, &g.TurnLimit, &created); err != nil {
			rows.Close()
			return nil, err
		}
		g.Created, _ = time.Parse(time.RFC3339Nano, created)
		if opts != "" {
			g.Options = strings.Split(opts, ",")
		}
		out = append(out, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Seats, err = d.openSeats(ctx, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (d *DB) openSeats(ctx context.Context, id string) ([]store.OpenSeat, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT kind, name, level, token_hash IS NOT NULL FROM seats WHERE game = ? ORDER BY seat`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.OpenSeat
	for rows.Next() {
		var s store.OpenSeat
		if err := rows.Scan(&s.Kind, &s.Name, &s.Level, &s.Claimed); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
