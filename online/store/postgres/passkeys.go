package postgres

import "context"

// PutPasskey is store.Passkeys'.
func (d *DB) PutPasskey(ctx context.Context, account string, id, data []byte) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO passkeys (id, account, data) VALUES ($1, $2, $3)
		ON CONFLICT (id) DO UPDATE SET data = excluded.data WHERE passkeys.account = excluded.account`, id, account, data)
	return err
}

// Passkeys is store.Passkeys'.
func (d *DB) Passkeys(ctx context.Context, account string) ([][]byte, error) {
	rows, err := d.pool.Query(ctx, `SELECT data FROM passkeys WHERE account = $1 ORDER BY seq`, account)
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
