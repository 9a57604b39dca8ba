package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// ratings are the store's ratings: the shared queries, and asking for many accounts at once and
// rating a game in one transaction.
type ratings struct {
	*sqlcommon.Ratings
	d *DB
}

// RatingsOf is store.Ratings'.
func (rs ratings) RatingsOf(ctx context.Context, accounts []string) (map[string]store.Rating, error) {
	list, err := rs.Where(ctx, "r.account = ANY($1)", accounts)
	out := map[string]store.Rating{}
	for _, r := range list {
		out[r.Account] = r
	}
	return out, err
}

// Rate is store.Ratings'.
func (rs ratings) Rate(ctx context.Context, game string, after []store.Rating, ranks []int) error {
	err := pgx.BeginFunc(ctx, rs.d.pool, func(tx pgx.Tx) error {
		for i, r := range after {
			if _, err := tx.Exec(ctx, `INSERT INTO rated_games (game, account, rank, rating, rd, vol, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
				game, r.Account, ranks[i], r.Rating, r.RD, r.Vol, r.Updated); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `INSERT INTO ratings (account, rating, rd, vol, games, updated) VALUES ($1, $2, $3, $4, 1, $5)
				ON CONFLICT (account) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
				games = ratings.games + 1, updated = excluded.updated`, r.Account, r.Rating, r.RD, r.Vol, r.Updated); err != nil {
				return err
			}
		}
		return nil
	})
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" {
		return store.ErrRated
	}
	return err
}
