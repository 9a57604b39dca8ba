package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"tigris/online/store"
	"tigris/online/store/sqlcommon"
)

// conn is the database as the shared queries use it (SQLite reads their $1, $2… as the
// arguments in order).
type conn struct{ db *sql.DB }

func (c conn) Exec(ctx context.Context, q string, args ...any) error {
	_, err := c.db.ExecContext(ctx, q, args...)
	return err
}

func (c conn) QueryRow(ctx context.Context, q string, args ...any) sqlcommon.Row {
	return c.db.QueryRowContext(ctx, q, args...)
}

func (c conn) Query(ctx context.Context, q string, each func(sqlcommon.Row) error, args ...any) error {
	rows, err := c.db.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return sqlcommon.Each(rows, each)
}

// textTime reads a time kept as text (stamp's form).
type textTime struct{ t *time.Time }

func (tt textTime) Scan(src any) error {
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	}
	*tt.t, _ = time.Parse(time.RFC3339Nano, s)
	return nil
}

// commonParts are the accounts, chat, passkeys and settings, in the SQL both stores share.
func commonParts(db *sql.DB) sqlcommon.Parts {
	return sqlcommon.New(sqlcommon.Dialect{
		Conn:             conn{db},
		NoRows:           sql.ErrNoRows,
		Unique:           func(err error) bool { return strings.Contains(err.Error(), "UNIQUE") },
		Time:             func(t time.Time) any { return stamp(t) },
		TimeDest:         func(t *time.Time) any { return textTime{t} },
		Seq:              "rowid",
		CredentialsOrder: "created, rowid",
	})
}

// social is the store's chat and watch links: the shared queries, and the adding of a line.
type social struct {
	*sqlcommon.Social
	d *DB
}

// AddChat is store.Social's.
func (so social) AddChat(ctx context.Context, id string, l store.ChatLine) (int64, error) {
	res, err := so.d.db.ExecContext(ctx, `INSERT INTO chat (game, seat, name, text, at) VALUES (?, ?, ?, ?, ?)`,
		id, l.Seat, l.Name, l.Text, stamp(l.At))
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// Parts are what the store keeps beside the games (store.As finds them).
func (d *DB) Parts() []any {
	return []any{d.common.Accounts, social{d.common.Social, d}, d.common.Passkeys, d.common.Settings, ratings{d.common.Ratings, d}, d.common.Pushes, controls{d.common.Codes, d}}
}
