package sqlite

import (
	"context"
	"database/sql"
	"errors"
)

// settingsSchema keeps the accounts' settings (store.Settings).
const settingsSchema = `
CREATE TABLE IF NOT EXISTS account_settings (
	account TEXT PRIMARY KEY REFERENCES accounts(id),
	data BLOB NOT NULL
);`

// PutSettings is store.Settings'.
func (d *DB) PutSettings(ctx context.Context, account string, data []byte) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO account_settings (account, data) VALUES (?, ?)
		ON CONFLICT (account) DO UPDATE SET data = excluded.data`, account, data)
	return err
}

// Settings is store.Settings'.
func (d *DB) Settings(ctx context.Context, account string) ([]byte, error) {
	var b []byte
	err := d.db.QueryRowContext(ctx, `SELECT data FROM account_settings WHERE account = ?`, account).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return b, err
}
