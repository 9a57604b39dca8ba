package sqlite

import (
	"context"
	"strings"
	"time"

	"tigris/online/store"
)

// ratingsSchema keeps ratings and their history (store.Ratings).
const ratingsSchema = `
CREATE TABLE IF NOT EXISTS ratings (
	account TEXT PRIMARY KEY REFERENCES accounts(id),
	rating REAL NOT NULL,
	rd REAL NOT NULL,
	vol REAL NOT NULL,
	games INTEGER NOT NULL,
	updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rated_games (
	game TEXT NOT NULL,
	account TEXT NOT NULL REFERENCES accounts(id),
	rank INTEGER NOT NULL,
	rating REAL NOT NULL,
	rd REAL NOT NULL,
	vol REAL NOT NULL,
	at TEXT NOT NULL,
	PRIMARY KEY (game, account)
);
CREATE INDEX IF NOT EXISTS rated_games_by_account ON rated_games (account, at);`

// RatingsOf is store.Ratings'.
func (d *DB) RatingsOf(ctx context.Context, accounts []string) (map[string]store.Rating, error) {
	out := map[string]store.Rating{}
	for _, a := range accounts {
		rows, err := d.db.QueryContext(ctx, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
			FROM ratings r JOIN accounts a ON a.id = r.account WHERE r.account = ?`, a)
		if err != nil {
			return nil, err
		}
		rs, err := scanRatings(rows)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			out[r.Account] = r
		}
	}
	return out, nil
}

// Rate is store.Ratings'.
func (d *DB) Rate(ctx context.Context, game string, after []store.Rating, ranks []int) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for i, r := range after {
		_, err := tx.ExecContext(ctx, `INSERT INTO rated_games (game, account, rank, rating, rd, vol, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			game, r.Account, ranks[i], r.Rating, r.RD, r.Vol, stamp(r.Updated))
		if err != nil && strings.Contains(err.Error(), "UNIQUE") {
			return store.ErrRated
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO ratings (account, rating, rd, vol, games, updated) VALUES (?, ?, ?, ?, 1, ?)
			ON CONFLICT (account) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
			games = ratings.games + 1, updated = excluded.updated`, r.Account, r.Rating, r.RD, r.Vol, stamp(r.Updated))
		if err != nil {
			return err
		}
	}
	return tx.Commit()
}

// History is store.Ratings'.
func (d *DB) History(ctx context.Context, account string, limit int) ([]store.RatedGame, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT game, rank, rating, rd, vol, at FROM rated_games WHERE account = ?
		ORDER BY at DESC, rowid DESC LIMIT ?`, account, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.RatedGame
	for rows.Next() {
		var g store.RatedGame
		var at string
		if err := rows.Scan(&g.Game, &g.Rank, &g.Rating, &g.RD, &g.Vol, &at); err != nil {
			return nil, err
		}
		g.At, _ = time.Parse(time.RFC3339Nano, at)
		out = append(out, g)
	}
	return out, rows.Err()
}

// Leaderboard is store.Ratings'.
func (d *DB) Leaderboard(ctx context.Context, limit int) ([]store.Rating, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account ORDER BY r.rating DESC, r.rd, a.name LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	return scanRatings(rows)
}

func scanRatings(rows interface {
	Next() bool
	Scan(...any) error
	Err() error
	Close() error
}) ([]store.Rating, error) {
	defer rows.Close()
	var out []store.Rating
	for rows.Next() {
		var r store.Rating
		var at string
		if err := rows.Scan(&r.Account, &r.Name, &r.Rating, &r.RD, &r.Vol, &r.Games, &at); err != nil {
			return nil, err
		}
		r.Updated, _ = time.Parse(time.RFC3339Nano, at)
		out = append(out, r)
	}
	return out, rows.Err()
}
