package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"tigris/online/client"
	"tigris/online/protocol"
)

// attack is the bad actors run while games are played: a flood of decisions on one seat's
// connection, oversized frames, connections that never speak, and joins with guessed codes. It
// comes from its own address (-attack-from) so the servers' limits per address meet it alone, as
// they would meet an attacker on the Internet.
type attack struct {
	silent int
	kinds  map[string]bool // flood, big, silent, guess
	hc     *http.Client

	floodSent, floodRate, floodOther, floodClosed atomic.Int64
	bigSent, bigClosed, bigOther                  atomic.Int64
	silentOpened, silentClosed                    atomic.Int64
	guesses, guessWrong, guessLimited, guessOther atomic.Int64
	errs                                          atomic.Int64
}

func newAttack(from string, silent int, kinds map[string]bool) (*attack, error) {
	d := &net.Dialer{Timeout: 10 * time.Second}
	if from != "" {
		ip := net.ParseIP(from)
		if ip == nil {
			return nil, fmt.Errorf("-attack-from %q is not an IP address", from)
		}
		d.LocalAddr = &net.TCPAddr{IP: ip}
	}
	tr := &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 64}
	return &attack{silent: silent, kinds: kinds, hc: &http.Client{Transport: tr}}, nil
}

func (a *attack) dial(ctx context.Context, base string) (*websocket.Conn, error) {
	ws, _, err := websocket.Dial(ctx, client.SocketURL(base), &websocket.DialOptions{HTTPClient: a.hc})
	if err != nil {
		a.errs.Add(1)
		return nil, err
	}
	ws.SetReadLimit(protocol.MaxServerMessage)
	return ws, nil
}

// run attacks base until ctx ends.
func (a *attack) run(ctx context.Context, base string) {
	var wg sync.WaitGroup
	spawn := func(n int, f func()) {
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for ctx.Err() == nil {
					f()
				}
			}()
		}
	}
	// a seat's own connection flooding decisions as fast as it can write them
	if a.kinds["flood"] {
		tk, err := client.Create(ctx, base, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}})
		if err != nil {
			a.errs.Add(1)
		} else {
			spawn(1, func() { a.flood(ctx, base, tk) })
		}
	}
	if a.kinds["big"] {
		spawn(2, func() { a.oversized(ctx, base) })
	}
	if a.kinds["guess"] {
		spawn(2, func() { a.guess(ctx, base) })
	}
	// connections that never speak, opened again as the server closes them
	for range a.silent {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				ws, err := a.dial(ctx, base)
				if err != nil {
					select { // the server or the system refuses more: wait, do not spin
					case <-time.After(100 * time.Millisecond):
					case <-ctx.Done():
					}
					continue
				}
				a.silentOpened.Add(1)
				if _, _, err := ws.Read(ctx); err != nil && ctx.Err() == nil {
					a.silentClosed.Add(1)
				}
				ws.CloseNow()
			}
		}()
	}
	wg.Wait()
}

func (a *attack) flood(ctx context.Context, base string, tk protocol.Ticket) {
	ws, err := a.dial(ctx, base)
	if err != nil {
		return
	}
	defer ws.CloseNow()
	hello, _ := protocol.Encode(&protocol.Hello{Game: tk.Game, Token: tk.Token, Step: -1})
	if ws.Write(ctx, websocket.MessageText, hello) != nil {
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			_, data, err := ws.Read(ctx)
			if err != nil {
				if ctx.Err() == nil {
					a.floodClosed.Add(1)
				}
				return
			}
			m, err := protocol.Decode(data, protocol.MaxServerMessage)
			if e, ok := m.(*protocol.Error); err == nil && ok {
				if e.Code == protocol.ErrRate {
					a.floodRate.Add(1)
				} else {
					a.floodOther.Add(1)
				}
			}
		}
	}()
	// a decision the game never awaits: each costs the server a reading, a refusal at most
	move, _ := protocol.Encode(&protocol.Move{Step: 1000, Move: "tile r 1a"})
	for {
		select {
		case <-done:
			return
		default:
		}
		if ws.Write(ctx, websocket.MessageText, move) != nil {
			<-done
			return
		}
		a.floodSent.Add(1)
	}
}

func (a *attack) oversized(ctx context.Context, base string) {
	ws, err := a.dial(ctx, base)
	if err != nil {
		return
	}
	defer ws.CloseNow()
	big := bytes.Repeat([]byte("x"), 1<<20) // 256 times the limit of a client's message
	a.bigSent.Add(1)
	ws.Write(ctx, websocket.MessageText, big)
	if _, _, err := ws.Read(ctx); err != nil && ctx.Err() == nil {
		if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
			a.bigClosed.Add(1)
		} else {
			a.bigOther.Add(1)
		}
	}
}

func (a *attack) guess(ctx context.Context, base string) {
	var b [5]byte
	rand.Read(b[:])
	code := fmt.Sprintf("%X", b)
	body, _ := json.Marshal(protocol.JoinRequest{V: protocol.Version, Code: code, Seat: -1})
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/api/join", bytes.NewReader(body))
	if err != nil {
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := a.hc.Do(req)
	if err != nil {
		a.errs.Add(1)
		return
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	a.guesses.Add(1)
	switch resp.StatusCode {
	case http.StatusNotFound:
		a.guessWrong.Add(1)
	case http.StatusTooManyRequests:
		a.guessLimited.Add(1)
	default:
		a.guessOther.Add(1)
	}
}

func (a *attack) report(out io.Writer, el time.Duration) {
	s := el.Seconds()
	if a.kinds["flood"] {
		fmt.Fprintf(out, "attack: flood %d decisions sent (%.0f a second), %d told \"rate\", %d other refusals, closed %d times by the server\n",
			a.floodSent.Load(), float64(a.floodSent.Load())/s, a.floodRate.Load(), a.floodOther.Load(), a.floodClosed.Load())
	}
	if a.kinds["big"] {
		fmt.Fprintf(out, "attack: %d frames of 1 MiB sent, %d closed \"message too big\", %d closed otherwise\n",
			a.bigSent.Load(), a.bigClosed.Load(), a.bigOther.Load())
	}
	if a.kinds["silent"] {
		fmt.Fprintf(out, "attack: %d silent connections kept open (%d opened in all, %d closed by the server)\n",
			a.silent, a.silentOpened.Load(), a.silentClosed.Load())
	}
	if a.kinds["guess"] {
		fmt.Fprintf(out, "attack: %d guessed codes (%.0f a second): %d answered \"no game\", %d refused for the rate, %d otherwise\n",
			a.guesses.Load(), float64(a.guesses.Load())/s, a.guessWrong.Load(), a.guessLimited.Load(), a.guessOther.Load())
	}
	fmt.Fprintf(out, "attack: %d of the attacker's connections or requests failed to reach the server\n", a.errs.Load())
}
