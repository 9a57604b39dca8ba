package client

import (
	"context"

	"tigris/online/protocol"
)

// WatchLink asks for a watch link of a game by one of its seats' tokens: whoever holds the link's
// key watches the game behind decisions late (0 to protocol.MaxBehind).
func WatchLink(ctx context.Context, base, gameID, token string, behind int) (protocol.WatchLink, error) {
	var l protocol.WatchLink
	err := post(ctx, base, "/api/watch", protocol.WatchRequest{V: protocol.Version, Game: gameID, Token: token, Behind: behind}, &l)
	return l, err
}

// DialWatch connects as a spectator with a watch link's key, saying it has seen step decisions
// (-1: none). The server answers with a Welcome of seat -1 (game.Spectator).
func DialWatch(ctx context.Context, base, gameID, key string, step int) (*Conn, error) {
	ws, err := dialSocket(ctx, SocketURL(base))
	if err != nil {
		return nil, err
	}
	c := &Conn{ws: ws}
	if err := c.Send(ctx, &protocol.Watch{Game: gameID, Key: key, Step: step}); err != nil {
		ws.closeNow()
		return nil, err
	}
	return c, nil
}

// Say sends a line to the game's chat.
func (c *Conn) Say(ctx context.Context, text string) error {
	return c.Send(ctx, &protocol.Chat{Text: text})
}

// Mute stops (on) or starts again (off) seat's chat lines reaching this seat.
func (c *Conn) Mute(ctx context.Context, seat int, on bool) error {
	return c.Send(ctx, &protocol.Mute{Seat: seat, Mute: on})
}

// AskLegal asks for the decisions the seat may make now; the server answers with a Legal.
func (c *Conn) AskLegal(ctx context.Context) error {
	return c.Send(ctx, &protocol.Legal{})
}

// MapInfo tells a map's river, starting treasures and gold-cornered spaces.
func MapInfo(ctx context.Context, base, name string) (protocol.MapInfo, error) {
	var m protocol.MapInfo
	err := post(ctx, base, "/api/map/"+name, struct {
		V int `json:"v"`
	}{protocol.Version}, &m)
	return m, err
}
