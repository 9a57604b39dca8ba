// Package client is the Go side of the online protocol (docs/PROTOCOL.md): the HTTP calls that
// create, join and list games, a WebSocket connection to a seat, a Game that follows the messages,
// and a Player that plays a seat to the end through disconnections. It builds for the desktop and
// for WebAssembly alike.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/coder/websocket"

	"tigris/online/protocol"
)

// Refused is the server's refusal of an HTTP call or a message.
type Refused struct {
	Code, Message string
}

func (r *Refused) Error() string { return r.Message + " (" + r.Code + ")" }

func post(ctx context.Context, base, path string, body, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", strings.TrimRight(base, "/")+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, protocol.MaxServerMessage))
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		var he protocol.HTTPError
		if json.Unmarshal(data, &he) == nil && he.Code != "" {
			return &Refused{he.Code, he.Message}
		}
		return fmt.Errorf("%s: %s", path, resp.Status)
	}
	return json.Unmarshal(data, out)
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
type Conn struct{ ws *websocket.Conn }

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
	ws, resp, err := websocket.Dial(ctx, SocketURL(base), nil)
	if err != nil {
		// a refusal before the handshake (an address over its limits) says why in its body
		if resp != nil && resp.Body != nil {
			var he protocol.HTTPError
			if data, rerr := io.ReadAll(resp.Body); rerr == nil && json.Unmarshal(data, &he) == nil && he.Code != "" {
				return nil, &Refused{he.Code, he.Message}
			}
		}
		return nil, err
	}
	ws.SetReadLimit(protocol.MaxServerMessage)
	c := &Conn{ws: ws}
	if err := c.Send(ctx, &protocol.Hello{Game: gameID, Token: token, Step: step}); err != nil {
		ws.CloseNow()
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
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// SendRaw writes bytes as they are (for tests of what the server refuses).
func (c *Conn) SendRaw(ctx context.Context, b []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// Read waits for the next message.
func (c *Conn) Read(ctx context.Context) (protocol.Message, error) {
	_, data, err := c.ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	return protocol.Decode(data, protocol.MaxServerMessage)
}

// Close ends the connection.
func (c *Conn) Close() error { return c.ws.Close(websocket.StatusNormalClosure, "") }

// ErrClosed tells a connection closed by the server from other failures.
var ErrClosed = errors.New("the server closed the connection")

// CloseStatus is the WebSocket close code of a Read's error, or -1.
func CloseStatus(err error) int { return int(websocket.CloseStatus(err)) }
