package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"tigris/online/store"
)

// accountsSchema keeps accounts, their credentials and seats (store.Accounts).
const accountsSchema = `
CREATE TABLE IF NOT EXISTS accounts (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	skeleton TEXT NOT NULL UNIQUE,
	pass_hash TEXT NOT NULL,
	recovery_hash BLOB NOT NULL,
	created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS credentials (
	id TEXT PRIMARY KEY,
	hash BLOB NOT NULL UNIQUE,
	account TEXT NOT NULL REFERENCES accounts(id),
	kind TEXT NOT NULL,
	label TEXT NOT NULL,
	created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS account_seats (
	account TEXT NOT NULL REFERENCES accounts(id),
	game TEXT NOT NULL REFERENCES games(id),
	seat INTEGER NOT NULL,
	PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS account_seats_by_account ON account_seats (account);`

// CreateAccount is store.Accounts'.
func (d *DB) CreateAccount(ctx context.Context, a store.Account) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO accounts (id, name, skeleton, pass_hash, recovery_hash, created) VALUES (?, ?, ?, ?, ?, ?)`,
		a.ID, a.Name, a.Skeleton, a.PassHash, a.RecoveryHash, stamp(a.Created))
	if err != nil && strings.Contains(err.Error(), "UNIQUE") {
		return store.ErrNameTaken
	}
	return err
}

func (d *DB) account(ctx context.Context, where string, arg any) (store.Account, error) {
	var a store.Account
	var created string
	err := d.db.QueryRowContext(ctx, `SELECT id, name, skeleton, pass_hash, recovery_hash, created FROM accounts WHERE `+where+` = ?`, arg).
		Scan(&a.ID, &a.Name, &a.Skeleton, &a.PassHash, &a.RecoveryHash, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return a, store.ErrNoAccount
	}
	a.Created, _ = time.Parse(time.RFC3339Nano, created)
	return a, err
}

// AccountByName is store.Accounts'.
func (d *DB) AccountByName(ctx context.Context, skeleton string) (store.Account, error) {
	return d.account(ctx, "skeleton", skeleton)
}

// AccountByID is store.Accounts'.
func (d *DB) AccountByID(ctx context.Context, id string) (store.Account, error) {
	return d.account(ctx, "id", id)
}

// SetSecrets is store.Accounts'.
func (d *DB) SetSecrets(ctx context.Context, id, passHash string, recoveryHash []byte) error {
	_, err := d.db.ExecContext(ctx, `UPDATE accounts SET pass_hash = ?, recovery_hash = ? WHERE id = ?`, passHash, recoveryHash, id)
	return err
}

// AddCredential is store.Accounts'.
func (d *DB) AddCredential(ctx context.Context, c store.Credential) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO credentials (id, hash, account, kind, label, created) VALUES (?, ?, ?, ?, ?, ?)`,
		c.ID, c.Hash, c.Account, c.Kind, c.Label, stamp(c.Created))
	return err
}

func scanCredential(sc interface{ Scan(...any) error }) (store.Credential, error) {
	var c store.Credential
	var created string
	err := sc.Scan(&c.ID, &c.Hash, &c.Account, &c.Kind, &c.Label, &created)
	c.Created, _ = time.Parse(time.RFC3339Nano, created)
	return c, err
}

// Credential is store.Accounts'.
func (d *DB) Credential(ctx context.Context, hash []byte) (store.Credential, error) {
	c, err := scanCredential(d.db.QueryRowContext(ctx, `SELECT id, hash, account, kind, label, created FROM credentials WHERE hash = ?`, hash))
	if errors.Is(err, sql.ErrNoRows) {
		return c, store.ErrNoAccount
	}
	return c, err
}

// Credentials is store.Accounts'.
func (d *DB) Credentials(ctx context.Context, account string) ([]store.Credential, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, hash, account, kind, label, created FROM credentials WHERE account = ? ORDER BY created, rowid`, account)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.Credential
	for rows.Next() {
		c, err := scanCredential(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Revoke is store.Accounts'.
func (d *DB) Revoke(ctx context.Context, account, id string) error {
	_, err := d.db.ExecContext(ctx, `DELETE FROM credentials WHERE account = ? AND id = ?`, account, id)
	return err
}

// BindSeat is store.Accounts'.
func (d *DB) BindSeat(ctx context.Context, account, game string, seat int) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO account_seats (account, game, seat) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, account, game, seat)
	return err
}

// AccountSeats is store.Accounts'.
func (d *DB) AccountSeats(ctx context.Context, account string) ([]store.SeatRef, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT game, seat FROM account_seats WHERE account = ? ORDER BY rowid`, account)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.SeatRef
	for rows.Next() {
		var r store.SeatRef
		if err := rows.Scan(&r.Game, &r.Seat); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// SeatAccounts is store.Accounts'.
func (d *DB) SeatAccounts(ctx context.Context, game string) (map[int]string, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT seat, account FROM account_seats WHERE game = ?`, game)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]string{}
	for rows.Next() {
		var seat int
		var acc string
		if err := rows.Scan(&seat, &acc); err != nil {
			return nil, err
		}
		out[seat] = acc
	}
	return out, rows.Err()
}
