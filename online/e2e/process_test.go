package e2e

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// binaries builds tigris-server and tigris-bot once for the whole test binary.
func binaries(t *testing.T) (server, bot string) {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "tigris-e2e-")
		if buildErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", binDir+string(filepath.Separator), "tigris/cmd/tigris-server", "tigris/cmd/tigris-bot").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return filepath.Join(binDir, "tigris-server"), filepath.Join(binDir, "tigris-bot")
}

func TestMain(m *testing.M) {
	code := pgtest.Main(m)
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// proc is a started command whose output lines a test waits on.
type proc struct {
	cmd    *exec.Cmd
	lines  chan string
	stderr *bytes.Buffer
	done   chan struct{}
	out    []string
	mu     sync.Mutex
}

func start(t *testing.T, bin string, args ...string) *proc {
	t.Helper()
	return startEnv(t, nil, bin, args...)
}

// startEnv starts bin with the environment env (nil: this process's).
func startEnv(t *testing.T, env []string, bin string, args ...string) *proc {
	t.Helper()
	p := &proc{cmd: exec.Command(bin, args...), lines: make(chan string, 4096), stderr: &bytes.Buffer{}, done: make(chan struct{})}
	p.cmd.Env = env
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// the lines of both outputs are waited on (a server logs to stderr); stderr is kept whole too
	var both sync.WaitGroup
	for _, r := range []io.Reader{stdout, stderr} {
		both.Add(1)
		go func() {
			defer both.Done()
			sc := bufio.NewScanner(r)
			for sc.Scan() {
				p.mu.Lock()
				p.out = append(p.out, sc.Text())
				if r == stderr {
					p.stderr.WriteString(sc.Text() + "\n")
				}
				p.mu.Unlock()
				select {
				case p.lines <- sc.Text():
				default: // nobody waits on so many lines
				}
			}
		}()
	}
	go func() {
		both.Wait()
		close(p.lines)
	}()
	go func() {
		both.Wait() // Wait closes the pipes: only once they are read to their ends
		p.cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.done
	})
	return p
}

// line waits for an output line matching re and returns its submatches.
func (p *proc) line(t *testing.T, re string, within time.Duration) []string {
	t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.After(within)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				<-p.done
				t.Fatalf("%s ended without printing %q: %s", filepath.Base(p.cmd.Path), re, p.stderr)
			}
			if m := rx.FindStringSubmatch(l); m != nil {
				return m
			}
		case <-deadline:
			t.Fatalf("%s printed no %q within %v: %s", filepath.Base(p.cmd.Path), re, within, p.stderr)
		}
	}
}

// url is the address a tigris-server process says it listens on, once it says so.
func (p *proc) url(t *testing.T) string {
	t.Helper()
	return p.line(t, `listening on (http://\S+)`, 30*time.Second)[1]
}

// exit waits for the process to end and returns its status.
func (p *proc) exit(t *testing.T, within time.Duration) int {
	t.Helper()
	select {
	case <-p.done:
		return p.cmd.ProcessState.ExitCode()
	case <-time.After(within):
		t.Fatalf("%s still runs after %v", filepath.Base(p.cmd.Path), within)
		return -1
	}
}

// Two tigris-bot processes play a whole game on a tigris-server process: one creates the game,
// the other joins by its code and drops its connection once on the way, resuming where it was.
func TestBotsPlayAWholeGame(t *testing.T) {
	srvBin, botBin := binaries(t)
	srv := start(t, srvBin, "-addr", "127.0.0.1:0", "-data", t.TempDir())
	url := srv.url(t)
	a := start(t, botBin, "-server", url, "-create", "me,human", "-level", "random", "-name", "Ann", "-print-seat")
	code := a.line(t, `created game \w+ code (\w+) seat 0`, 20*time.Second)[1]
	token := a.line(t, `seat link http://\S+#game=\w+&seat=(\S+)`, 20*time.Second)[1]
	b := start(t, botBin, "-server", url, "-join", code, "-level", "easy", "-name", "Bo", "-drop-after", "3")
	b.line(t, `joined game \w+ code `+code+` seat 1`, 20*time.Second)
	b.line(t, `reconnected at step \d+`, 60*time.Second)
	endB := b.line(t, `over after (\d+) decisions in ([\d.]+)s`, 60*time.Second)
	endA := a.line(t, `over after (\d+) decisions in ([\d.]+)s`, 60*time.Second)
	if endA[1] != endB[1] {
		t.Fatalf("the two bots saw different ends: %s / %s", endA[0], endB[0])
	}
	for _, p := range []*proc{a, b} {
		if c := p.exit(t, 10*time.Second); c != 0 {
			t.Fatalf("a bot exited with %d: %s", c, p.stderr)
		}
	}
	t.Logf("a whole game over loopback: %s (creator) / %s (joiner)", endA[0], endB[0])
	srv.cmd.Process.Signal(syscall.SIGTERM)
	if c := srv.exit(t, 10*time.Second); c != 0 {
		t.Fatalf("the server stopped with %d: %s", c, srv.stderr)
	}
	if log := srv.stderr.String(); !strings.Contains(log, "created") || strings.Contains(log, token) {
		t.Fatalf("the server's log holds a seat's token (or is not the log): %s", log)
	}
}

// kill -9 of the server mid-game: started again on the same folder it has every decision a client
// was told of, the clients reconnect by themselves, and the game finishes.
func TestKillNineLosesNothingAcknowledged(t *testing.T) {
	srvBin, _ := binaries(t)
	dir := t.TempDir()
	srv := start(t, srvBin, "-addr", "127.0.0.1:0", "-data", dir)
	url := srv.url(t)
	addr := strings.TrimPrefix(url, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	ta, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	acked := map[int]string{} // step → the decision as its maker was told it was applied
	killNow := make(chan struct{})
	killed := false
	type result struct {
		over *protocol.Over
		err  error
	}
	results := make(chan result, 2)
	for i, tk := range []protocol.Ticket{ta, tb} {
		bot := ai.New(ai.Random, uint64(i+1))
		p := &client.Player{Base: url, GameID: tk.Game, Token: tk.Token, Retry: 60 * time.Second,
			Choose: func(v *game.View) game.Move { return bot.Choose(v) }}
		p.OnMessage = func(m protocol.Message) {
			u, ok := m.(*protocol.Update)
			if !ok || u.Seat != tk.Seat {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			acked[u.Step] = u.Move
			if u.Step >= 25 && !killed {
				killed = true
				close(killNow)
			}
		}
		go func() {
			o, err := p.Run(ctx)
			results <- result{o, err}
		}()
	}
	select {
	case <-killNow:
	case r := <-results:
		t.Fatalf("a player ended before the kill: %+v", r)
	case <-ctx.Done():
		t.Fatal("the game did not reach step 25")
	}
	srv.cmd.Process.Signal(syscall.SIGKILL)
	srv.exit(t, 10*time.Second)
	mu.Lock()
	before := len(acked)
	mu.Unlock()
	srv2 := start(t, srvBin, "-addr", addr, "-data", dir)
	srv2.line(t, `listening on`, 20*time.Second)
	var over *protocol.Over
	for range 2 {
		select {
		case r := <-results:
			if r.err != nil {
				t.Fatal(r.err)
			}
			over = r.over
		case <-ctx.Done():
			t.Fatal("the game did not finish after the restart")
		}
	}
	rec, err := game.Unmarshal([]byte(over.Record))
	if err != nil || !rec.State().Over() {
		t.Fatalf("the final record: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	for step, mv := range acked {
		if step >= len(rec.Moves()) || rec.Moves()[step].Move.String() != mv {
			t.Fatalf("decision %d (%s) was acknowledged and is not in the record", step, mv)
		}
	}
	t.Logf("killed with %d decisions acknowledged to their makers; the game ended after %d", before, len(rec.Moves()))
}

// Bad flags are refused with a reason and status 2.
func TestBadFlags(t *testing.T) {
	srvBin, botBin := binaries(t)
	for _, c := range []struct {
		bin  string
		args []string
		want string
	}{
		{srvBin, []string{"-addr", "nonsense"}, "-addr"},
		{srvBin, []string{"-web", "/no/such/folder"}, "-web"},
		{srvBin, []string{"-rate", "-1"}, "-rate"},
		{srvBin, []string{"stray"}, "unexpected argument"},
		{botBin, []string{"-level", "godlike", "-join", "X"}, "unknown bot level"},
		{botBin, []string{}, "one of -create, -join or -seat"},
		{botBin, []string{"-create", "me,alien"}, "-create"},
		{botBin, []string{"-seat", "nonsense"}, "-seat"},
	} {
		cmd := exec.Command(c.bin, c.args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s %v: %v, %q", filepath.Base(c.bin), c.args, err, stderr.String())
		}
	}
}
