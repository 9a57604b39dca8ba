package sqlcommon

import (
	"context"
	"errors"

	"tigris/online/store"
)

// Accounts keeps accounts, their credentials and the seats they hold (store.Accounts).
type Accounts struct{ d Dialect }

// CreateAccount is store.Accounts'.
func (s *Accounts) CreateAccount(ctx context.Context, a store.Account) error {
	err := s.d.Conn.Exec(ctx, `INSERT INTO accounts (id, name, skeleton, pass_hash, recovery_hash, created) VALUES ($1, $2, $3, $4, $5, $6)`,
		a.ID, a.Name, a.Skeleton, a.PassHash, a.RecoveryHash, s.d.Time(a.Created))
	if err != nil && s.d.Unique(err) {
		return store.ErrNameTaken
	}
	return err
}

func (s *Accounts) account(ctx context.Context, where string, arg any) (store.Account, error) {
	var a store.Account
	err := s.d.Conn.QueryRow(ctx, `SELECT id, name, skeleton, pass_hash, recovery_hash, created FROM accounts WHERE `+where+` = $1`, arg).
		Scan(&a.ID, &a.Name, &a.Skeleton, &a.PassHash, &a.RecoveryHash, s.d.TimeDest(&a.Created))
	if errors.Is(err, s.d.NoRows) {
		return a, store.ErrNoAccount
	}
	return a, err
}

// AccountByName is store.Accounts'.
func (s *Accounts) AccountByName(ctx context.Context, skeleton string) (store.Account, error) {
	return s.account(ctx, "skeleton", skeleton)
}

// AccountByID is store.Accounts'.
func (s *Accounts) AccountByID(ctx context.Context, id string) (store.Account, error) {
	return s.account(ctx, "id", id)
}

// SetSecrets is store.Accounts'.
func (s *Accounts) SetSecrets(ctx context.Context, id, passHash string, recoveryHash []byte) error {
	return s.d.Conn.Exec(ctx, `UPDATE accounts SET pass_hash = $1, recovery_hash = $2 WHERE id = $3`, passHash, recoveryHash, id)
}

// AddCredential is store.Accounts'.
func (s *Accounts) AddCredential(ctx context.Context, c store.Credential) error {
	return s.d.Conn.Exec(ctx, `INSERT INTO credentials (id, hash, account, kind, label, created) VALUES ($1, $2, $3, $4, $5, $6)`,
		c.ID, c.Hash, c.Account, c.Kind, c.Label, s.d.Time(c.Created))
}

func (s *Accounts) scanCredential(r Row) (store.Credential, error) {
	var c store.Credential
	err := r.Scan(&c.ID, &c.Hash, &c.Account, &c.Kind, &c.Label, s.d.TimeDest(&c.Created))
	return c, err
}

// Credential is store.Accounts'.
func (s *Accounts) Credential(ctx context.Context, hash []byte) (store.Credential, error) {
	c, err := s.scanCredential(s.d.Conn.QueryRow(ctx, `SELECT id, hash, account, kind, label, created FROM credentials WHERE hash = $1`, hash))
	if errors.Is(err, s.d.NoRows) {
		return c, store.ErrNoAccount
	}
	return c, err
}

// Credentials is store.Accounts'.
func (s *Accounts) Credentials(ctx context.Context, account string) ([]store.Credential, error) {
	return collect(ctx, s.d.Conn, `SELECT id, hash, account, kind, label, created FROM credentials WHERE account = $1 ORDER BY `+s.d.CredentialsOrder,
		s.scanCredential, account)
}

// Revoke is store.Accounts'.
func (s *Accounts) Revoke(ctx context.Context, account, id string) error {
	return s.d.Conn.Exec(ctx, `DELETE FROM credentials WHERE account = $1 AND id = $2`, account, id)
}

// BindSeat is store.Accounts'.
func (s *Accounts) BindSeat(ctx context.Context, account, game string, seat int) error {
	return s.d.Conn.Exec(ctx, `INSERT INTO account_seats (account, game, seat) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, account, game, seat)
}

// AccountSeats is store.Accounts'.
func (s *Accounts) AccountSeats(ctx context.Context, account string) ([]store.SeatRef, error) {
	return collect(ctx, s.d.Conn, `SELECT game, seat FROM account_seats WHERE account = $1 ORDER BY `+s.d.Seq, func(r Row) (store.SeatRef, error) {
		var ref store.SeatRef
		err := r.Scan(&ref.Game, &ref.Seat)
		return ref, err
	}, account)
}

// SeatAccounts is store.Accounts'.
func (s *Accounts) SeatAccounts(ctx context.Context, game string) (map[int]string, error) {
	out := map[int]string{}
	err := s.d.Conn.Query(ctx, `SELECT seat, account FROM account_seats WHERE game = $1`, func(r Row) error {
		var seat int
		var acc string
		err := r.Scan(&seat, &acc)
		out[seat] = acc
		return err
	}, game)
	return out, err
}
