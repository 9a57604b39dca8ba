package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"tigris/build/e2e/internal/tracelog"
	"tigris/build/e2e/internal/xserver"
	"time"
)

// seat is a client a person plays: the desktop game under Xvfb or the page in Chromium. Each
// action waits for the game's own trace line saying it saw it.
type seat interface {
	log() *proc
	click(p point)
	key(name string) // a key's name as xdotool spells it (space, Escape)
	typeText(s string)
	shot(name string)
}

// tap clicks a control of a screen, once the screen offers it.
func tap(s seat, screen, id string) { tapFrom(s, 0, screen, id) }

// tapFrom clicks a control of a screen, once the screen offers it in a line after index from.
func tapFrom(s seat, from int, screen, id string) {
	s.click(s.log().control(from, screen, id))
}

// desktop is the desktop game on an X server, driven with xdotool.
type desktop struct {
	p       *proc
	x       *xserver.Server
	pointer string // where the game last saw the pointer
}

// startDesktop starts the desktop game with -trace on the X server.
func (c *check) startDesktop(x *xserver.Server, name string, args ...string) *desktop {
	env := append(x.Env(), c.alsa, "HOME="+c.abs("home"))
	d := &desktop{x: x}
	d.p = c.start(name, env, c.abs("tigris"), append(args, "-trace", "-mute", "-data", c.abs("home"))...)
	return d
}

func (d *desktop) log() *proc { return d.p }

// xdo runs xdotool on the game's screen.
func (d *desktop) xdo(args ...string) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = d.x.Env()
	if out, err := cmd.CombinedOutput(); err != nil {
		d.p.c.fail("xdotool %v: %v: %s", args, err, out)
	}
}

// seen waits for the game to report a pointer event of this kind at p, after index from.
func (d *desktop) seen(from int, kind string, p point) {
	d.p.wait(from, "^pointer: "+kind+" "+regexp.QuoteMeta(p.String())+"$")
	d.pointer = p.String()
}

// moveTo moves the pointer to p and waits until the game has seen it there. A window newly
// mapped may miss a move made before it could take pointer events: the move is made again, a
// pixel aside and back, each time the game has not seen it within retryMoveAfter.
func (d *desktop) moveTo(p point) {
	if d.pointer == p.String() {
		return
	}
	rx := regexp.MustCompile("^pointer: (move|down|up) " + regexp.QuoteMeta(p.String()) + "$")
	deadline := time.Now().Add(d.p.c.timeout)
	for {
		from := d.p.Mark()
		d.xdo("mousemove", fmt.Sprint(p.x+1), fmt.Sprint(p.y), "mousemove", fmt.Sprint(p.x), fmt.Sprint(p.y))
		if d.sawWithin(from, rx, retryMoveAfter) {
			d.pointer = p.String()
			return
		}
		if time.Now().After(deadline) {
			d.p.c.fail("%s: the game never saw the pointer at %v", d.p.name, p)
		}
	}
}

// sawWithin reports whether a line from index from on matches rx within t.
func (d *desktop) sawWithin(from int, rx *regexp.Regexp, t time.Duration) bool {
	ok, _ := d.p.Until(from, t, nil, func(lines []string) bool {
		_, at := tracelog.First(lines, rx)
		return at >= 0
	})
	return ok
}

func (d *desktop) click(p point) {
	d.moveTo(p)
	from := d.p.Mark()
	d.xdo("mousedown", "1")
	d.seen(from, "down", p)
	from = d.p.Mark()
	d.xdo("mouseup", "1")
	d.seen(from, "up", p)
}

func (d *desktop) key(name string) { d.xdo("key", name) }

func (d *desktop) typeText(s string) { d.xdo("type", "--delay", "30", s) }

func (d *desktop) shot(name string) {
	cmd := exec.Command("import", "-window", "root", d.p.c.abs(name))
	cmd.Env = d.x.Env()
	if out, err := cmd.CombinedOutput(); err != nil {
		d.p.c.fail("a screenshot of %s: %v: %s", d.p.name, err, out)
	}
}

// browser is the page in headless Chromium, driven by seat.mjs through its standard input.
type browser struct {
	p    *proc
	in   interface{ Write([]byte) (int, error) }
	sent int
}

// startBrowser starts Chromium through seat.mjs, copied into a folder of this check's own under
// the node modules (ES modules resolve packages from the script's folder and those above it;
// other checks copy their scripts beside while this one runs), as build/e2e-web.sh does; its
// lines go to NAME.log.
func (c *check) startBrowser(name string) *browser {
	dir := filepath.Join(c.node, "online")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		c.fail("%v", err)
	}
	for _, f := range []string{"build/e2e/common.mjs", "build/e2e/online/seat.mjs"} {
		b, err := os.ReadFile(f)
		if err != nil {
			c.fail("%v", err)
		}
		to := filepath.Join(dir, filepath.Base(f))
		if was, _ := os.ReadFile(to); bytes.Equal(was, b) {
			continue // never rewritten under a seat's node process that is reading it
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			c.fail("%v", err)
		}
	}
	b := &browser{}
	b.p = &proc{c: c.env, name: name, Log: tracelog.New()}
	b.p.cmd = exec.Command("node", filepath.Join(dir, "seat.mjs"))
	b.p.cmd.Stderr = c.create(name + ".err")
	in, err := b.p.cmd.StdinPipe()
	if err != nil {
		c.fail("%v", err)
	}
	b.in = in
	b.p.onLine = func(l string) {
		// Chromium logs a refused WebSocket as an error of the page: expected while the server is down
		if c.serverDown.Load() && strings.HasPrefix(l, "e2e: error WebSocket connection to ") {
			return
		}
		if strings.HasPrefix(l, "e2e: error") {
			c.failAsync("the page of %s: %s", name, l)
		}
	}
	b.p.run()
	return b
}

// do sends a command to seat.mjs and waits until it is done.
func (b *browser) do(format string, a ...any) {
	b.sent++
	from := b.p.Mark()
	fmt.Fprintf(b.in, "%d %s\n", b.sent, fmt.Sprintf(format, a...))
	b.p.wait(from, fmt.Sprintf("^e2e: done %d$", b.sent))
}

func (b *browser) log() *proc { return b.p }

func (b *browser) click(p point) {
	from := b.p.Mark()
	b.do("click %d %d", p.x, p.y)
	b.p.wait(from, "^pointer: up "+regexp.QuoteMeta(p.String())+"$")
}

// key presses a key, named as xdotool names it, by its name in the browser.
func (b *browser) key(name string) {
	if name == "space" {
		name = "Space"
	}
	b.do("key %s", name)
}

func (b *browser) typeText(s string) { b.do("type %s", s) }

func (b *browser) shot(name string) { b.do("shot %s", b.p.c.abs(name)) }

func (b *browser) open(url string) { b.do("goto %s", url) }

// resize gives the page another screen: its size in CSS pixels and its device pixel ratio (a
// phone's is touch and mobile).
func (b *browser) resize(w, h int, ratio float64) { b.do("size %d %d %g", w, h, ratio) }
