//go:build !js

package client

import (
	"bytes"
	"context"
	"io"
	"net/http"

	"github.com/coder/websocket"

	"tigris/online/protocol"
)

// postJSON posts body and returns the answer's status and body (bounded).
func postJSON(ctx context.Context, url string, body []byte) (int, string, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return 0, "", nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, protocol.MaxServerMessage))
	return resp.StatusCode, resp.Status, data, err
}

// libSocket is the desktop's WebSocket.
type libSocket struct{ c *websocket.Conn }

func dialSocket(ctx context.Context, url string) (socket, error) {
	ws, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		// a refusal before the handshake (an address over its limits) says why in its body
		if resp != nil && resp.Body != nil {
			if data, rerr := io.ReadAll(resp.Body); rerr == nil {
				if r := refusal(data); r != nil {
					return nil, r
				}
			}
		}
		return nil, err
	}
	ws.SetReadLimit(protocol.MaxServerMessage)
	return libSocket{ws}, nil
}

func (s libSocket) write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageText, b)
}

func (s libSocket) read(ctx context.Context) ([]byte, error) {
	_, data, err := s.c.Read(ctx)
	return data, err
}

func (s libSocket) close() error { return s.c.Close(websocket.StatusNormalClosure, "") }
func (s libSocket) closeNow()    { s.c.CloseNow() }

// CloseStatus is the WebSocket close code of a Read's error, or -1.
func CloseStatus(err error) int { return int(websocket.CloseStatus(err)) }
