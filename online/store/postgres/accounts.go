package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"tigris/online/store"
)

// CreateAccount is store.Accounts'.
func (d *DB) CreateAccount(ctx context.Context, a store.Account) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO accounts (id, name, skeleton, pass_hash, recovery_hash, created) VALUES ($1, $2, $3, $4, $5, $6)`,
		a.ID, a.Name, a.Skeleton, a.PassHash, a.RecoveryHash, a.Created)
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" {
		return store.ErrNameTaken
	}
	return err
}

func (d *DB) account(ctx context.Context, where string, arg any) (store.Account, error) {
	var a store.Account
	err := d.pool.QueryRow(ctx, `SELECT id, name, skeleton, pass_hash, recovery_hash, created FROM accounts WHERE `+where+` = $1`, arg).
		Scan(&a.ID, &a.Name, &a.Skeleton, &a.PassHash, &a.RecoveryHash, &a.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return a, store.ErrNoAccount
	}
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
	_, err := d.pool.Exec(ctx, `UPDATE accounts SET pass_hash = $1, recovery_hash = $2 WHERE id = $3`, passHash, recoveryHash, id)
	return err
}

// AddCredential is store.Accounts'.
func (d *DB) AddCredential(ctx context.Context, c store.Credential) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO credentials (id, hash, account, kind, label, created) VALUES ($1, $2, $3, $4, $5, $6)`,
		c.ID, c.Hash, c.Account, c.Kind, c.Label, c.Created)
	return err
}

// Credential is store.Accounts'.
func (d *DB) Credential(ctx context.Context, hash []byte) (store.Credential, error) {
	var c store.Credential
	err := d.pool.QueryRow(ctx, `SELECT id, hash, account, kind, label, created FROM credentials WHERE hash = $1`, hash).
		Scan(&c.ID, &c.Hash, &c.Account, &c.Kind, &c.Label, &c.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, store.ErrNoAccount
	}
	return c, err
}

// Credentials is store.Accounts'.
func (d *DB) Credentials(ctx context.Context, account string) ([]store.Credential, error) {
	rows, err := d.pool.Query(ctx, `SELECT id, hash, account, kind, label, created FROM credentials WHERE account = $1 ORDER BY seq`, account)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.Credential
	for rows.Next() {
		var c store.Credential
		if err := rows.Scan(&c.ID, &c.Hash, &c.Account, &c.Kind, &c.Label, &c.Created); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Revoke is store.Accounts'.
func (d *DB) Revoke(ctx context.Context, account, id string) error {
	_, err := d.pool.Exec(ctx, `DELETE FROM credentials WHERE account = $1 AND id = $2`, account, id)
	return err
}

// BindSeat is store.Accounts'.
func (d *DB) BindSeat(ctx context.Context, account, game string, seat int) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO account_seats (account, game, seat) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, account, game, seat)
	return err
}

// AccountSeats is store.Accounts'.
func (d *DB) AccountSeats(ctx context.Context, account string) ([]store.SeatRef, error) {
	rows, err := d.pool.Query(ctx, `SELECT game, seat FROM account_seats WHERE account = $1 ORDER BY seq`, account)
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
	rows, err := d.pool.Query(ctx, `SELECT seat, account FROM account_seats WHERE game = $1`, game)
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
