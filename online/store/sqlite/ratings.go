package sqlite

import (
	"context"
	"strings"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
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

// ratings are the store's ratings: the shared queries, and asking for many accounts one by one
// and rating a game in one transaction.
type ratings struct {
	*sqlcommon.Ratings
	d *DB
}

// RatingsOf is store.Ratings'.
func (rs ratings) RatingsOf(ctx context.Context, accounts []string) (map[string]store.Rating, error) {
	out := map[string]store.Rating{}
	for _, a := range accounts {
		list, err := rs.Where(ctx, "r.account = $1", a)
		if err != nil {
			return nil, err
		}
		for _, r := range list {
			out[r.Account] = r
		}
	}
	return out, nil
}

// Rate is store.Ratings'.
func (rs ratings) Rate(ctx context.Context, game string, after []store.Rating, ranks []int) error {
	tx, err := rs.d.db.BeginTx(ctx, nil)
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
