// Package client is the Go side of the online protocol (docs/PROTOCOL.md): the HTTP calls that
// create, join and list games, a WebSocket connection to a seat, a Game that follows the messages,
// and a Player that plays a seat to the end through disconnections. It builds for the desktop and
// for WebAssembly alike.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"tigris/online/protocol"
)

// Refused is the server's refusal of an HTTP call or a message.
type Refused struct {
	Code, Message string
	RetryAfter    time.Duration // how long the server asks to wait before sending again (0: not said)
}

func (r *Refused) Error() string { return r.Message + " (" + r.Code + ")" }

func post(ctx context.Context, base, path string, body, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	status, statusText, data, err := postJSON(ctx, strings.TrimRight(base, "/")+path, b)
	if err != nil {
		return err
	}
	if status != 200 {
		if r := refusal(data); r != nil {
			return r
		}
		return fmt.Errorf("%s: %s", path, statusText)
	}
	return json.Unmarshal(data, out)
}

// refusal is the server's reason in a refused call's body, or nil.
func refusal(body []byte) *Refused {
	var he protocol.HTTPError
	if json.Unmarshal(body, &he) == nil && he.Code != "" {
		return &Refused{Code: he.Code, Message: he.Message}
	}
	return nil
}

// Create creates a game; the ticket is the creator's seat.
func Create(ctx context.Context, base string, req protocol.CreateRequest) (protocol.Ticket, error) {
	req.V = protocol.Version
	var t protocol.Ticket
	err := post(ctx, base, "/api/games", req, &t)
	return t, err
}

// Join claims a free invited seat of the game with code (seat -1: the first free one).
func Join(ctx context.Context, base, code, name string, seat int) (protocol.Ticket, error) {
	var t protocol.Ticket
	err := post(ctx, base, "/api/join", protocol.JoinRequest{V: protocol.Version, Code: code, Name: name, Seat: seat}, &t)
	return t, err
}

// Mine tells how the games of these tokens stand.
func Mine(ctx context.Context, base string, tokens []string) (protocol.Mine, error) {
	var m protocol.Mine
	err := post(ctx, base, "/api/mine", protocol.MineRequest{V: protocol.Version, Tokens: tokens}, &m)
	return m, err
}

// Conn is a connection to one seat of a game.
type Conn struct{ ws socket }

// socket is a WebSocket as each platform has it: the desktop's library, or the browser's own
// (which keeps net/http out of the WebAssembly build).
type socket interface {
	write(ctx context.Context, b []byte) error
	read(ctx context.Context) ([]byte, error)
	close() error // a normal closure
	closeNow()
}

// SocketURL is the WebSocket address of a server's base address (http://host:port).
func SocketURL(base string) string {
	u := strings.TrimRight(base, "/") + "/ws"
	switch {
	case strings.HasPrefix(u, "https://"):
		return "wss://" + u[len("https://"):]
	case strings.HasPrefix(u, "http://"):
		return "ws://" + u[len("http://"):]
	}
	return u
}

// Dial connects to the seat whose token is given, saying it has seen step decisions (-1: none).
// The server answers with a Welcome (read it with Read).
func Dial(ctx context.Context, base, gameID, token string, step int) (*Conn, error) {
	ws, err := dialSocket(ctx, SocketURL(base))
	if err != nil {
		return nil, err
	}
	c := &Conn{ws: ws}
	if err := c.Send(ctx, &protocol.Hello{Game: gameID, Token: token, Step: step}); err != nil {
		ws.closeNow()
		return nil, err
	}
	return c, nil
}

// Send writes a message.
func (c *Conn) Send(ctx context.Context, m protocol.Message) error {
	b, err := protocol.Encode(m)
	if err != nil {
		return err
	}
	return c.ws.write(ctx, b)
}

// SendRaw writes bytes as they are (for tests of what the server refuses).
func (c *Conn) SendRaw(ctx context.Context, b []byte) error {
	return c.ws.write(ctx, b)
}

// Read waits for the next message.
func (c *Conn) Read(ctx context.Context) (protocol.Message, error) {
	data, err := c.ws.read(ctx)
	if err != nil {
		return nil, err
	}
	return protocol.Decode(data, protocol.MaxServerMessage)
}

// Close ends the connection.
func (c *Conn) Close() error { return c.ws.close() }

// ServiceRestart is the close code of a server that stops (1012): connect again, to another
// server first when there is one.
const ServiceRestart = 1012

// ErrClosed tells a connection closed by the server from other failures.
var ErrClosed = errors.New("the server closed the connection")
