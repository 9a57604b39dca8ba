package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
)

// PutSettings is store.Settings'.
func (d *DB) PutSettings(ctx context.Context, account string, data []byte) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO account_settings (account, data) VALUES ($1, $2)
		ON CONFLICT (account) DO UPDATE SET data = excluded.data`, account, data)
	return err
}

// Settings is store.Settings'.
func (d *DB) Settings(ctx context.Context, account string) ([]byte, error) {
	var b []byte
	err := d.pool.QueryRow(ctx, `SELECT data FROM account_settings WHERE account = $1`, account).Scan(&b)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return b, err
}
