package store

import (
	"context"
	"errors"
	"time"
)

// Account is a player's optional identity on a server.
type Account struct {
	ID       string
	Name     string // as its player wrote it
	Skeleton string // the name as compared (online/accounts.Skeleton): unique per server
	PassHash string // argon2id
	// RecoveryHash is the recovery code's SHA-256 (the code itself is shown once)
	RecoveryHash []byte
	Created      time.Time
}

// Credential is a session (a browser's cookie) or a device's key (the desktop's), stored as its
// key's SHA-256; ID names it to its owner, who may revoke it.
type Credential struct {
	ID      string
	Hash    []byte
	Account string
	Kind    string // "session" or "device"
	Label   string // a device's name, given by its owner
	Created time.Time
}

// Errors of Accounts' refusals.
var (
	ErrNameTaken = errors.New("that name is taken")
	ErrNoAccount = errors.New("no such account")
)

// Accounts is a store that keeps accounts, their credentials and the seats they hold.
type Accounts interface {
	// CreateAccount stores a new account: ErrNameTaken when its skeleton is another's.
	CreateAccount(ctx context.Context, a Account) error
	// AccountByName finds an account by its name's skeleton, AccountByID by its id (ErrNoAccount).
	AccountByName(ctx context.Context, skeleton string) (Account, error)
	AccountByID(ctx context.Context, id string) (Account, error)
	// SetSecrets changes an account's password hash and recovery hash (a recovery).
	SetSecrets(ctx context.Context, id, passHash string, recoveryHash []byte) error
	// AddCredential stores a session or a device key; Credential finds one by its key's hash
	// (ErrNoAccount); Credentials lists an account's, oldest first; Revoke deletes one of them.
	AddCredential(ctx context.Context, c Credential) error
	Credential(ctx context.Context, hash []byte) (Credential, error)
	Credentials(ctx context.Context, account string) ([]Credential, error)
	Revoke(ctx context.Context, account, id string) error
	// BindSeat gives a seat of a game to an account (again: no change); AccountSeats lists an
	// account's seats, oldest first; SeatAccounts maps a game's seats to their accounts.
	BindSeat(ctx context.Context, account, game string, seat int) error
	AccountSeats(ctx context.Context, account string) ([]SeatRef, error)
	SeatAccounts(ctx context.Context, game string) (map[int]string, error)
}
