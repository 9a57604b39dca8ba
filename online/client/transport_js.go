//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"tigris/online/protocol"
)

// postJSON posts body with the browser's fetch and returns the answer's status and body: the
// page's own HTTP, which keeps net/http (1.9 MB of compressed WebAssembly) out of the build.
func postJSON(ctx context.Context, url string, body []byte) (int, string, []byte, error) {
	type answer struct {
		status int
		text   string
		body   string
		err    error
	}
	done := make(chan answer, 1)
	abort := js.Global().Get("AbortController").New()
	headers := js.Global().Get("Object").New()
	headers.Set("Content-Type", "application/json")
	opts := js.Global().Get("Object").New()
	opts.Set("method", "POST")
	opts.Set("headers", headers)
	opts.Set("body", string(body))
	opts.Set("signal", abort.Get("signal"))
	var funcs []js.Func
	fn := func(f func(v js.Value)) js.Func {
		jf := js.FuncOf(func(this js.Value, args []js.Value) any {
			v := js.Undefined()
			if len(args) > 0 {
				v = args[0]
			}
			f(v)
			return nil
		})
		funcs = append(funcs, jf)
		return jf
	}
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	var status int
	var statusText string
	put := func(a answer) { // never blocks the page's event loop
		select {
		case done <- a:
		default:
		}
	}
	failed := fn(func(e js.Value) {
		put(answer{err: fmt.Errorf("the server could not be reached: %s", js.Global().Get("String").Invoke(e).String())})
	})
	gotText := fn(func(t js.Value) {
		put(answer{status: status, text: statusText, body: t.String()})
	})
	gotResp := fn(func(r js.Value) {
		status, statusText = r.Get("status").Int(), fmt.Sprintf("%d %s", r.Get("status").Int(), r.Get("statusText").String())
		r.Call("text").Call("then", gotText, failed)
	})
	js.Global().Call("fetch", url, opts).Call("then", gotResp, failed)
	select {
	case a := <-done:
		if a.err != nil {
			return 0, "", nil, a.err
		}
		if len(a.body) > protocol.MaxServerMessage {
			return 0, "", nil, fmt.Errorf("the server's answer is over %d bytes", protocol.MaxServerMessage)
		}
		return a.status, a.text, []byte(a.body), nil
	case <-ctx.Done():
		abort.Call("abort")
		<-done // the promise settles (rejected) once aborted; its functions are released after
		return 0, "", nil, ctx.Err()
	}
}

// closeError is a connection's end as the browser reports it.
type closeError struct {
	code   int
	reason string
}

func (e *closeError) Error() string {
	if e.reason != "" {
		return fmt.Sprintf("the connection closed (%d: %s)", e.code, e.reason)
	}
	return fmt.Sprintf("the connection closed (%d)", e.code)
}

// CloseStatus is the WebSocket close code of a Read's error, or -1.
func CloseStatus(err error) int {
	var c *closeError
	if errors.As(err, &c) {
		return c.code
	}
	return -1
}

// pageSocket is the browser's own WebSocket.
type pageSocket struct {
	ws    js.Value
	in    chan []byte
	done  chan struct{} // closed when the socket is
	once  sync.Once
	end   *closeError
	funcs map[string]js.Func // the listeners, by event
}

// pageQueue is how many messages may wait unread; a client that lets more pile up is behind and
// reconnects, as the server treats a slow client.
const pageQueue = 4096

func dialSocket(ctx context.Context, url string) (socket, error) {
	s := &pageSocket{ws: js.Global().Get("WebSocket").New(url), in: make(chan []byte, pageQueue), done: make(chan struct{}), funcs: map[string]js.Func{}}
	opened := make(chan struct{})
	var openOnce sync.Once
	on := func(event string, f func(e js.Value)) {
		jf := js.FuncOf(func(this js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		s.funcs[event] = jf
		s.ws.Call("addEventListener", event, jf)
	}
	on("open", func(js.Value) { openOnce.Do(func() { close(opened) }) })
	on("message", func(e js.Value) {
		d := e.Get("data")
		if d.Type() != js.TypeString {
			return // the protocol's messages are text
		}
		text := d.String()
		if len(text) > protocol.MaxServerMessage {
			s.ws.Call("close", 1009, "message too big")
			return
		}
		select {
		case s.in <- []byte(text):
		default:
			s.ws.Call("close", 1008, "too far behind")
		}
	})
	on("close", func(e js.Value) {
		s.finish(&closeError{code: e.Get("code").Int(), reason: e.Get("reason").String()})
	})
	select {
	case <-opened:
		return s, nil
	case <-s.done:
		// a refusal before the handshake (429 and its reason) is not shown to a page's script
		return nil, fmt.Errorf("the server refused the connection or could not be reached: %w", s.end)
	case <-ctx.Done():
		s.closeNow()
		return nil, ctx.Err()
	}
}

func (s *pageSocket) finish(e *closeError) {
	s.once.Do(func() {
		s.end = e
		close(s.done)
		// a released function still listening would throw when its event comes
		for event, f := range s.funcs {
			s.ws.Call("removeEventListener", event, f)
			f.Release()
		}
	})
}

func (s *pageSocket) write(ctx context.Context, b []byte) error {
	select {
	case <-s.done:
		return s.end
	default:
	}
	if st := s.ws.Get("readyState").Int(); st != 1 {
		return fmt.Errorf("the connection is not open (state %d)", st)
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *pageSocket) read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-s.in:
		return b, nil
	default:
	}
	select {
	case b := <-s.in:
		return b, nil
	case <-s.done:
		select { // what arrived before the close is read first
		case b := <-s.in:
			return b, nil
		default:
		}
		return nil, s.end
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (s *pageSocket) close() error {
	s.ws.Call("close", 1000, "")
	return nil
}

func (s *pageSocket) closeNow() {
	s.ws.Call("close")
	s.finish(&closeError{code: 1005})
}
