package store

import "context"

// Settings is a store that keeps each account's settings (a JSON object the clients write), so
// they follow the player to every device signed in.
type Settings interface {
	// PutSettings replaces an account's settings; Settings reads them (nil: none yet).
	PutSettings(ctx context.Context, account string, data []byte) error
	Settings(ctx context.Context, account string) ([]byte, error)
}
