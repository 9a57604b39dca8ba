package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"tigris/build/e2e/internal/checkrun"
	"tigris/build/e2e/internal/tracelog"
	"time"
)

// The pointer is driven with xdotool, one step at a time, and every step waits for the game's
// "pointer:" trace line saying it saw it: a press, each move of a drag and the release then fall
// in frames of their own however slowly the machine draws, where fixed pauses guessed.

// xdo runs xdotool on the game's screen.
func (g *gameRun) xdo(args ...string) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = g.x.Env()
	if out, err := cmd.CombinedOutput(); err != nil {
		checkrun.Fail("xdotool %v: %v: %s", args, err, out)
	}
}

// seen waits for the game to report a pointer event of this kind at p, after index from.
func (g *gameRun) seen(from int, kind string, p point) {
	g.wait(from, "^pointer: "+kind+" "+regexp.QuoteMeta(p.String())+"$")
	g.pointer = p.String()
}

// moveTo moves the pointer to p and waits until the game has seen it there. A window newly
// mapped may miss a move made before it could take pointer events: the move is made again, a
// pixel aside and back, until the game sees one or the check's time runs out.
func (g *gameRun) moveTo(p point) {
	if g.pointer == p.String() {
		return
	}
	deadline := time.Now().Add(g.timeout)
	for {
		from := g.Mark()
		g.xdo("mousemove", fmt.Sprint(p.x+1), fmt.Sprint(p.y), "mousemove", fmt.Sprint(p.x), fmt.Sprint(p.y))
		if g.seenWithin(from, p, retryMoveAfter) {
			g.pointer = p.String()
			return
		}
		if time.Now().After(deadline) {
			checkrun.Fail("%s: the game never saw the pointer at %v (last: %q)", g.name, p, g.last(0, "pointer:"))
		}
	}
}

// seenWithin reports whether the game reports the pointer at p (moved or pressed there) within d.
func (g *gameRun) seenWithin(from int, p point, d time.Duration) bool {
	rx := regexp.MustCompile("^pointer: (move|down|up) " + regexp.QuoteMeta(p.String()) + "$")
	ok, _ := g.Until(from, d, nil, func(lines []string) bool {
		_, at := tracelog.First(lines, rx)
		return at >= 0
	})
	return ok
}

// press holds the left button down at p.
func (g *gameRun) press(p point) {
	g.moveTo(p)
	from := g.Mark()
	g.xdo("mousedown", "1")
	g.seen(from, "down", p)
}

// release lets the left button go where the pointer is.
func (g *gameRun) release() {
	p, _ := parsePoint(g.pointer)
	from := g.Mark()
	g.xdo("mouseup", "1")
	g.seen(from, "up", p)
}

// click presses and releases the left button at p.
func (g *gameRun) click(p point) {
	g.press(p)
	g.release()
}

// drag carries what is under from through the way points to the last one, and drops it there.
func (g *gameRun) drag(from point, way ...point) {
	g.press(from)
	for _, p := range way {
		g.moveTo(p)
	}
	g.release()
}

// tap clicks a control of a screen.
func (g *gameRun) tap(screen, id string) {
	g.click(g.control(0, screen, id))
}

// goTo clicks a control of a screen and waits for the next screen to offer need.
func (g *gameRun) goTo(screen, id, next, need string) {
	from := g.Mark()
	g.tap(screen, id)
	g.control(from, next, need)
}
