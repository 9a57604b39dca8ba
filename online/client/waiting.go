package client

import (
	"context"

	"tigris/online/protocol"
)

// The changes a seated player makes to a game whose invited seat nobody took yet
// (docs/PROTOCOL.md, "A game waiting for its invited"): token is the caller's seat's.

// CancelGame ends game id before its first decision: it is over for everybody, and unrated.
func CancelGame(ctx context.Context, base, id, token string) error {
	var done protocol.Done
	return post(ctx, base, "/api/game/cancel", protocol.WaitingRequest{V: protocol.Version, Game: id, Token: token, Seat: -1}, &done)
}

// NewInvitation gives game id a new code and link; the old ones join nothing any more.
func NewInvitation(ctx context.Context, base, id, token string) (protocol.Invitation, error) {
	var inv protocol.Invitation
	err := post(ctx, base, "/api/game/invite", protocol.WaitingRequest{V: protocol.Version, Game: id, Token: token, Seat: -1}, &inv)
	return inv, err
}

// SeatBot gives a free invited seat of game id (seat -1: the first) to a bot of level.
func SeatBot(ctx context.Context, base, id, token string, seat int, level string) error {
	var done protocol.Done
	return post(ctx, base, "/api/game/bot", protocol.WaitingRequest{V: protocol.Version, Game: id, Token: token, Seat: seat, Level: level}, &done)
}
