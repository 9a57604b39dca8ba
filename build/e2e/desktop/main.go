// Command desktop is the end-to-end check of the desktop game under Xvfb, driven as a person
// would with xdotool, waiting on the game's -trace lines (docs/TRACE.md) and never on the clock:
//
//  0. with no display, or a bad size, the game says so plainly and exits with status 2;
//  1. a bot-only seeded game runs to the final scores, playing its sounds into a null device;
//  2. a human drags a tile from the hand onto the board, and the game accepts and autosaves it;
//  3. the game, closed and started again, continues from the title exactly where it was;
//  4. at a device scale of 2: the menus, a leader dragged into a revolt, its dialog, a farm;
//  5. fullscreen on a small screen keeps the whole panel in sight.
//
// Screenshots and logs go to out/e2e-desktop. build/e2e-desktop.sh runs it:
//
//	go run ./build/e2e/desktop [-out DIR] [-timeout 60s]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"tigris/build/e2e/internal/checkrun"
	"tigris/build/e2e/internal/xserver"
)

// The pace of the few bounded polls (pictures, a move a new window may miss): each only repeats
// an action or a look until the event comes, and fails at the check's deadline.
const (
	pollEvery      = 100 * time.Millisecond
	retryMoveAfter = 2 * time.Second
	settleLimit    = 5 * time.Second
)

// check is one run of the whole check: its output folder, the game binary, what to clean up.
type check struct {
	out, game  string
	sound      string // the environment entry that plays the game's sounds into nothing
	revolt     string
	timeout    time.Duration
	botTimeout time.Duration
	cleanups   []func()
}

// fail stops the check with a message; main reports it after cleaning up.
func (c *check) fail(format string, args ...any) { checkrun.Fail(format, args...) }

// create opens a new file in the output folder.
func (c *check) create(name string) *os.File {
	f, err := os.Create(filepath.Join(c.out, name))
	if err != nil {
		c.fail("%v", err)
	}
	c.cleanups = append(c.cleanups, func() { f.Close() })
	return f
}

func main() {
	c := &check{}
	flag.StringVar(&c.out, "out", "out/e2e-desktop", "the folder for the game, its logs and the screenshots (emptied first)")
	flag.StringVar(&c.revolt, "revolt", "scenes/testdata/revolt.pos", "a position where archer's red leader on G4 starts a revolt")
	flag.DurationVar(&c.timeout, "timeout", 60*time.Second, "the longest any one awaited event may take before the check fails")
	flag.StringVar(&c.game, "game", "", "the game binary to check (default: built from this folder into the output folder)")
	flag.DurationVar(&c.botTimeout, "bot-game", 5*time.Minute, "the longest the bot-only game may take")
	flag.Parse()
	os.Exit(checkrun.Run("e2e-desktop", &c.cleanups, c.run))
}

func (c *check) run() {
	started := time.Now()
	if err := os.RemoveAll(c.out); err != nil {
		c.fail("%v", err)
	}
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		c.fail("%v", err)
	}
	if c.game == "" {
		c.game = filepath.Join(c.out, "tigris")
		if out, err := exec.Command("go", "build", "-o", c.game, ".").CombinedOutput(); err != nil {
			c.fail("go build: %v\n%s", err, out)
		}
	}
	var err error
	if c.sound, err = checkrun.NullSound(c.out); err != nil {
		c.fail("%v", err)
	}

	step := time.Now()
	took := func() { fmt.Printf("(%.1f s)\n", time.Since(step).Seconds()); step = time.Now() }
	x := c.startX(1280, 800, "xvfb.log")
	c.noDisplay(x)
	took()
	c.botGame(x)
	took()
	top, colour := c.humanDrag(x)
	took()
	c.continueGame(x, top, colour)
	took()
	x.Stop()

	x = c.startX(2560, 1600, "xvfb2.log")
	c.xrun(x, "Xft.dpi: 192\n", "xrdb", "-nocpp", "-merge") // GLFW's content scale: 96 dpi is a scale of 1
	c.hidpiMenus(x)
	took()
	c.hidpiRevolt(x)
	took()
	x.Stop()

	x = c.startX(1024, 640, "xvfb3.log")
	c.fullscreen(x)
	took()
	x.Stop()
	fmt.Printf("e2e-desktop: passed in %.0f s (screenshots in %s)\n", time.Since(started).Seconds(), c.out)
}

// abs is a file of the output folder by its absolute path.
func (c *check) abs(name string) string {
	p, err := filepath.Abs(filepath.Join(c.out, name))
	if err != nil {
		c.fail("%v", err)
	}
	return p
}

// startX starts a private X screen of w x h pixels (its output in logName), stopped at the end.
func (c *check) startX(w, h int, logName string) *xserver.Server {
	x, err := xserver.Start(w, h, c.create(logName))
	if err != nil {
		c.fail("%v (see %s)", err, logName)
	}
	c.cleanups = append(c.cleanups, x.Stop)
	return x
}

// xrun runs an X client to its end, failing the check when it fails.
func (c *check) xrun(x *xserver.Server, stdin, name string, args ...string) {
	if _, err := x.Run(stdin, name, args...); err != nil {
		c.fail("%v", err)
	}
}
