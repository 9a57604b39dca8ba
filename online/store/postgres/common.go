package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"tigris/online/store/sqlcommon"
)

// conn is the pool as the shared queries use it.
type conn struct{ pool *pgxpool.Pool }

func (c conn) Exec(ctx context.Context, q string, args ...any) error {
	_, err := c.pool.Exec(ctx, q, args...)
	return err
}

func (c conn) QueryRow(ctx context.Context, q string, args ...any) sqlcommon.Row {
	return c.pool.QueryRow(ctx, q, args...)
}

func (c conn) Query(ctx context.Context, q string, each func(sqlcommon.Row) error, args ...any) error {
	rows, err := c.pool.Query(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return sqlcommon.Each(rows, each)
}

// commonParts are the accounts, chat, passkeys and settings, in the SQL both stores share.
func commonParts(pool *pgxpool.Pool) sqlcommon.Parts {
	return sqlcommon.New(sqlcommon.Dialect{
		Conn:   conn{pool},
		NoRows: pgx.ErrNoRows,
		Unique: func(err error) bool {
			var pe *pgconn.PgError
			return errors.As(err, &pe) && pe.Code == "23505"
		},
		Time:             func(t time.Time) any { return t },
		TimeDest:         func(t *time.Time) any { return t },
		Seq:              "seq",
		CredentialsOrder: "seq",
	})
}

// social is the store's chat and watch links: the shared queries, and the adding of a line,
// announced to the other servers.
type social struct {
	*sqlcommon.Social
	d *DB
}

// Parts are what the store keeps beside the games (store.As finds them): the shared SQL's
// accounts, passkeys, settings and pushes, and this store's chat, ratings, controls and lobby.
func (d *DB) Parts() []any {
	return []any{d.common.Accounts, social{d.common.Social, d}, d.common.Passkeys, d.common.Settings, ratings{d.common.Ratings, d}, d.common.Pushes, controls{d.common.Codes, d}, lobby{d}}
}
