package sqlite

import "context"

// passkeysSchema keeps the accounts' passkeys (store.Passkeys).
const passkeysSchema = `
CREATE TABLE IF NOT EXISTS passkeys (
	id BLOB PRIMARY KEY,
	account TEXT NOT NULL REFERENCES accounts(id),
	data BLOB NOT NULL
);`

// PutPasskey is store.Passkeys'.
func (d *DB) PutPasskey(ctx context.Context, account string, id, data []byte) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO passkeys (id, account, data) VALUES (?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET data = excluded.data WHERE passkeys.account = excluded.account`, id, account, data)
	return err
}

// Passkeys is store.Passkeys'.
func (d *DB) Passkeys(ctx context.Context, account string) ([][]byte, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT data FROM passkeys WHERE account = ? ORDER BY rowid`, account)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out [][]byte
	for rows.Next() {
		var b []byte
		if err := rows.Scan(&b); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}
