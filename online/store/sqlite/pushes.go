package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"tigris/online/store"
)

// pushesSchema keeps the server's Web Push key and the devices to tell (store.Pushes).
const pushesSchema = `
CREATE TABLE IF NOT EXISTS push_key (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	private BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS push_subs (
	endpoint TEXT PRIMARY KEY,
	p256dh TEXT NOT NULL,
	auth TEXT NOT NULL,
	account TEXT NOT NULL,
	events TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subs_by_account ON push_subs (account);
CREATE TABLE IF NOT EXISTS push_seats (
	endpoint TEXT NOT NULL REFERENCES push_subs(endpoint) ON DELETE CASCADE,
	game TEXT NOT NULL,
	seat INTEGER NOT NULL,
	PRIMARY KEY (game, seat, endpoint)
);`

// PushKey is store.Pushes'.
func (d *DB) PushKey(ctx context.Context, fresh []byte) ([]byte, error) {
	if _, err := d.db.ExecContext(ctx, `INSERT INTO push_key (id, private) VALUES (1, ?) ON CONFLICT (id) DO NOTHING`, fresh); err != nil {
		return nil, err
	}
	var b []byte
	err := d.db.QueryRowContext(ctx, `SELECT private FROM push_key WHERE id = 1`).Scan(&b)
	return b, err
}

// PutPush is store.Pushes'.
func (d *DB) PutPush(ctx context.Context, sub store.PushSub, seats []store.SeatRef) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO push_subs (endpoint, p256dh, auth, account, events) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, account = excluded.account, events = excluded.events`,
		sub.Endpoint, sub.P256dh, sub.Auth, sub.Account, strings.Join(sub.Events, ",")); err != nil {
		return err
	}
	for _, s := range seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO push_seats (endpoint, game, seat) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			sub.Endpoint, s.Game, s.Seat); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// DropPush is store.Pushes'.
func (d *DB) DropPush(ctx context.Context, endpoint string) error {
	_, err := d.db.ExecContext(ctx, `DELETE FROM push_subs WHERE endpoint = ?`, endpoint)
	return err
}

// PushesFor is store.Pushes'.
func (d *DB) PushesFor(ctx context.Context, game string, seat int) ([]store.PushSub, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT endpoint, p256dh, auth, account, events FROM push_subs
		WHERE endpoint IN (SELECT endpoint FROM push_seats WHERE game = ? AND seat = ?)
		   OR (account <> '' AND account IN (SELECT account FROM account_seats WHERE game = ? AND seat = ?))
		ORDER BY endpoint`, game, seat, game, seat)
	if err != nil {
		return nil, err
	}
	return scanPushes(rows)
}

func scanPushes(rows *sql.Rows) ([]store.PushSub, error) {
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
