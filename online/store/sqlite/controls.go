package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// controlsSchema keeps the codes games gave up (store.Controls).
const controlsSchema = `
CREATE TABLE IF NOT EXISTS retired_codes (
	code TEXT PRIMARY KEY,
	game TEXT NOT NULL,
	why TEXT NOT NULL
);`

// controls is store.Controls: the games' rows here, the retired codes in the shared SQL.
type controls struct {
	*sqlcommon.Codes
	d *DB
}

// Cancel is store.Controls'.
func (c controls) Cancel(ctx context.Context, id string) error {
	var code string
	err := c.d.db.QueryRowContext(ctx, `UPDATE games SET over = 1 WHERE id = ? AND over = 0
		AND NOT EXISTS (SELECT 1 FROM decisions WHERE game = ?) RETURNING code`, id, id).Scan(&code)
	if errors.Is(err, sql.ErrNoRows) {
		if c.exists(ctx, id) {
			return store.ErrStarted
		}
		return store.ErrNotFound
	}
	if err != nil {
		return err
	}
	return c.Retire(ctx, code, id, store.RetiredCancelled)
}

func (c controls) exists(ctx context.Context, id string) bool {
	var n int
	err := c.d.db.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE id = ?`, id).Scan(&n)
	return err == nil && n > 0
}

// Recode is store.Controls'.
func (c controls) Recode(ctx context.Context, id, code string) error {
	var old string
	if err := c.d.db.QueryRowContext(ctx, `SELECT code FROM games WHERE id = ?`, id).Scan(&old); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		}
		return err
	}
	if _, _, err := c.Retired(ctx, code); err == nil {
		return store.ErrCodeTaken // a code given up stays given up
	}
	if _, err := c.d.db.ExecContext(ctx, `UPDATE games SET code = ? WHERE id = ?`, code, id); err != nil {
		if strings.Contains(err.Error(), "UNIQUE") {
			return store.ErrCodeTaken
		}
		return err
	}
	return c.Retire(ctx, old, id, store.RetiredRevoked)
}

// SeatBot is store.Controls'.
func (c controls) SeatBot(ctx context.Context, id string, seat int, level string) error {
	res, err := c.d.db.ExecContext(ctx, `UPDATE seats SET kind = 'bot', level = ? WHERE game = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL`,
		level, id, seat)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return store.ErrSeatTaken
	}
	return nil
}
