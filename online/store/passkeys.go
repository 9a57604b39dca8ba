package store

import "context"

// Passkeys is a store that keeps the accounts' passkeys (WebAuthn credentials), each as its
// credential id and the library's record of it (public key, sign count, flags).
type Passkeys interface {
	// PutPasskey stores (or, signed in again, updates) a passkey of an account.
	PutPasskey(ctx context.Context, account string, id, data []byte) error
	// Passkeys returns an account's passkeys' records, oldest first.
	Passkeys(ctx context.Context, account string) ([][]byte, error)
}
