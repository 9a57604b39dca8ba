package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// proc is one process of the check (the server, the bot, a game, the browser's driver) with
// every line it printed on standard output, so the check waits on what it says, never on the
// clock.
type proc struct {
	c    *check
	name string
	cmd  *exec.Cmd
	mu   sync.Mutex
	// lines are the lines so far; changed is closed (and replaced) when one comes.
	lines   []string
	changed chan struct{}
	exited  chan struct{}
	err     error // the exit status, once exited is closed
	// onLine, when set, sees every line as it comes (the browser's console errors).
	onLine func(string)
}

// start starts a process whose output goes to NAME.log (standard output) and NAME.err.
func (c *check) start(name string, env []string, bin string, args ...string) *proc {
	p := &proc{c: c, name: name, changed: make(chan struct{}), exited: make(chan struct{})}
	p.cmd = exec.Command(bin, args...)
	p.cmd.Env = env
	p.cmd.Stderr = c.create(name + ".err")
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the check
	return p.run()
}

// run starts the command set up and reads its output.
func (p *proc) run() *proc {
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		p.c.fail("%v", err)
	}
	if err := p.cmd.Start(); err != nil {
		p.c.fail("starting %s: %v", p.name, err)
	}
	p.c.cleanups = append(p.c.cleanups, p.stop)
	log, err := os.OpenFile(p.c.abs(p.name+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		p.c.fail("%v", err)
	}
	go p.read(out, log)
	return p
}

// read keeps every line the process prints, and says when it exited.
func (p *proc) read(out io.Reader, log *os.File) {
	defer log.Close()
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		line := sc.Text()
		fmt.Fprintln(log, line)
		if p.onLine != nil {
			p.onLine(line)
		}
		p.mu.Lock()
		p.lines = append(p.lines, line)
		close(p.changed)
		p.changed = make(chan struct{})
		p.mu.Unlock()
	}
	p.err = p.cmd.Wait()
	close(p.exited)
}

// mark is where the lines to come will start: waits from it see only what happens next.
func (p *proc) mark() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.lines)
}

// until waits for found to accept the lines from index from on, failing with what's words when
// the process exits or the check's time runs out first.
func (p *proc) until(from int, what string, found func(lines []string) bool) {
	deadline := time.NewTimer(p.c.timeout)
	defer deadline.Stop()
	for {
		p.mu.Lock()
		lines, changed := p.lines[min(from, len(p.lines)):], p.changed
		ok := found(lines)
		p.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-changed:
		case <-p.exited:
			p.mu.Lock()
			ok = found(p.lines[min(from, len(p.lines)):])
			p.mu.Unlock()
			if !ok {
				p.c.fail("%s exited (%v) before %s (see %s.log, %s.err)", p.name, p.err, what, p.name, p.name)
			}
			return
		case <-deadline.C:
			p.c.fail("%s: waited %v for %s (see %s.log)", p.name, p.c.timeout, what, p.name)
		case <-p.c.failed:
			p.c.fail("%s", p.c.failure)
		}
	}
}

// wait returns the first line from index from on that matches re.
func (p *proc) wait(from int, re string) string {
	line, _ := p.waitAt(from, re)
	return line
}

// waitAt returns the first line from index from on that matches re, and its index.
func (p *proc) waitAt(from int, re string) (string, int) {
	rx := regexp.MustCompile(re)
	var line string
	at := 0
	p.until(from, re, func(lines []string) bool {
		for i, l := range lines {
			if rx.MatchString(l) {
				line, at = l, from+i
				return true
			}
		}
		return false
	})
	return line, at
}

// waitCount waits until n lines from index from on match re.
func (p *proc) waitCount(from int, re string, n int) {
	rx := regexp.MustCompile(re)
	p.until(from, fmt.Sprintf("%d lines matching %s", n, re), func(lines []string) bool {
		k := 0
		for _, l := range lines {
			if rx.MatchString(l) {
				k++
			}
		}
		return k >= n
	})
}

// count is how many lines match re.
func (p *proc) count(re string) int {
	rx := regexp.MustCompile(re)
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, l := range p.lines {
		if rx.MatchString(l) {
			n++
		}
	}
	return n
}

// matching is every line that matches re.
func (p *proc) matching(re string) []string {
	rx := regexp.MustCompile(re)
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, l := range p.lines {
		if rx.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}

// point is a position in pointer-event coordinates (window pixels, or CSS pixels in the page).
type point struct{ x, y int }

func (p point) String() string { return fmt.Sprintf("%d,%d", p.x, p.y) }

// control waits until the screen offers the control (its latest controls line from index from
// on names it) and returns where it is.
func (p *proc) control(from int, screen, id string) point {
	prefix := "controls: " + screen + " "
	var at point
	p.until(from, fmt.Sprintf("the %s screen to offer %s", screen, id), func(lines []string) bool {
		for i := len(lines) - 1; i >= 0; i-- {
			if !strings.HasPrefix(lines[i]+" ", prefix) {
				continue
			}
			for _, f := range strings.Fields(lines[i])[2:] {
				name, xy, ok := strings.Cut(f, ":")
				if !ok || name != id {
					continue
				}
				a, b, _ := strings.Cut(xy, ",")
				x, err1 := strconv.Atoi(a)
				y, err2 := strconv.Atoi(b)
				if err1 == nil && err2 == nil {
					at = point{x, y}
					return true
				}
			}
			return false
		}
		return false
	})
	return at
}

// stop ends the process (SIGTERM, then SIGKILL if it lingers) and waits for it.
func (p *proc) stop() {
	select {
	case <-p.exited:
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
	}
}

// kill9 ends the process at once, as a crash or a power cut would, and waits for it.
func (p *proc) kill9() {
	p.cmd.Process.Kill()
	<-p.exited
}

// xserver is a private Xvfb screen.
type xserver struct {
	cmd     *exec.Cmd
	display string
}

// startX starts Xvfb on a free display and returns once it accepts clients: Xvfb picks the display
// and writes its number to -displayfd when it is ready, so nothing is guessed or polled.
func (c *check) startX(w, h int) *xserver {
	r, wr, err := os.Pipe()
	if err != nil {
		c.fail("a pipe for Xvfb: %v", err)
	}
	logf := c.create("xvfb.log")
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr}
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		c.fail("Xvfb: %v", err)
	}
	wr.Close()
	x := &xserver{cmd: cmd}
	c.cleanups = append(c.cleanups, func() { cmd.Process.Signal(syscall.SIGTERM); cmd.Wait() })
	num, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		c.fail("Xvfb did not start (see xvfb.log): %v", err)
	}
	x.display = ":" + strings.TrimSpace(num)
	return x
}

// env is the environment of a client of this server.
func (x *xserver) env() []string {
	return append(os.Environ(), "DISPLAY="+x.display)
}
