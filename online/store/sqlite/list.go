package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"tigris/online/store"
)

// summary is the columns of a store.Summary, for a game g.
const summary = `g.id, g.code, g.created, g.over,
	(SELECT group_concat(name, char(31)) FROM (SELECT name FROM seats WHERE game = g.id ORDER BY seat)),
	(SELECT count(*) FROM decisions WHERE game = g.id),
	coalesce((SELECT at FROM decisions WHERE game = g.id ORDER BY step DESC LIMIT 1), g.created)`

// List is store.Lister's.
func (d *DB) List(ctx context.Context, query string, limit int) ([]store.Summary, error) {
	q := strings.ToLower(query)
	like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(q) + "%"
	rows, err := d.db.QueryContext(ctx, `SELECT `+summary+` FROM games g
		WHERE ? = '' OR g.id LIKE ? || '%' OR lower(g.code) = ? OR EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND lower(s.name) LIKE ? ESCAPE '\')
		ORDER BY g.created DESC, g.rowid DESC LIMIT ?`, q, q, q, like, limit)
	if err != nil {
		return nil, err
	}
	return summaries(rows)
}

// Abandoned is store.Lister's.
func (d *DB) Abandoned(ctx context.Context, before time.Time, limit int) ([]store.Summary, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT * FROM (SELECT `+summary+` AS last FROM games g WHERE g.over = 0)
		WHERE last < ? ORDER BY last LIMIT ?`, stamp(before), limit)
	if err != nil {
		return nil, err
	}
	return summaries(rows)
}

func summaries(rows *sql.Rows) ([]store.Summary, error) {
	defer rows.Close()
	var out []store.Summary
	for rows.Next() {
		var s store.Summary
		var created, last string
		var names *string
		if err := rows.Scan(&s.ID, &s.Code, &created, &s.Over, &names, &s.Decisions, &last); err != nil {
			return nil, err
		}
		s.Created, _ = time.Parse(time.RFC3339Nano, created)
		s.Last, _ = time.Parse(time.RFC3339Nano, last)
		if names != nil {
			s.Names = strings.Split(*names, "\x1f")
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
