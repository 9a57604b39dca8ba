package postgres

import (
	"context"
	"slices"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// lobby is the store's lobby (store.Lobby, found by store.As among the store's Parts): its
// listings are kept at home, the games they list in their shards.
type lobby struct{ d *DB }

// Publish is store.Lobby's.
func (lb lobby) Publish(ctx context.Context, l store.Listing) error {
	d := lb.d
	opts := l.Options
	if opts == nil {
		opts = []string{}
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO lobby (game, map, options, turn_limit) VALUES ($1, $2, $3, $4)`,
		l.ID, l.Map, opts, l.TurnLimit)
	return err
}

// Listed is store.Lobby's.
func (lb lobby) Listed(ctx context.Context, id string) (bool, error) {
	d := lb.d
	var n int
	err := d.pool.QueryRow(ctx, `SELECT count(*) FROM lobby WHERE game = $1`, id).Scan(&n)
	return n > 0, err
}

// OpenGames is store.Lobby's.
func (lb lobby) OpenGames(ctx context.Context, limit int) ([]store.OpenGame, error) {
	d := lb.d
	if len(d.shards) > 1 || d.shards[0].pool != d.pool {
		return lb.openIn(ctx, limit)
	}
	rows, err := d.pool.Query(ctx, `SELECT l.game, g.code, l.map, l.options, l.turn_limit, g.created, `+seatsOf+`
		FROM lobby l JOIN games g ON g.id = l.game
		WHERE NOT g.over AND EXISTS (SELECT 1 FROM seats s WHERE s.game = l.game AND s.kind = 'human' AND s.token_hash IS NULL)
		ORDER BY g.seq LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	out, err := openGames(rows, func(g *store.OpenGame) []any {
		return []any{&g.ID, &g.Code, &g.Map, &g.Options, &g.TurnLimit, &g.Created}
	})
	for i := range out {
		if len(out[i].Options) == 0 {
			out[i].Options = nil
		}
	}
	return out, err
}

// seatsOf are the columns of an open game's seats, for a game g.
const seatsOf = `(SELECT array_agg(kind ORDER BY seat) FROM seats WHERE game = g.id),
	(SELECT array_agg(name ORDER BY seat) FROM seats WHERE game = g.id),
	(SELECT array_agg(level ORDER BY seat) FROM seats WHERE game = g.id),
	(SELECT array_agg(token_hash IS NOT NULL ORDER BY seat) FROM seats WHERE game = g.id)`

// openIn asks each shard which of the games listed at home are open, the lobby's rows being at
// home and the games in their shards: no join across databases.
func (lb lobby) openIn(ctx context.Context, limit int) ([]store.OpenGame, error) {
	d := lb.d
	rows, err := d.pool.Query(ctx, `SELECT game, map, options, turn_limit FROM lobby`)
	if err != nil {
		return nil, err
	}
	listed := map[string]store.Listing{}
	var ids []string
	for rows.Next() {
		var l store.Listing
		if err := rows.Scan(&l.ID, &l.Map, &l.Options, &l.TurnLimit); err != nil {
			rows.Close()
			return nil, err
		}
		listed[l.ID] = l
		ids = append(ids, l.ID)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var all []store.OpenGame
	for sh, some := range d.byShard(ids) {
		rows, err := sh.pool.Query(ctx, `SELECT g.id, g.code, g.created, `+seatsOf+` FROM games g
			WHERE g.id = ANY($1) AND NOT g.over AND EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.kind = 'human' AND s.token_hash IS NULL)
			ORDER BY g.created, g.seq LIMIT $2`, some, limit)
		if err != nil {
			return nil, err
		}
		got, err := openGames(rows, func(g *store.OpenGame) []any { return []any{&g.ID, &g.Code, &g.Created} })
		if err != nil {
			return nil, err
		}
		for i := range got {
			l := listed[got[i].ID]
			got[i].Map, got[i].Options, got[i].TurnLimit = l.Map, l.Options, l.TurnLimit
			if len(got[i].Options) == 0 {
				got[i].Options = nil
			}
		}
		all = append(all, got...)
	}
	slices.SortStableFunc(all, func(a, b store.OpenGame) int { return a.Created.Compare(b.Created) })
	return all[:min(len(all), limit)], nil
}

// openGames reads the rows of open games: the columns head names, then seatsOf.
func openGames(rows pgx.Rows, head func(g *store.OpenGame) []any) ([]store.OpenGame, error) {
	defer rows.Close()
	var out []store.OpenGame
	for rows.Next() {
		var g store.OpenGame
		var kinds, names, levels []string
		var claimed []bool
		if err := rows.Scan(append(head(&g), &kinds, &names, &levels, &claimed)...); err != nil {
			return nil, err
		}
		for i := range kinds {
			g.Seats = append(g.Seats, store.OpenSeat{Kind: kinds[i], Name: names[i], Level: levels[i], Claimed: claimed[i]})
		}
		out = append(out, g)
	}
	return out, rows.Err()
}
