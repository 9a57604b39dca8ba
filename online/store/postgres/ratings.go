package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"tigris/online/store"
)

// RatingsOf is store.Ratings'.
func (d *DB) RatingsOf(ctx context.Context, accounts []string) (map[string]store.Rating, error) {
	rows, err := d.pool.Query(ctx, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account WHERE r.account = ANY($1)`, accounts)
	if err != nil {
		return nil, err
	}
	rs, err := scanRatings(rows)
	out := map[string]store.Rating{}
	for _, r := range rs {
		out[r.Account] = r
	}
	return out, err
}

// Rate is store.Ratings'.
func (d *DB) Rate(ctx context.Context, game string, after []store.Rating, ranks []int) error {
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
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

// History is store.Ratings'.
func (d *DB) History(ctx context.Context, account string, limit int) ([]store.RatedGame, error) {
	rows, err := d.pool.Query(ctx, `SELECT game, rank, rating, rd, vol, at FROM rated_games WHERE account = $1
		ORDER BY at DESC, seq DESC LIMIT $2`, account, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.RatedGame
	for rows.Next() {
		var g store.RatedGame
		if err := rows.Scan(&g.Game, &g.Rank, &g.Rating, &g.RD, &g.Vol, &g.At); err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// Leaderboard is store.Ratings'.
func (d *DB) Leaderboard(ctx context.Context, limit int) ([]store.Rating, error) {
	rows, err := d.pool.Query(ctx, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account ORDER BY r.rating DESC, r.rd, a.name LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return scanRatings(rows)
}

func scanRatings(rows pgx.Rows) ([]store.Rating, error) {
	defer rows.Close()
	var out []store.Rating
	for rows.Next() {
		var r store.Rating
		if err := rows.Scan(&r.Account, &r.Name, &r.Rating, &r.RD, &r.Vol, &r.Games, &r.Updated); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
