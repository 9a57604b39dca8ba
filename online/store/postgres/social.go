package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// AddChat is store.Social's: the line kept, and announced to the other servers.
func (so social) AddChat(ctx context.Context, id string, l store.ChatLine) (int64, error) {
	d := so.d
	var n int64
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO chat (game, seat, name, text, at) VALUES ($1, $2, $3, $4, $5) RETURNING seq`,
			id, l.Seat, l.Name, l.Text, l.At).Scan(&n); err != nil {
			return err
		}
		return d.notify(ctx, tx, id) // the other servers' players hear it at once
	})
	return n, err
}
