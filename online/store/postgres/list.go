package postgres

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// summary is the columns of a store.Summary, for a game g.
const summary = `g.id, g.code, g.created, g.over,
	coalesce((SELECT array_agg(name ORDER BY seat) FROM seats WHERE game = g.id), '{}'),
	(SELECT count(*) FROM decisions WHERE game = g.id),
	coalesce((SELECT at FROM decisions WHERE game = g.id ORDER BY step DESC LIMIT 1), g.created)`

// List is store.Lister's.
func (d *DB) List(ctx context.Context, query string, limit int) ([]store.Summary, error) {
	q := strings.ToLower(query)
	like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(q) + "%"
	all, err := d.everyShard(ctx, `SELECT `+summary+` FROM games g
		WHERE $1 = '' OR g.id LIKE $1 || '%' OR lower(g.code) = $1 OR EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND lower(s.name) LIKE $2)
		ORDER BY g.seq DESC LIMIT $3`, q, like, limit)
	if len(d.shards) > 1 {
		slices.SortStableFunc(all, func(a, b store.Summary) int { return b.Created.Compare(a.Created) })
	}
	return all[:min(len(all), limit)], err
}

// everyShard gathers the summaries query q finds in every shard.
func (d *DB) everyShard(ctx context.Context, q string, args ...any) ([]store.Summary, error) {
	var all []store.Summary
	err := d.each(func(sh *shard) error {
		rows, err := sh.pool.Query(ctx, q, args...)
		if err != nil {
			return err
		}
		got, err := summaries(rows)
		all = append(all, got...)
		return err
	})
	return all, err
}

// Abandoned is store.Lister's.
func (d *DB) Abandoned(ctx context.Context, before time.Time, limit int) ([]store.Summary, error) {
	all, err := d.everyShard(ctx, `SELECT * FROM (SELECT `+summary+` AS last FROM games g WHERE NOT g.over) AS s
		WHERE last < $1 ORDER BY last LIMIT $2`, before, limit)
	if len(d.shards) > 1 {
		slices.SortStableFunc(all, func(a, b store.Summary) int { return a.Last.Compare(b.Last) })
	}
	return all[:min(len(all), limit)], err
}

func summaries(rows pgx.Rows) ([]store.Summary, error) {
	defer rows.Close()
	var out []store.Summary
	for rows.Next() {
		var s store.Summary
		if err := rows.Scan(&s.ID, &s.Code, &s.Created, &s.Over, &s.Names, &s.Decisions, &s.Last); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
