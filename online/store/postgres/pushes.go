package postgres

import (
	"context"
	"strings"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// PushKey is store.Pushes'.
func (d *DB) PushKey(ctx context.Context, fresh []byte) ([]byte, error) {
	if _, err := d.pool.Exec(ctx, `INSERT INTO push_key (id, private) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, fresh); err != nil {
		return nil, err
	}
	var b []byte
	err := d.pool.QueryRow(ctx, `SELECT private FROM push_key WHERE id = 1`).Scan(&b)
	return b, err
}

// PutPush is store.Pushes'.
func (d *DB) PutPush(ctx context.Context, sub store.PushSub, seats []store.SeatRef) error {
	return pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO push_subs (endpoint, p256dh, auth, account, events) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, account = excluded.account, events = excluded.events`,
			sub.Endpoint, sub.P256dh, sub.Auth, sub.Account, strings.Join(sub.Events, ",")); err != nil {
			return err
		}
		for _, s := range seats {
			if _, err := tx.Exec(ctx, `INSERT INTO push_seats (endpoint, game, seat) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
				sub.Endpoint, s.Game, s.Seat); err != nil {
				return err
			}
		}
		return nil
	})
}

// DropPush is store.Pushes'.
func (d *DB) DropPush(ctx context.Context, endpoint string) error {
	_, err := d.pool.Exec(ctx, `DELETE FROM push_subs WHERE endpoint = $1`, endpoint)
	return err
}

// PushesFor is store.Pushes'.
func (d *DB) PushesFor(ctx context.Context, game string, seat int) ([]store.PushSub, error) {
	rows, err := d.pool.Query(ctx, `SELECT endpoint, p256dh, auth, account, events FROM push_subs
		WHERE endpoint IN (SELECT endpoint FROM push_seats WHERE game = $1 AND seat = $2)
		   OR (account <> '' AND account IN (SELECT account FROM account_seats WHERE game = $1 AND seat = $2))
		ORDER BY endpoint`, game, seat)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.PushSub
	for rows.Next() {
		var p store.PushSub
		var ev string
		if err := rows.Scan(&p.Endpoint, &p.P256dh, &p.Auth, &p.Account, &ev); err != nil {
			return nil, err
		}
		if ev != "" {
			p.Events = strings.Split(ev, ",")
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
