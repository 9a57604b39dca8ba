package main

import (
	"errors"
	"fmt"
	"image"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"tigris/build/e2e/internal/xserver"
)

// noDisplay: without a display, or with a size no window can have, the game says why in one
// plain line and exits with status 2, never with a panic's trace.
func (c *check) noDisplay(x *xserver.Server) {
	fmt.Println("== 0. no display, a bad size: a plain message, never a panic trace")
	plain := func(what string, env []string, want string, args ...string) {
		cmd := exec.Command(c.game, args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		msg := strings.TrimSpace(string(out))
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || strings.Contains(msg, "panic") ||
			strings.Contains(msg, "goroutine") || !regexp.MustCompile(want).MatchString(msg) {
			c.fail("with %s the game said (%v): %s", what, err, msg)
		}
		fmt.Printf("%s: %s\n", what, msg)
	}
	for _, env := range [][]string{{"DISPLAY="}, {"DISPLAY=:4321"}, {"DISPLAY=", "WAYLAND_DISPLAY=wayland-0"},
		{"DISPLAY=garbage"}, {"DISPLAY=:4321.7"}} {
		plain(strings.Join(env, " "), append(os.Environ(), env...), `(?m)^tigris: `)
		// the flags' help needs no display
		plain(strings.Join(env, " ")+" -h", append(os.Environ(), env...), `-seats string`, "-h")
	}
	plain("-size 100000x100000", x.Env(), `not a window size`, "-size", "100000x100000")
}

// botGame: a bot-only seeded game runs to its final scores with its sounds, and closes from the
// title's Quit with its frame-time figures.
func (c *check) botGame(x *xserver.Server) {
	fmt.Println("== 1. bot-only game to the final scores")
	g := c.startGame(x, "botgame", "-data", c.abs("data-bots"), "-seats", "archer:easy,bull:random,pot:medium",
		"-seed", "11", "-options", "buildings,wonder", "-botdelay", "0", "-frametimes")
	g.timeout = c.botTimeout
	_, over := g.wait(0, `^result: `)
	g.timeout = c.timeout
	g.control(over, "play", "close") // the final scores are on screen
	c.shot(x, "final-scores.png")
	g.goTo("play", "close", "title", "quit")
	g.press(g.control(0, "title", "quit")) // the game closes on the press: no release to see
	g.xdo("mouseup", "1")
	g.waitExit()
	all, _ := g.Since(0)
	for _, l := range all {
		if strings.HasPrefix(l, "result: ") {
			fmt.Println(l)
		}
	}
	moves := g.count("applied: ")
	if moves <= 50 {
		c.fail("only %d decisions in the bot game", moves)
	}
	fmt.Println("decisions:", moves)
	if off := g.last(0, "sound: off"); off != "" {
		c.fail("no sound: %s", off)
	}
	for _, clip := range []string{"tile", "leader", "score", "game-over"} {
		if !g.has("sound: " + clip) {
			c.fail("the %s sound never played", clip)
		}
	}
	fmt.Println("sounds played:", g.count("sound: "))
	_, at := g.wait(0, `^frames `) // printed as the game closed
	fmt.Println(strings.Join(all[at:], "\n"))
}

// has reports a line exactly equal to line.
func (g *gameRun) has(line string) bool {
	lines, _ := g.Since(0)
	for _, l := range lines {
		if l == line {
			return true
		}
	}
	return false
}

// A temple is red: a space showing one is strongly red.
func isTemple(p rgb) bool { return p.r > 150 && p.g < 100 }

// humanDrag: a human drags a temple from the hand onto H5, the game applies and autosaves it and
// the space turns red. It returns H5's point on the screen and the colour it shows.
func (c *check) humanDrag(x *xserver.Server) (point, rgb) {
	fmt.Println("== 2. a human drags a tile onto the board")
	// seed 3: archer starts, his first hand tile is a temple; H5 is empty land
	g := c.startGame(x, "drag", "-data", c.abs("data"), "-seats", "archer:human,bull:easy", "-seed", "3")
	await, _ := g.wait(0, `^await: archer action`)
	if !strings.Contains(await, "hand=r") {
		c.fail("expected a temple first in the hand: %s", await)
	}
	lay := g.layout(0)
	h5 := lay.cell("H5")
	top := point{h5.x, h5.y - 8} // above the space's name
	before := c.shot(x, "before-drag.png")
	g.press(lay.hand[0])
	g.moveTo(point{700, 300})
	g.moveTo(h5)
	c.shot(x, "while-dragging.png")
	from := g.Mark()
	g.release()
	g.wait(from, `^applied: archer tile r H5$`)
	var last rgb
	after := c.shotUntil(x, "after-drag.png", func(img image.Image) bool {
		p := pixel(img, top.x, top.y)
		landed := isTemple(p) && p == last // the dropped piece has settled: two pictures agree
		last = p
		return landed
	}, "H5 does not show a temple after the drop")
	colour := pixel(after, top.x, top.y)
	fmt.Printf("H5 before: %v, after: %v\n", pixel(before, top.x, top.y), colour)
	c.pollFile(c.abs("data/autosave"), "archer tile r H5", "the action was not autosaved")
	g.kill()
	return top, colour
}

// continueGame: started again on the same data, the title's Continue brings back archer's turn
// with the temple where it was.
func (c *check) continueGame(x *xserver.Server, top point, colour rgb) {
	fmt.Println("== 3. closed and started again, Continue brings the game back")
	g := c.startGame(x, "continue", "-data", c.abs("data"))
	g.control(0, "title", "continue")
	c.shot(x, "title.png")
	from := g.Mark()
	g.tap("title", "continue")
	g.wait(from, `^await: archer action`)
	c.shotUntil(x, "continued.png", func(img image.Image) bool { return pixel(img, top.x, top.y) == colour },
		fmt.Sprintf("after Continue H5 does not show %v as it did before closing", colour))
	fmt.Printf("continued: H5 still shows %v\n", colour)
	g.kill()
}

// hidpiMenus: at a device scale of 2 the window is drawn at twice the size and every menu's
// controls answer.
func (c *check) hidpiMenus(x *xserver.Server) {
	fmt.Println("== 4. a high-density screen (device scale 2): menus, a leader into a revolt, its dialog, a farm")
	g := c.startGame(x, "hidpi-menus", "-data", c.abs("data-hidpi"))
	g.control(0, "title", "new")
	c.shot(x, "hidpi-title.png")
	g.goTo("title", "rules", "rules", "next")
	g.goTo("rules", "next", "rules", "prev")
	c.shot(x, "hidpi-rules.png")
	g.goTo("rules", "back", "title", "settings")
	g.goTo("title", "settings", "settings", "back")
	// the settings' lone Back stands in the window's middle: x 640 on a 1280-wide window drawn at
	// scale 1, 1280 at twice the size (the title's menu stands in a column at the left now)
	if p := g.control(0, "settings", "back"); p.x <= 1000 {
		c.fail("at scale 2 the settings' Back stands at x=%d: the window is not drawn at twice the size", p.x)
	}
	c.shot(x, "hidpi-settings.png")
	g.goTo("settings", "back", "title", "new")
	g.goTo("title", "new", "setup", "start")
	c.shot(x, "hidpi-setup.png")
	g.goTo("setup", "start", "play", "menu")
	g.goTo("play", "menu", "menu", "resume")
	c.shot(x, "hidpi-menu.png")
	g.goTo("menu", "resume", "play", "menu")
	g.kill()
}

// hidpiRevolt: at a device scale of 2 a leader dragged into a revolt is applied, its commit
// dialog answers, and a farm dragged to the river is placed.
func (c *check) hidpiRevolt(x *xserver.Server) {
	g := c.startGame(x, "hidpi-revolt", "-data", c.abs("data-hidpi"), "-position", c.revolt,
		"-seats", "archer:human,bull:easy", "-botdelay", "100ms")
	g.wait(0, `^await: archer action hand=rrbggk$`)
	lay := g.layout(0)
	gap := lay.cells[1].x - lay.cells[0].x
	fmt.Printf("spaces %d px apart on the screen\n", gap)
	if gap < 60 {
		c.fail("spaces are %d px apart at scale 2", gap)
	}
	pieces, _ := g.wait(0, `^pieces: supply `)
	leader, ok := parsePoint(strings.Fields(pieces)[2]) // the red leader comes first
	if !ok {
		c.fail("a pieces line I cannot read: %s", pieces)
	}
	before := c.shot(x, "hidpi-position.png")
	from := g.Mark()
	g.drag(leader, point{1200, 700}, lay.cell("G4"))
	g.wait(from, `^applied: archer leader r G4$`)
	g.wait(from, `^await: archer commit`)
	option := g.control(from, "play", "option1")
	c.shotUntil(x, "hidpi-dialog.png", func(img image.Image) bool { return pixel(img, option.x, option.y) != pixel(before, option.x, option.y) },
		"the commit dialog's first option is not on the screen")
	from = g.Mark()
	g.tap("play", "option1")
	g.wait(from, `^applied: archer commit 1$`)
	await, _ := g.wait(from, `^await: archer action`)
	hand := await[strings.Index(await, "hand=")+len("hand="):]
	farm := strings.IndexByte(hand, 'b')
	if farm < 0 {
		c.fail("no farm in the hand after the revolt: %s", await)
	}
	lay = g.layout(0)
	e1 := lay.cell("E1")
	from = g.Mark()
	g.drag(lay.hand[farm], point{e1.x, e1.y + 200}, e1)
	g.wait(from, `^applied: archer tile b E1$`)
	c.shotUntil(x, "hidpi-placed.png", func(img image.Image) bool { return pixel(img, e1.x, e1.y) != pixel(before, e1.x, e1.y) },
		"E1 looks as it did before the farm was dropped there")
	g.kill()
}

// fullscreen: F on a 1024x640 screen fills it, and the Menu button stays on it.
func (c *check) fullscreen(x *xserver.Server) {
	fmt.Println("== 5. fullscreen on a small screen (1024x640) keeps the whole panel in sight")
	g := c.startGame(x, "fullscreen", "-data", c.abs("data-full"), "-seats", "archer:human,bull:easy", "-seed", "3")
	g.wait(0, `^await: archer action`)
	g.control(0, "play", "menu")
	// the keyboard goes to the window under the pointer; a window larger than the screen stands
	// off its corner, so the point the game sees is not the screen's
	from := g.Mark()
	g.xdo("mousemove", fmt.Sprint(x.W/2), fmt.Sprint(x.H/2+1))
	g.wait(from, `^pointer: move `)
	from = g.Mark()
	g.xdo("key", "f")
	g.wait(from, `^layout: `)
	var menu point
	g.until(from, "the Menu button on the 1024x640 screen", func(lines []string) bool {
		for i := len(lines) - 1; i >= 0; i-- {
			if strings.HasPrefix(lines[i], "controls: play ") {
				p, ok := controlsOf(lines[i])["menu"]
				menu = p
				return ok && p.x < x.W && p.y < x.H
			}
		}
		return false
	})
	c.shot(x, "fullscreen.png")
	fmt.Printf("fullscreen: Menu at %v\n", menu)
	g.kill()
}

// pollFile waits until a file holds text (written after the event the caller saw), failing
// with why after the check's deadline.
func (c *check) pollFile(path, text, why string) {
	c.pollUntil(why, func() bool {
		data, err := os.ReadFile(path)
		return err == nil && strings.Contains(string(data), text)
	})
}
