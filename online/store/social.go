package store

import (
	"context"
	"errors"
	"time"
)

// ChatLine is one line of a game's chat as stored: kept with the game, so a player who comes
// back (on any device, after a restart) reads what was said.
type ChatLine struct {
	N    int64 // the line's place in the store's order (filled by Chat and AddChat)
	Seat int
	Name string
	Text string
	At   time.Time
}

// ErrNoWatch: no watch link has that key.
var ErrNoWatch = errors.New("no such watch link")

// Social is a store that keeps what makes a game a place beside its decisions: its chat and
// the watch links that let spectators in.
type Social interface {
	// AddChat stores a line of game id's chat and returns its N; a Shared store announces it to
	// the other servers as a change of the game.
	AddChat(ctx context.Context, id string, line ChatLine) (int64, error)
	// Chat returns game id's last limit lines, oldest first.
	Chat(ctx context.Context, id string, limit int) ([]ChatLine, error)
	// SetMute records that seat of game id does (on) or does not hear other's chat lines; Mutes
	// returns, per seat, the seats it does not hear.
	SetMute(ctx context.Context, id string, seat, other int, on bool) error
	Mutes(ctx context.Context, id string) (map[int][]int, error)
	// AddWatch stores a watch link of game id: its key's SHA-256 and how many decisions behind
	// the game its spectators are shown.
	AddWatch(ctx context.Context, id string, keyHash []byte, behind int) error
	// Watching finds the game and delay of the watch link whose key hashes to keyHash, or
	// ErrNoWatch.
	Watching(ctx context.Context, keyHash []byte) (id string, behind int, err error)
}
