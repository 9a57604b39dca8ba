package sqlcommon

import (
	"context"
	"errors"
	"strings"
)

// Passkeys keeps the accounts' passkeys (store.Passkeys).
type Passkeys struct{ d Dialect }

// PutPasskey is store.Passkeys'.
func (s *Passkeys) PutPasskey(ctx context.Context, account string, id, data []byte) error {
	return s.d.Conn.Exec(ctx, `INSERT INTO passkeys (id, account, data) VALUES ($1, $2, $3)
		ON CONFLICT (id) DO UPDATE SET data = excluded.data WHERE passkeys.account = excluded.account`, id, account, data)
}

// Passkeys is store.Passkeys'.
func (s *Passkeys) Passkeys(ctx context.Context, account string) ([][]byte, error) {
	return collect(ctx, s.d.Conn, `SELECT data FROM passkeys WHERE account = $1 ORDER BY `+s.d.Seq, func(r Row) ([]byte, error) {
		var b []byte
		err := r.Scan(&b)
		return b, err
	}, account)
}

// Settings keeps each account's settings (store.Settings).
type Settings struct{ d Dialect }

// PutSettings is store.Settings'.
func (s *Settings) PutSettings(ctx context.Context, account string, data []byte) error {
	return s.d.Conn.Exec(ctx, `INSERT INTO account_settings (account, data) VALUES ($1, $2)
		ON CONFLICT (account) DO UPDATE SET data = excluded.data`, account, data)
}

// Settings is store.Settings' (nil: none yet).
func (s *Settings) Settings(ctx context.Context, account string) ([]byte, error) {
	var b []byte
	err := s.d.Conn.QueryRow(ctx, `SELECT data FROM account_settings WHERE account = $1`, account).Scan(&b)
	if errors.Is(err, s.d.NoRows) {
		return nil, nil
	}
	return b, err
}

// replaceSeq names the dialect's ordering column where a query says seq.
func replaceSeq(q, seq string) string { return strings.ReplaceAll(q, "seq", seq) }
