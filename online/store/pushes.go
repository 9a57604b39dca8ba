package store

import "context"

// PushSub is one device's way to be told that something waits on its player: a browser's Web
// Push subscription (Endpoint, P256dh, Auth), or an e-mail address (Endpoint "mailto:…", no
// keys). It is told for the seats given to it and, when Account is set, for every seat that
// account holds. Events are what the device chose to be told: "turn", "over", "reminder", "started", "chat".
type PushSub struct {
	Endpoint     string
	P256dh, Auth string
	Account      string
	Events       []string
}

// Pushes is a store that keeps the server's Web Push key and the devices to tell.
type Pushes interface {
	// PushKey returns the server's VAPID private key, keeping fresh when none is kept yet: every
	// server sharing the store signs with the same key (browsers subscribed with its public half).
	PushKey(ctx context.Context, fresh []byte) ([]byte, error)
	// PutPush stores a subscription (replacing the one of the same endpoint: its keys, account
	// and events) and gives it seat tokens (their SHA-256) besides those it has: it is told of
	// every seat a token holds, a rematch's too.
	PutPush(ctx context.Context, sub PushSub, tokens [][]byte) error
	// DropPush forgets a subscription and its seats (unsubscribed, or gone at its push service).
	DropPush(ctx context.Context, endpoint string) error
	// PushesFor lists the subscriptions to tell about a game's seat, held by the token of that
	// hash: the token's, and those of the account holding the seat.
	PushesFor(ctx context.Context, game string, seat int, token []byte) ([]PushSub, error)
	// PushOf is the subscription of endpoint and the seat tokens (their SHA-256) it was given,
	// so the server can show a device its own choice; ok false when none is kept.
	PushOf(ctx context.Context, endpoint string) (sub PushSub, tokens [][]byte, ok bool, err error)
}
