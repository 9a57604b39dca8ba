package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"

	"tigris/build/e2e/internal/checkrun"
	"tigris/build/e2e/internal/tracelog"
	"tigris/build/e2e/internal/xserver"
)

// gameRun is one run of the game under an X server, with every line it traced.
type gameRun struct {
	x             *xserver.Server
	name          string
	cmd           *exec.Cmd
	*tracelog.Log // the trace lines so far
	pointer       string
	// timeout is the longest an awaited event may take.
	timeout time.Duration
}

// startGame starts the game with these flags and -trace, its trace kept in NAME.log.
func (c *check) startGame(x *xserver.Server, name string, args ...string) *gameRun {
	g := &gameRun{x: x, name: name, timeout: c.timeout, Log: tracelog.New()}
	g.cmd = exec.Command(c.game, append(args, "-trace")...)
	g.cmd.Env = append(x.Env(), c.sound)
	g.cmd.Stderr = c.create(name + ".err")
	g.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the check
	out, err := g.cmd.StdoutPipe()
	if err != nil {
		c.fail("%v", err)
	}
	if err := g.cmd.Start(); err != nil {
		c.fail("starting the game: %v", err)
	}
	c.cleanups = append(c.cleanups, g.kill)
	go g.Read(out, c.create(name+".log"), nil, g.cmd.Wait)
	return g
}

// until waits for found to accept the lines from index from on, failing with what's words when
// the game exits or the check's time runs out first.
func (g *gameRun) until(from int, what string, found func(lines []string) bool) {
	if _, err := g.Until(from, g.timeout, nil, found); err != nil {
		checkrun.Fail("%s: the game %v before %s (see %s.log, %s.err)", g.name, err, what, g.name, g.name)
	}
}

// wait returns the first line from index from on that matches re, and its index.
func (g *gameRun) wait(from int, re string) (string, int) {
	rx := regexp.MustCompile(re)
	var line string
	at := -1
	g.until(from, re, func(lines []string) bool {
		line, at = tracelog.First(lines, rx)
		return at >= 0
	})
	return line, from + at
}

// last is the latest line from index from on that starts with prefix ("" if none).
func (g *gameRun) last(from int, prefix string) string {
	lines, _ := g.Since(from)
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], prefix) {
			return lines[i]
		}
	}
	return ""
}

// count is how many lines start with prefix.
func (g *gameRun) count(prefix string) int {
	lines, _ := g.Since(0)
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}

// point is a position in pointer-event coordinates (window pixels).
type point struct{ x, y int }

func (p point) String() string { return fmt.Sprintf("%d,%d", p.x, p.y) }

// parsePoint reads "x,y".
func parsePoint(s string) (point, bool) {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return point{x, y}, ok && err1 == nil && err2 == nil
}

// controlsOf reads a "controls: SCREEN id:x,y …" line.
func controlsOf(line string) map[string]point {
	m := map[string]point{}
	for _, f := range strings.Fields(line)[2:] {
		if id, xy, ok := strings.Cut(f, ":"); ok {
			if p, ok := parsePoint(xy); ok {
				m[id] = p
			}
		}
	}
	return m
}

// control waits until the screen offers the control (its latest controls line from index from
// on names it) and returns where it is.
func (g *gameRun) control(from int, screen, id string) point {
	prefix := "controls: " + screen + " "
	var at point
	g.until(from, fmt.Sprintf("the %s screen to offer %s", screen, id), func(lines []string) bool {
		for i := len(lines) - 1; i >= 0; i-- {
			if strings.HasPrefix(lines[i]+" ", prefix) {
				p, ok := controlsOf(lines[i])[id]
				at = p
				return ok
			}
		}
		return false
	})
	return at
}

// layout reads the latest "layout: hand … cells …" line from index from on.
type layout struct{ hand, cells []point }

func (g *gameRun) layout(from int) layout {
	line, _ := g.wait(from, `^layout: hand `)
	if l := g.last(from, "layout: "); l != "" {
		line = l
	}
	var lay layout
	list := &lay.hand
	for _, f := range strings.Fields(line)[2:] {
		if f == "cells" {
			list = &lay.cells
			continue
		}
		p, ok := parsePoint(f)
		if !ok {
			checkrun.Fail("%s: a layout line I cannot read: %q", g.name, f)
		}
		*list = append(*list, p)
	}
	if len(lay.hand) != 6 || len(lay.cells) != 16*11 {
		checkrun.Fail("%s: the layout line has %d hand slots and %d spaces", g.name, len(lay.hand), len(lay.cells))
	}
	return lay
}

// cell is a space's centre by its name ("H5": column H, row 5).
func (l layout) cell(name string) point {
	col := int(name[0] - 'A')
	row, _ := strconv.Atoi(name[1:])
	return l.cells[(row-1)*16+col]
}

// kill ends the game (as a window manager's close would not: at once) and waits for it.
func (g *gameRun) kill() {
	select {
	case <-g.Exited():
		return
	default:
	}
	g.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-g.Exited():
	case <-time.After(g.timeout):
		g.cmd.Process.Kill()
		<-g.Exited()
	}
}

// waitExit waits for the game to close by itself and fails if it failed.
func (g *gameRun) waitExit() {
	select {
	case <-g.Exited():
	case <-time.After(g.timeout):
		checkrun.Fail("%s: the game did not close in %v", g.name, g.timeout)
	}
	if g.Err() != nil {
		checkrun.Fail("%s: the game exited with %v (see %s.err)", g.name, g.Err(), g.name)
	}
}
