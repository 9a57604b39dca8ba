package remote

import (
	"context"

	"tigris/online/client"
)

// Who opens the seat: its token, else the account signed in on this device (DeviceKey; in a
// browser its cookie), or a watch link's key for a spectator.
type Opener struct {
	// Account opens the account's seat of the game (no token on this device).
	Account bool
	// DeviceKey signs the account in on a device ("" in a browser: the session cookie).
	DeviceKey string
	// WatchKey, when set, watches the game as a spectator: no hand, no points, no hint.
	WatchKey string
}

// dial connects as the config says, saying step decisions were seen.
func (c Config) dial(ctx context.Context, step int) (*client.Conn, error) {
	switch {
	case c.WatchKey != "":
		return client.DialWatch(ctx, c.Base, c.Game, c.WatchKey, step)
	case c.Account:
		return client.DialAccount(ctx, c.Base, c.Game, c.DeviceKey, step)
	}
	return client.Dial(ctx, c.Base, c.Game, c.Token, step)
}

// Watching reports a spectator's session: it decides nothing and sees only what is public.
func (c Config) Watching() bool { return c.WatchKey != "" }

// SeatConfig is how s opens its seat: its server, its game, and its token (never shown; a
// watch link is asked with it).
func SeatConfig(s *Session) Config { return s.cfg }
