package sqlcommon

import (
	"context"
	"errors"

	"tigris/online/store"
)

// Codes keeps the codes games gave up (store.Controls' Retired and Cancelled, and the writing of
// them): in the home database, whichever database holds the game itself.
type Codes struct{ d Dialect }

// Retire records that code, game id's, joins nothing any more, and why.
func (c *Codes) Retire(ctx context.Context, code, id, why string) error {
	return c.d.Conn.Exec(ctx, `INSERT INTO retired_codes (code, game, why) VALUES ($1, $2, $3) ON CONFLICT (code) DO UPDATE SET why = $3`, code, id, why)
}

// Retired is store.Controls'.
func (c *Codes) Retired(ctx context.Context, code string) (string, string, error) {
	var id, why string
	err := c.d.Conn.QueryRow(ctx, `SELECT game, why FROM retired_codes WHERE code = $1`, code).Scan(&id, &why)
	if errors.Is(err, c.d.NoRows) {
		return "", "", store.ErrNotFound
	}
	return id, why, err
}

// Cancelled is store.Controls'.
func (c *Codes) Cancelled(ctx context.Context, id string) (bool, error) {
	var n int
	err := c.d.Conn.QueryRow(ctx, `SELECT count(*) FROM retired_codes WHERE game = $1 AND why = $2`, id, store.RetiredCancelled).Scan(&n)
	return n > 0, err
}
