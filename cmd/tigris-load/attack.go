package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
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
	hammer bool            // refused connections are tried again at once
	hc     *http.Client

	floodSent, floodRate, floodOther, floodClosed atomic.Int64
	bigSent, bigClosed, bigOther                  atomic.Int64
	silentOpened, silentClosed, silentRefused     atomic.Int64
	silentTried                                   atomic.Int64 // the silent connections that have tried once
	guesses, guessWrong, guessLimited, guessOther atomic.Int64
	errs                                          atomic.Int64
	refused                                       atomic.Int64 // connections refused before the handshake (429)
}

// errRefused is a connection the server refused before its handshake, for the address's limits.
var errRefused = errors.New("refused for the address's limits")

func isRefusal(err error) bool { return errors.Is(err, errRefused) }

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
	ws, resp, err := websocket.Dial(ctx, client.SocketURL(base), &websocket.DialOptions{HTTPClient: a.hc})
	if err != nil {
		if resp != nil && resp.StatusCode == http.StatusTooManyRequests {
			a.refused.Add(1)
			return nil, errRefused
		}
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
			first := true
			for ctx.Err() == nil {
				ws, err := a.dial(ctx, base)
				if first {
					a.silentTried.Add(1)
					first = false
				}
				if err != nil {
					if isRefusal(err) {
						a.silentRefused.Add(1)
					}
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
		a.pause(ctx, err)
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

// pause is what the attacker does when refused: nothing with -attack-hammer (it tries again at
// once, as a careless script would), else a tenth of a second, as one that reads its answers.
func (a *attack) pause(ctx context.Context, err error) {
	if a.hammer || !isRefusal(err) {
		return
	}
	select {
	case <-time.After(100 * time.Millisecond):
	case <-ctx.Done():
	}
}

func (a *attack) oversized(ctx context.Context, base string) {
	ws, err := a.dial(ctx, base)
	if err != nil {
		a.pause(ctx, err)
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
		fmt.Fprintf(out, "attack: %d silent connections tried (%d opened in all, %d closed by the server, %d refused before the handshake)\n",
			a.silent, a.silentOpened.Load(), a.silentClosed.Load(), a.silentRefused.Load())
	}
	if a.kinds["guess"] {
		fmt.Fprintf(out, "attack: %d guessed codes (%.0f a second): %d answered \"no game\", %d refused for the rate, %d otherwise\n",
			a.guesses.Load(), float64(a.guesses.Load())/s, a.guessWrong.Load(), a.guessLimited.Load(), a.guessOther.Load())
	}
	fmt.Fprintf(out, "attack: %d connections refused before the handshake for the address's limits (%.0f a second); %d of the attacker's connections or requests failed otherwise\n",
		a.refused.Load(), float64(a.refused.Load())/s, a.errs.Load())
}

// attacker is the attack's own process, so it can be given a lower priority (as if it ran on
// another machine) and its CPU told apart from the load tool's.
type attacker struct {
	cmd  *exec.Cmd
	out  bytes.Buffer
	done chan struct{}
	cpu  time.Duration
}

// startAttacker starts the attacker's process and waits until its silent connections have each
// been tried once, so the games are measured while all of it works.
func startAttacker(c config) (*attacker, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	a := &attacker{cmd: exec.Command(self, c.attackArgs...), done: make(chan struct{})}
	pr, pw := io.Pipe()
	a.cmd.Stdout = pw
	a.cmd.Stderr = os.Stderr
	if err := a.cmd.Start(); err != nil {
		return nil, err
	}
	if c.attackNice > 0 {
		if err := syscall.Setpriority(syscall.PRIO_PROCESS, a.cmd.Process.Pid, c.attackNice); err != nil {
			a.cmd.Process.Kill()
			return nil, fmt.Errorf("lowering the attacker's priority: %v", err)
		}
	}
	ready := make(chan struct{})
	go func() {
		defer close(a.done)
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			if sc.Text() == attackReady {
				close(ready)
				continue
			}
			a.out.WriteString(sc.Text() + "\n")
		}
	}()
	go func() {
		a.cmd.Wait()
		pw.Close()
	}()
	select {
	case <-ready:
		return a, nil
	case <-a.done:
		return nil, fmt.Errorf("the attacker's process ended before it was ready: %s", a.out.String())
	case <-time.After(60 * time.Second):
		a.cmd.Process.Kill()
		return nil, errors.New("the attacker's process was not ready within a minute")
	}
}

// stop interrupts the attacker and returns its report.
func (a *attacker) stop() string {
	a.cmd.Process.Signal(os.Interrupt)
	select {
	case <-a.done:
	case <-time.After(30 * time.Second):
		a.cmd.Process.Kill()
		<-a.done
	}
	if st := a.cmd.ProcessState; st != nil {
		a.cpu = st.UserTime() + st.SystemTime()
	}
	return a.out.String()
}

// attackReady is the attacker process's line once every silent connection has been tried.
const attackReady = "attack: ready"

// runAttacker is the attacker's process: it attacks the first server until interrupted or -for
// ends, and prints what it did.
func runAttacker(c config, out io.Writer) error {
	at, err := newAttack(c.attackFrom, c.attackSilent, c.attack)
	if err != nil {
		return err
	}
	at.hammer = c.attackHammer
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	ctx, cancel2 := context.WithTimeout(ctx, c.dur)
	defer cancel2()
	t0 := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		at.run(ctx, c.servers[0])
	}()
	for deadline := time.Now().Add(30 * time.Second); at.silentTried.Load() < int64(at.silent) && time.Now().Before(deadline) && ctx.Err() == nil; {
		time.Sleep(50 * time.Millisecond)
	}
	fmt.Fprintln(out, attackReady)
	<-done
	at.report(out, time.Since(t0))
	return nil
}
