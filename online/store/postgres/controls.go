package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// controls is store.Controls: the game's rows in its shard (each change announced to the other
// servers), the retired codes at home in the shared SQL.
type controls struct {
	*sqlcommon.Codes
	d *DB
}

// Cancel is store.Controls'.
func (c controls) Cancel(ctx context.Context, id string) error {
	var code string
	err := c.d.change(ctx, id, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `UPDATE games SET over = true WHERE id = $1 AND NOT over
			AND NOT EXISTS (SELECT 1 FROM decisions WHERE game = $1) RETURNING code`, id).Scan(&code)
		if errors.Is(err, pgx.ErrNoRows) {
			var n int
			if err := tx.QueryRow(ctx, `SELECT count(*) FROM games WHERE id = $1`, id).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return store.ErrNotFound
			}
			return store.ErrStarted
		}
		return err
	})
	if err != nil {
		return err
	}
	return c.Retire(ctx, code, id, store.RetiredCancelled)
}

// Recode is store.Controls'.
func (c controls) Recode(ctx context.Context, id, code string) error {
	if err := c.d.codeFree(ctx, &store.Game{Code: code}); err != nil {
		return err
	}
	if _, _, err := c.Retired(ctx, code); err == nil {
		return store.ErrCodeTaken // a code given up stays given up
	}
	var old string
	err := c.d.change(ctx, id, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `SELECT code FROM games WHERE id = $1`, id).Scan(&old)
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		}
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE games SET code = $1 WHERE id = $2`, code, id); err != nil {
			if isUnique(err, "code") {
				return store.ErrCodeTaken
			}
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	return c.Retire(ctx, old, id, store.RetiredRevoked)
}

// SeatBot is store.Controls'.
func (c controls) SeatBot(ctx context.Context, id string, seat int, level string) error {
	return c.d.change(ctx, id, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE seats SET kind = 'bot', level = $1 WHERE game = $2 AND seat = $3 AND kind = 'human' AND token_hash IS NULL`,
			level, id, seat)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			return store.ErrSeatTaken
		}
		return nil
	})
}
