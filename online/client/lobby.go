package client

import (
	"context"

	"tigris/online/protocol"
)

// Lobby lists the server's public games with a free invited seat.
func Lobby(ctx context.Context, base string) (protocol.Lobby, error) {
	var l protocol.Lobby
	err := post(ctx, base, "/api/lobby", struct {
		V int `json:"v"`
	}{protocol.Version}, &l)
	return l, err
}

// Take takes a free seat of a public game (seat -1: the first one) in one call.
func Take(ctx context.Context, base, gameID, name string, seat int) (protocol.Ticket, error) {
	var t protocol.Ticket
	err := post(ctx, base, "/api/lobby/take", protocol.TakeRequest{V: protocol.Version, Game: gameID, Name: name, Seat: seat}, &t)
	return t, err
}

// Quick asks for a 2-player live game with the next person who asks: the call waits for them
// (about half a minute), then answers Waited with the bots offered; bot, when not "", asks for a
// game against a bot of that level at once.
func Quick(ctx context.Context, base, name, bot string) (protocol.QuickAnswer, error) {
	var a protocol.QuickAnswer
	err := post(ctx, base, "/api/quick", protocol.QuickRequest{V: protocol.Version, Name: name, Bot: bot}, &a)
	return a, err
}

// Leaderboard lists the server's best rated players.
func Leaderboard(ctx context.Context, base string) (protocol.Leaderboard, error) {
	var l protocol.Leaderboard
	err := post(ctx, base, "/api/ratings", struct {
		V int `json:"v"`
	}{protocol.Version}, &l)
	return l, err
}

// PlayerRating tells a player's rating and rated games, by name.
func PlayerRating(ctx context.Context, base, name string) (protocol.PlayerAnswer, error) {
	var a protocol.PlayerAnswer
	err := post(ctx, base, "/api/ratings/player", protocol.PlayerRequest{V: protocol.Version, Name: name}, &a)
	return a, err
}
