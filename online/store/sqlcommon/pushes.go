package sqlcommon

import (
	"context"
	"strings"

	"tigris/online/store"
)

// Pushes keeps the server's Web Push key and the devices to tell (store.Pushes).
type Pushes struct{ d Dialect }

// PushKey is store.Pushes'.
func (s *Pushes) PushKey(ctx context.Context, fresh []byte) ([]byte, error) {
	if err := s.d.Conn.Exec(ctx, `INSERT INTO push_key (id, private) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, fresh); err != nil {
		return nil, err
	}
	var b []byte
	err := s.d.Conn.QueryRow(ctx, `SELECT private FROM push_key WHERE id = 1`).Scan(&b)
	return b, err
}

// PutPush is store.Pushes': the device first, then its seats (each write is whole by itself: a
// failure between them leaves the device told of fewer seats, and the device asks again).
func (s *Pushes) PutPush(ctx context.Context, sub store.PushSub, tokens [][]byte) error {
	if err := s.d.Conn.Exec(ctx, `INSERT INTO push_subs (endpoint, p256dh, auth, account, events) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, account = excluded.account, events = excluded.events`,
		sub.Endpoint, sub.P256dh, sub.Auth, sub.Account, strings.Join(sub.Events, ",")); err != nil {
		return err
	}
	for _, tok := range tokens {
		if err := s.d.Conn.Exec(ctx, `INSERT INTO push_tokens (endpoint, token) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
			sub.Endpoint, tok); err != nil {
			return err
		}
	}
	return nil
}

// DropPush is store.Pushes'.
func (s *Pushes) DropPush(ctx context.Context, endpoint string) error {
	return s.d.Conn.Exec(ctx, `DELETE FROM push_subs WHERE endpoint = $1`, endpoint)
}

// PushesFor is store.Pushes'.
func (s *Pushes) PushesFor(ctx context.Context, game string, seat int, token []byte) ([]store.PushSub, error) {
	return collect(ctx, s.d.Conn, `SELECT endpoint, p256dh, auth, account, events FROM push_subs
		WHERE endpoint IN (SELECT endpoint FROM push_tokens WHERE token = $3)
		   OR (account <> '' AND account IN (SELECT account FROM account_seats WHERE game = $1 AND seat = $2))
		ORDER BY endpoint`, func(r Row) (store.PushSub, error) {
		var p store.PushSub
		var ev string
		err := r.Scan(&p.Endpoint, &p.P256dh, &p.Auth, &p.Account, &ev)
		if ev != "" {
			p.Events = strings.Split(ev, ",")
		}
		return p, err
	}, game, seat, token)
}

// PushOf is store.Pushes'.
func (s *Pushes) PushOf(ctx context.Context, endpoint string) (store.PushSub, [][]byte, bool, error) {
	subs, err := collect(ctx, s.d.Conn, `SELECT endpoint, p256dh, auth, account, events FROM push_subs WHERE endpoint = $1`,
		func(r Row) (store.PushSub, error) {
			var p store.PushSub
			var ev string
			err := r.Scan(&p.Endpoint, &p.P256dh, &p.Auth, &p.Account, &ev)
			p.Events = []string{}
			if ev != "" {
				p.Events = strings.Split(ev, ",")
			}
			return p, err
		}, endpoint)
	if err != nil || len(subs) == 0 {
		return store.PushSub{}, nil, false, err
	}
	tokens, err := collect(ctx, s.d.Conn, `SELECT token FROM push_tokens WHERE endpoint = $1 ORDER BY token`,
		func(r Row) ([]byte, error) {
			var b []byte
			err := r.Scan(&b)
			return b, err
		}, endpoint)
	return subs[0], tokens, err == nil, err
}
