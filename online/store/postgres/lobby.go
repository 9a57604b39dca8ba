package postgres

import (
	"context"

	"tigris/online/store"
)

// Publish is store.Lobby's.
func (d *DB) Publish(ctx context.Context, l store.Listing) error {
	opts := l.Options
	if opts == nil {
		opts = []string{}
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO lobby (game, map, options, turn_limit) VALUES ($1, $2, $3, $4)`,
		l.ID, l.Map, opts, l.TurnLimit)
	return err
}

// Listed is store.Lobby's.
func (d *DB) Listed(ctx context.Context, id string) (bool, error) {
	var n int
	err := d.pool.QueryRow(ctx, `SELECT count(*) FROM lobby WHERE game = $1`, id).Scan(&n)
	return n > 0, err
}

// OpenGames is store.Lobby's.
func (d *DB) OpenGames(ctx context.Context, limit int) ([]store.OpenGame, error) {
	rows, err := d.pool.Query(ctx, `SELECT l.game, g.code, l.map, l.options, l.turn_limit, g.created,
			(SELECT array_agg(kind ORDER BY seat) FROM seats WHERE game = g.id),
			(SELECT array_agg(name ORDER BY seat) FROM seats WHERE game = g.id),
			(SELECT array_agg(level ORDER BY seat) FROM seats WHERE game = g.id),
			(SELECT array_agg(token_hash IS NOT NULL ORDER BY seat) FROM seats WHERE game = g.id)
		FROM lobby l JOIN games g ON g.id = l.game
		WHERE NOT g.over AND EXISTS (SELECT 1 FROM seats s WHERE s.game = l.game AND s.kind = 'human' AND s.token_hash IS NULL)
		ORDER BY g.seq LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.OpenGame
	for rows.Next() {
		var g store.OpenGame
		var kinds, names, levels []string
		var claimed []bool
		if err := rows.Scan(&g.ID, &g.Code, &g.Map, &g.Options, &g.TurnLimit, &g.Created, &kinds, &names, &levels, &claimed); err != nil {
			return nil, err
		}
		if len(g.Options) == 0 {
			g.Options = nil
		}
		for i := range kinds {
			g.Seats = append(g.Seats, store.OpenSeat{Kind: kinds[i], Name: names[i], Level: levels[i], Claimed: claimed[i]})
		}
		out = append(out, g)
	}
	return out, rows.Err()
}
