package main

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"tigris/build/e2e/internal/tracelog"
	"time"
)

// proc is one process of the check (the server, the bot, a game, the browser's driver) with
// every line it printed on standard output, so the check waits on what it says, never on the
// clock.
type proc struct {
	c             *env // the check's, shared by its processes
	name          string
	cmd           *exec.Cmd
	*tracelog.Log // the lines so far
	// onLine, when set, sees every line as it comes (the browser's console errors).
	onLine func(string)
}

// start starts a process whose output goes to NAME.log (standard output) and NAME.err.
func (c *check) start(name string, env []string, bin string, args ...string) *proc {
	p := &proc{c: c.env, name: name, Log: tracelog.New()}
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
	go func() {
		defer log.Close()
		p.Read(out, log, p.onLine, p.cmd.Wait)
	}()
	return p
}

// until waits for found to accept the lines from index from on, failing with what's words when
// the process exits or the check's time runs out first.
func (p *proc) until(from int, what string, found func(lines []string) bool) {
	ok, err := p.Until(from, p.c.timeout, p.c.failed, found)
	switch {
	case err != nil:
		p.c.fail("%s %v before %s (see %s.log, %s.err)", p.name, err, what, p.name, p.name)
	case !ok:
		p.c.fail("%s", p.c.failure)
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
	at := -1
	p.until(from, re, func(lines []string) bool {
		line, at = tracelog.First(lines, rx)
		return at >= 0
	})
	return line, from + at
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
func (p *proc) count(re string) int { return len(p.matching(0, re)) }

// matching is every line after line from that matches re.
func (p *proc) matching(from int, re string) []string {
	rx := regexp.MustCompile(re)
	lines, _ := p.Since(from)
	var out []string
	for _, l := range lines {
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
	case <-p.Exited():
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.Exited():
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
		<-p.Exited()
	}
}

// kill9 ends the process at once, as a crash or a power cut would, and waits for it.
func (p *proc) kill9() {
	p.cmd.Process.Kill()
	<-p.Exited()
}
