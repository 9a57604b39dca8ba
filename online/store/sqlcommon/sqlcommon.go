// Package sqlcommon is the SQL that the SQLite and PostgreSQL stores share: the accounts, the
// chat and watch links, the passkeys and the settings, whose tables and queries are the same in
// both. What differs between the two databases (how a call is made, how a time is kept, how a
// taken name or a missing row is told) is a Dialect each store gives.
package sqlcommon

import (
	"context"
	"time"
)

// Row is one row read: its columns scanned into the places given.
type Row interface{ Scan(dest ...any) error }

// Conn is the little of a database connection the shared queries use. Queries are written with
// PostgreSQL's numbered parameters ($1, $2…); a connection to another database rewrites them.
type Conn interface {
	Exec(ctx context.Context, query string, args ...any) error
	QueryRow(ctx context.Context, query string, args ...any) Row
	// Query calls each once a row, in order, and stops at its first error.
	Query(ctx context.Context, query string, each func(Row) error, args ...any) error
}

// Rows are a query's rows as both databases' drivers give them (closed by the caller).
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// Each calls each once a row of rows, in order, and stops at its first error: a Conn's Query.
func Each(rows Rows, each func(Row) error) error {
	for rows.Next() {
		if err := each(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Dialect is how one database differs under the shared queries.
type Dialect struct {
	Conn Conn
	// NoRows is the error a QueryRow finding nothing returns.
	NoRows error
	// Unique reports an error that says a unique column already holds the value.
	Unique func(error) bool
	// Time is how a time is written; TimeDest where a time column is read into.
	Time     func(time.Time) any
	TimeDest func(*time.Time) any
	// Seq is the column that orders a table's rows as they were added ("seq", "rowid");
	// CredentialsOrder orders an account's credentials.
	Seq, CredentialsOrder string
}

// Parts are a store's accounts, social side, passkeys, settings and ratings, made over one dialect.
type Parts struct {
	Accounts *Accounts
	Social   *Social
	Passkeys *Passkeys
	Settings *Settings
	Ratings  *Ratings
	Pushes   *Pushes // pushes.go
	Codes    *Codes  // codes.go
}

// New makes the shared parts over d.
func New(d Dialect) Parts {
	return Parts{Accounts: &Accounts{d}, Social: &Social{d}, Passkeys: &Passkeys{d}, Settings: &Settings{d}, Ratings: &Ratings{d}, Pushes: &Pushes{d}, Codes: &Codes{d}}
}

// collect reads every row of a query with scan, which returns a row's value.
func collect[T any](ctx context.Context, c Conn, query string, scan func(Row) (T, error), args ...any) ([]T, error) {
	var out []T
	err := c.Query(ctx, query, func(r Row) error {
		v, err := scan(r)
		if err == nil {
			out = append(out, v)
		}
		return err
	}, args...)
	return out, err
}
