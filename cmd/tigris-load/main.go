// Command tigris-load measures tigris-server under load: games of remote bot clients over the
// network, played at once on one or more servers (started with -stats), reporting decisions a
// second, the time from a decision sent to every seat told, memory per idle and per active game,
// and connections held; with -attack, the same again while bad actors work on a server. See
// docs/ONLINE.md for how it is run and what it measured.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

type config struct {
	servers                     []string
	games, idle, stored, silent int
	dur, settle                 time.Duration
	rate                        float64
	attack                      map[string]bool
	attackFrom                  string
	attackSilent                int
	attackNice                  int
	attackHammer, attackOnly    bool
	attackArgs                  []string // the flags that make the attacker's process
	pids                        []int
	cluster                     clusterFlags // cluster.go
}

func run(args []string, stdout, stderr io.Writer) int {
	c, spread, err := parseArgs(args, stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errFlags):
		return 2 // the flag package has said what was wrong
	case err != nil:
		fmt.Fprintln(stderr, "tigris-load:", err)
		return 2
	}
	if spread > 0 && !c.attackOnly {
		spreadClients(spread)
	}
	if c.attackOnly {
		err = runAttacker(c, stdout)
	} else {
		err = load(c, stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tigris-load: %v\n", err)
		return 1
	}
	return 0
}

// errFlags is a command line the flag package refused, and has told why.
var errFlags = errors.New("bad flags")

// parseArgs reads the command line into the run's configuration and the number of loopback
// addresses the clients connect from; a value out of range is an error that names its flag.
func parseArgs(args []string, stderr io.Writer) (c config, spread int, err error) {
	fs := flag.NewFlagSet("tigris-load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	servers := fs.String("servers", "http://127.0.0.1:8765", "the servers' addresses, comma-separated (started with -stats; several share one database)")
	games := fs.Int("games", 50, "games played at once (two remote random bots each; a finished one is replaced)")
	idle := fs.Int("idle", 0, "more games whose two seats stay connected without playing")
	stored := fs.Int("stored", 0, "more games created and never connected to (stored, unfinished)")
	dur := fs.Duration("for", 20*time.Second, "how long the games are played")
	rate := fs.Float64("rate", 0, "decisions a second to aim at in all (0: as fast as the servers answer)")
	silent := fs.Int("silent", 0, "more WebSocket connections that never say hello (bad actors), opened before the games are played")
	settle := fs.Duration("settle", 0, "after storing -stored games, wait up to this long for them to leave the servers' memory (their -idle)")
	attack := fs.String("attack", "", "play the games twice, alone and then while bad actors work on the first server: all, or some of flood (decisions on one connection), big (frames of 1 MiB), silent (connections that never speak), guess (join codes), comma-separated")
	attackFrom := fs.String("attack-from", "127.0.0.2", "the address the attacker connects from (its own, so the limits per address meet it alone; empty: the system's choice)")
	attackSilent := fs.Int("attack-silent", 2000, "with -attack, connections that never speak, kept open (opened again when the server closes them)")
	attackNice := fs.Int("attack-nice", 0, "with -attack, the attacker process's niceness (0 to 19): 19 leaves the servers the CPU, as an attacker on another machine would")
	attackHammer := fs.Bool("attack-hammer", false, "with -attack, a refused connection is tried again at once instead of after a tenth of a second")
	attackOnly := fs.Bool("attack-only", false, "be the attacker only: attack the first server until interrupted or -for ends, then print what it did (-attack runs one of these)")
	spreadFlag := fs.Int("spread", 64, "the load's clients connect from this many loopback addresses (127.0.1.1 on) to a server on loopback, like players from many places, each under the servers' -per-address limit (0: the system's choice)")
	dbs := fs.String("dbs", "", "the servers' PostgreSQL databases, comma-separated, to count their commits a second")
	natsMon := fs.String("nats-monitor", "", "the NATS server's monitoring address (http://host:8222, nats-server -m), to count its messages a second")
	pids := fs.String("pids", "", "the servers' process ids, comma-separated, to print their resident memory (from /proc)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, 0, err
		}
		return c, 0, errFlags
	}
	c = config{games: *games, idle: *idle, stored: *stored, dur: *dur, rate: *rate, settle: *settle, silent: *silent,
		attackFrom: *attackFrom, attackSilent: *attackSilent, attackNice: *attackNice, attackHammer: *attackHammer, attackOnly: *attackOnly}
	if c.attackNice < 0 || c.attackNice > 19 {
		return c, 0, errors.New("-attack-nice is from 0 to 19")
	}
	if *attack != "" {
		if c.attack, err = parseAttack(*attack); err != nil {
			return c, 0, err
		}
		if !c.attack["silent"] {
			c.attackSilent = 0
		}
	}
	c.cluster = parseCluster(*dbs, *natsMon)
	if c.pids, err = parsePids(*pids); err != nil {
		return c, 0, err
	}
	for _, s := range strings.Split(*servers, ",") {
		if s = strings.TrimSpace(s); s != "" {
			c.servers = append(c.servers, strings.TrimRight(s, "/"))
		}
	}
	if err := c.check(*spreadFlag); err != nil {
		return c, 0, err
	}
	c.attackArgs = []string{"-attack-only", "-servers", c.servers[0], "-attack", *attack, "-attack-from", c.attackFrom,
		"-attack-silent", strconv.Itoa(c.attackSilent), "-for", (2*c.dur + time.Minute).String()}
	if c.attackHammer {
		c.attackArgs = append(c.attackArgs, "-attack-hammer")
	}
	return c, *spreadFlag, nil
}

// parseAttack reads -attack: all, or some of flood, big, silent, guess.
func parseAttack(list string) (map[string]bool, error) {
	attack := map[string]bool{}
	for _, a := range strings.Split(list, ",") {
		switch a = strings.TrimSpace(a); a {
		case "all":
			attack = map[string]bool{"flood": true, "big": true, "silent": true, "guess": true}
		case "flood", "big", "silent", "guess":
			attack[a] = true
		default:
			return nil, fmt.Errorf("-attack: %q is none of all, flood, big, silent, guess", a)
		}
	}
	return attack, nil
}

// parsePids reads -pids: process ids, comma-separated.
func parsePids(list string) ([]int, error) {
	var pids []int
	for _, p := range strings.Split(list, ",") {
		if p = strings.TrimSpace(p); p != "" {
			n, err := strconv.Atoi(p)
			if err != nil || n <= 0 {
				return nil, fmt.Errorf("-pids: %q is not a process id", p)
			}
			pids = append(pids, n)
		}
	}
	return pids, nil
}

// check refuses counts and durations no run can have.
func (c *config) check(spread int) error {
	switch {
	case len(c.servers) == 0 || c.games < 0 || c.idle < 0 || c.stored < 0 || c.dur <= 0 || c.rate < 0 || c.attackSilent < 0:
		return errors.New("-servers is needed; counts, -for and -rate are not negative")
	case spread < 0 || spread > 250:
		return errors.New("-spread is from 0 to 250")
	case c.attackOnly && c.attack == nil:
		return errors.New("-attack-only needs -attack")
	}
	return nil
}

func stats(base string, gc bool) (server.Stats, error) {
	u := base + "/api/stats"
	if gc {
		u += "?gc=1"
	}
	var st server.Stats
	resp, err := http.Get(u)
	if err != nil {
		return st, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return st, fmt.Errorf("%s: %s (start the server with -stats)", u, resp.Status)
	}
	return st, json.NewDecoder(resp.Body).Decode(&st)
}

// allStats sums the servers' figures.
func allStats(servers []string, gc bool) (server.Stats, error) {
	var sum server.Stats
	for _, s := range servers {
		st, err := stats(s, gc)
		if err != nil {
			return sum, err
		}
		sum.Live += st.Live
		sum.Connections += st.Connections
		sum.HeapBytes += st.HeapBytes
		sum.Goroutines += st.Goroutines
	}
	return sum, nil
}

// rss is the servers' resident memory now and at its highest, from /proc, or "" without -pids.
func rss(pids []int) string {
	var out string
	for _, pid := range pids {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
		if err != nil {
			out += fmt.Sprintf("; server %d: %v", pid, err)
			continue
		}
		var now, high string
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				now = strings.TrimSpace(v)
			}
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				high = strings.TrimSpace(v)
			}
		}
		out += fmt.Sprintf("; server %d resident %s (highest %s), cpu %s", pid, now, high, cpuOf(pid))
	}
	var ru syscall.Rusage
	if len(pids) > 0 && syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		out += fmt.Sprintf("; load tool cpu %.1fs", time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Seconds())
	}
	return out
}

// cpuOf is the processor time a process has used so far (user and system), from /proc.
func cpuOf(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return "?"
	}
	// the fields after the command's name, which ends at the last ")"
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return "?"
	}
	u, _ := strconv.Atoi(f[11])
	k, _ := strconv.Atoi(f[12])
	return fmt.Sprintf("%.1fs", float64(u+k)/100) // clock ticks of 1/100 s on Linux
}

func mib(b float64) string { return fmt.Sprintf("%.1f MiB", b/(1<<20)) }
func kib(b float64) string { return fmt.Sprintf("%.1f KiB", b/(1<<10)) }

// newGame creates a game of two people on one server, the second seat joined on the next one.
func newGame(ctx context.Context, servers []string, n int) (a, b protocol.Ticket, err error) {
	s0, s1 := servers[n%len(servers)], servers[(n+1)%len(servers)]
	a, err = client.Create(ctx, s0, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}})
	if err != nil {
		return
	}
	b, err = client.Join(ctx, s1, a.Code, "", -1)
	return
}

// parallel runs f(0..n-1) on workers goroutines and returns the first error.
func parallel(n, workers int, f func(i int) error) error {
	var next atomic.Int64
	var first error
	var once sync.Once
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				if err := f(i); err != nil {
					once.Do(func() { first = err })
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

func load(c config, out io.Writer) error {
	ctx := context.Background()
	base, err := allStats(c.servers, true)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "servers %s: at start %d games in memory, %d connections, heap %s\n",
		strings.Join(c.servers, " "), base.Live, base.Connections, mib(float64(base.HeapBytes)))
	if c.stored > 0 {
		if base, err = storeGames(ctx, c, out); err != nil {
			return err
		}
	}
	conns, base, err := idleGames(ctx, c, base, out)
	defer func() {
		for _, cn := range conns {
			cn.Close()
		}
	}()
	if err != nil {
		return err
	}
	if c.silent > 0 {
		var closed func() string
		if base, closed, err = silentConns(ctx, c, base, out); err != nil {
			return err
		}
		defer func() { fmt.Fprint(out, closed()) }()
	}
	if c.attack == nil {
		return play(ctx, c, base, out, "")
	}
	// the same games measured twice: alone, then while an attacker works on the first server
	if err := play(ctx, c, base, out, "without the attack: "); err != nil {
		return err
	}
	at, err := startAttacker(c)
	if err != nil {
		return err
	}
	t0 := time.Now()
	err = play(ctx, c, base, out, "under attack: ")
	report := at.stop()
	fmt.Fprintf(out, "%sattacker's process (nice %d) cpu %.1fs over %.1fs\n", report, c.attackNice, at.cpu.Seconds(), time.Since(t0).Seconds())
	return err
}

// storeGames creates c.stored games nobody connects to, and waits up to c.settle for them to leave
// the servers' memory; it returns the servers' figures then.
func storeGames(ctx context.Context, c config, out io.Writer) (server.Stats, error) {
	t0 := time.Now()
	err := parallel(c.stored, 16, func(i int) error {
		_, err := client.Create(ctx, c.servers[i%len(c.servers)], protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}}})
		return err
	})
	if err != nil {
		return server.Stats{}, fmt.Errorf("storing games: %v", err)
	}
	el := time.Since(t0)
	st, err := allStats(c.servers, true)
	if err != nil {
		return st, err
	}
	fmt.Fprintf(out, "stored %d unconnected games in %.1fs (%.0f a second): %d games in memory, heap %s (they leave memory after the server's -idle)\n",
		c.stored, el.Seconds(), float64(c.stored)/el.Seconds(), st.Live, mib(float64(st.HeapBytes)))
	if c.settle > 0 {
		t1 := time.Now()
		for st.Live > 0 && time.Since(t1) < c.settle {
			time.Sleep(time.Second)
			if st, err = allStats(c.servers, true); err != nil {
				return st, err
			}
		}
		fmt.Fprintf(out, "%.0fs later: %d games in memory, heap %s\n", time.Since(t1).Seconds(), st.Live, mib(float64(st.HeapBytes)))
	}
	return st, nil
}

// idleGames opens c.idle games with both seats connected and nobody playing, and prints their
// memory above base; it returns their connections (to close at the end) and the figures then.
func idleGames(ctx context.Context, c config, base server.Stats, out io.Writer) ([]*client.Conn, server.Stats, error) {
	if c.idle <= 0 {
		return nil, base, nil
	}
	var conns []*client.Conn
	var connMu sync.Mutex
	t0 := time.Now()
	err := parallel(c.idle, 16, func(i int) error {
		a, b, err := newGame(ctx, c.servers, i)
		if err != nil {
			return err
		}
		for j, tk := range []protocol.Ticket{a, b} {
			cn, err := client.Dial(ctx, c.servers[(i+j)%len(c.servers)], tk.Game, tk.Token, -1)
			if err != nil {
				return err
			}
			connMu.Lock()
			conns = append(conns, cn)
			connMu.Unlock()
			go func() { // read on (pings are answered by reading) until the end
				for {
					if _, err := cn.Read(ctx); err != nil {
						return
					}
				}
			}()
		}
		return nil
	})
	if err != nil {
		return conns, base, fmt.Errorf("idle games: %v", err)
	}
	st, err := allStats(c.servers, true)
	if err != nil {
		return conns, base, err
	}
	fmt.Fprintf(out, "idle: %d games with both seats connected in %.1fs: %d games in memory, %d connections, heap %s: %s per idle game\n",
		c.idle, time.Since(t0).Seconds(), st.Live, st.Connections, mib(float64(st.HeapBytes)), kib(float64(st.HeapBytes-min(st.HeapBytes, base.HeapBytes))/float64(c.idle)))
	return conns, st, nil
}

// silentConns opens c.silent connections that never say hello (the server must close them, and
// they must cost little) and prints their memory above base; closed says, at the end, how many
// the servers closed.
func silentConns(ctx context.Context, c config, base server.Stats, out io.Writer) (server.Stats, func() string, error) {
	var silentClosed atomic.Int64
	silentStart := time.Now()
	closed := func() string {
		return fmt.Sprintf("silent: %d of %d closed by the servers %.1fs after they were opened\n", silentClosed.Load(), c.silent, time.Since(silentStart).Seconds())
	}
	err := parallel(c.silent, 16, func(i int) error {
		ws, _, err := websocket.Dial(ctx, client.SocketURL(c.servers[i%len(c.servers)]), nil)
		if err != nil {
			return err
		}
		go func() {
			defer ws.CloseNow()
			if _, _, err := ws.Read(ctx); err != nil {
				silentClosed.Add(1)
			}
		}()
		return nil
	})
	if err != nil {
		return base, closed, fmt.Errorf("silent connections: %v", err)
	}
	st, err := allStats(c.servers, true)
	if err != nil {
		return base, closed, err
	}
	fmt.Fprintf(out, "silent: %d connections that never say hello opened in %.1fs: heap %s (%s each), %d goroutines\n",
		c.silent, time.Since(silentStart).Seconds(), mib(float64(st.HeapBytes)), kib(float64(st.HeapBytes-min(st.HeapBytes, base.HeapBytes))/float64(c.silent)), st.Goroutines)
	return st, closed, nil // the active games' memory is counted above the silent connections'
}

// tally is what the games played measured.
type tally struct {
	mu                 sync.Mutex
	latencies          []time.Duration
	finished, failures int
}

func (t *tally) fail()   { t.mu.Lock(); t.failures++; t.mu.Unlock() }
func (t *tally) finish() { t.mu.Lock(); t.finished++; t.mu.Unlock() }
func (t *tally) took(d time.Duration) {
	t.mu.Lock()
	t.latencies = append(t.latencies, d)
	t.mu.Unlock()
}

// quantile is the latency below which f of them lie.
func (t *tally) quantile(f float64) time.Duration {
	if len(t.latencies) == 0 {
		return 0
	}
	return t.latencies[min(len(t.latencies)-1, int(f*float64(len(t.latencies))))]
}

// play plays c.games games at once for c.dur and prints what it measured, each line after label.
func play(ctx context.Context, c config, base server.Stats, out io.Writer, label string) error {
	var t tally
	pace := time.Duration(0)
	if c.rate > 0 {
		pace = time.Duration(float64(c.games) / c.rate * float64(time.Second))
	}
	pctx, stop := context.WithTimeout(ctx, c.dur)
	defer stop()
	var wg sync.WaitGroup
	var serial atomic.Int64
	before := c.count(ctx) // cluster.go
	t0 := time.Now()
	for g := range c.games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for pctx.Err() == nil {
				if !playGame(pctx, c, int(serial.Add(1)), g, pace, &t) {
					return
				}
			}
		}()
	}
	sampled := make(chan struct{})
	var mid, peak server.Stats
	var midErr error
	go func() {
		defer close(sampled)
		mid, peak, midErr = sample(pctx, c)
	}()
	wg.Wait()
	<-sampled
	el := time.Since(t0)
	after := c.count(ctx)
	if midErr != nil {
		return midErr
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	slices.Sort(t.latencies)
	fmt.Fprintf(out, "%sactive: %d games at once for %.1fs: %d decisions, %.0f a second; %d seats played a game to its end; %d failures\n",
		label, c.games, el.Seconds(), len(t.latencies), float64(len(t.latencies))/el.Seconds(), t.finished, t.failures)
	fmt.Fprintf(out, "%sdecision sent → every seat told: median %v, p99 %v, max %v\n",
		label, t.quantile(0.5).Round(100*time.Microsecond), t.quantile(0.99).Round(100*time.Microsecond), t.quantile(1).Round(100*time.Microsecond))
	fmt.Fprint(out, c.clusterReport(label, before, after, len(t.latencies), el))
	if c.games > 0 && mid.HeapBytes > 0 {
		fmt.Fprintf(out, "%shalfway: %d games in memory, %d connections, %d goroutines, heap %s: %s per active game\n",
			label, mid.Live, mid.Connections, mid.Goroutines, mib(float64(mid.HeapBytes)), kib(float64(mid.HeapBytes-min(mid.HeapBytes, base.HeapBytes))/float64(c.games)))
	}
	if peak.HeapBytes > 0 {
		fmt.Fprintf(out, "%sservers' peak, sampled each second: heap %s (uncollected), %d goroutines%s\n", label, mib(float64(peak.HeapBytes)), peak.Goroutines, rss(c.pids))
	}
	return nil
}

// sample reads the active games' memory halfway through c.dur, and the servers' peak heap each
// second (no collection), until pctx ends.
func sample(pctx context.Context, c config) (mid, peak server.Stats, err error) {
	half := time.After(c.dur / 2)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-half:
			mid, err = allStats(c.servers, true)
		case <-tick.C:
			if st, err := allStats(c.servers, false); err == nil {
				peak.HeapBytes = max(peak.HeapBytes, st.HeapBytes)
				peak.Goroutines = max(peak.Goroutines, st.Goroutines)
			}
		case <-pctx.Done():
			return mid, peak, err
		}
	}
}

// playGame plays game n (the g-th at once) between two random bots, each seat on its own server
// when there are several, noting each decision's time from sent to both seats told; it reports
// false when the game could not be made.
func playGame(pctx context.Context, c config, n, g int, pace time.Duration, t *tally) bool {
	a, b, err := newGame(pctx, c.servers, n)
	if err != nil {
		if pctx.Err() == nil {
			t.fail()
		}
		return false
	}
	var gmu sync.Mutex
	sent := map[int]time.Time{}
	told := map[int]int{}
	var pw sync.WaitGroup
	for i, tk := range []protocol.Ticket{a, b} {
		bot := ai.New(ai.Random, uint64(g*7+i+1))
		mine := c.servers[(n+i)%len(c.servers)]
		var others []string
		for _, s := range c.servers {
			if s != mine {
				others = append(others, s)
			}
		}
		p := &client.Player{Base: mine, Others: others, GameID: tk.Game, Token: tk.Token, Retry: 10 * time.Second}
		p.Choose = func(v *game.View) game.Move {
			m := bot.Choose(v)
			if pace > 0 {
				select {
				case <-time.After(pace):
				case <-pctx.Done():
				}
			}
			gmu.Lock()
			sent[p.Game.Step] = time.Now()
			gmu.Unlock()
			return m
		}
		p.OnMessage = func(m protocol.Message) {
			u, ok := m.(*protocol.Update)
			if !ok || u.View == nil { // a missed decision sent again is not a new one
				return
			}
			now := time.Now()
			gmu.Lock()
			told[u.Step]++
			at, ok := sent[u.Step]
			all := told[u.Step] == 2
			gmu.Unlock()
			if ok && all {
				t.took(now.Sub(at))
			}
		}
		pw.Add(1)
		go func() {
			defer pw.Done()
			if _, err := p.Run(pctx); err == nil {
				t.finish()
			} else if pctx.Err() == nil {
				t.fail()
			}
		}()
	}
	pw.Wait()
	return true
}

// spreadClients makes every connection of this process to a loopback server come from one of n
// loopback addresses in turn (127.0.1.1 to 127.0.1.n), as players come from many addresses: the
// servers' limits per address then meet the attacker (127.0.0.2) alone.
func spreadClients(n int) {
	var next atomic.Uint32
	d := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 256
	tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if ip := net.ParseIP(host); err == nil && ip != nil && ip.IsLoopback() {
			i := next.Add(1) % uint32(n)
			dd := *d
			dd.LocalAddr = &net.TCPAddr{IP: net.IPv4(127, 0, 1, byte(1+i))}
			return dd.DialContext(ctx, network, addr)
		}
		return d.DialContext(ctx, network, addr)
	}
	http.DefaultClient.Transport = tr
}
